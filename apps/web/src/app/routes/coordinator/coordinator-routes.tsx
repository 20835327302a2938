// The coordinator area (02 §2.13, §2.15) and its students screens; anything else → /courses.
import type { RouteObject } from 'react-router';
import { below, paths } from '../../../config/paths';
import { lazyRoute, otherwiseTo } from '../routing';
import { studentsRoutes } from '../students/students-routes';

const p = paths.coordinator;
const at = (path: string) => below(p.root, path);
const moduleEvaluations = lazyRoute(
  () => import('../../../features/evaluations/routes/module-evaluations-route'),
  'ModuleEvaluationsRoute',
);

export const coordinatorRoutes: RouteObject[] = [
  {
    path: at(p.courses),
    lazy: lazyRoute(() => import('../../../features/scheduleds/routes/scheduleds-route'), 'ScheduledsRoute'),
  },
  {
    path: at(p.modules),
    lazy: lazyRoute(
      () => import('../../../features/scheduleds/routes/scheduled-modules-route'),
      'ScheduledModulesRoute',
    ),
  },
  {
    path: at(p.evaluations),
    lazy: lazyRoute(() => import('../../../features/evaluations/routes/evaluations-route'), 'EvaluationsRoute'),
  },
  { path: at(p.evaluationsModule), lazy: moduleEvaluations },
  {
    path: at(p.questionBank),
    lazy: lazyRoute(() => import('../../../features/question-bank/routes/question-bank-route'), 'QuestionBankRoute'),
  },
  { path: at(p.evaluationAction), lazy: moduleEvaluations },
  { path: at(p.evaluationActionWithId), lazy: moduleEvaluations },
  { path: at(p.students.root), children: studentsRoutes(p.students) },
  // a course's grades as its teachers see them (04 §2.3): read and corrected by the coordinador and the admins
  {
    path: at(p.courseGrades),
    lazy: lazyRoute(() => import('../../../features/grades/routes/teacher-course-route'), 'TeacherCourseRoute', {
      back: p.courses,
    }),
  },
  ...otherwiseTo(p.courses),
];
