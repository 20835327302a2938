// The teacher's area (04 §2.3): 'Mis cursos' and one course; anything else → /courses.
import type { RouteObject } from 'react-router';
import { below, paths } from '../../../config/paths';
import { lazyRoute, otherwiseTo } from '../routing';

const p = paths.teacher;
const at = (path: string) => below(p.root, path);

export const teacherRoutes: RouteObject[] = [
  {
    path: at(p.courses),
    lazy: lazyRoute(() => import('../../../features/grades/routes/teacher-courses-route'), 'TeacherCoursesRoute'),
  },
  {
    path: at(p.course),
    lazy: lazyRoute(() => import('../../../features/grades/routes/teacher-course-route'), 'TeacherCourseRoute', {
      back: p.courses,
    }),
  },
  ...otherwiseTo(p.courses),
];
