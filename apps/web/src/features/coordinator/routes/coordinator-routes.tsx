// The coordinator area (02 §2.13, §2.15) and its students screens; anything else → /courses.
import { M } from '@edu/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { PageSpinner } from '../../../components/page-spinner';
import { below, paths } from '../../../config/paths';
import { StudentsRoutes } from '../../students/routes/students-routes';

// the scheduling screens (step 5) load when first opened
const ScheduledsRoute = lazy(() =>
  import('../../scheduleds/routes/scheduleds-route').then((m) => ({ default: m.ScheduledsRoute })),
);
const ScheduledModulesRoute = lazy(() =>
  import('../../scheduleds/routes/scheduled-modules-route').then((m) => ({ default: m.ScheduledModulesRoute })),
);
const page = (Page: ComponentType) => (
  <Suspense fallback={<PageSpinner />}>
    <Page />
  </Suspense>
);

const p = paths.coordinator;
const at = (path: string) => below(p.root, path);

export function CoordinatorRoutes() {
  return (
    <Routes>
      <Route path={at(p.courses)} element={page(ScheduledsRoute)} />
      <Route path={at(p.modules)} element={page(ScheduledModulesRoute)} />
      <Route path={at(p.evaluations)} element={<ComingSoon title={M.EVALUATIONS_BY_COURSE} />} />
      <Route path={at(p.evaluationsModule)} element={<ComingSoon title={M.MENU_EVALUATIONS} />} />
      <Route path={at(p.questionBank)} element={<ComingSoon title={M.QUESTION_BANK} />} />
      <Route path={at(p.evaluationAction)} element={<ComingSoon title={M.MENU_EVALUATIONS} />} />
      <Route path={at(p.evaluationActionWithId)} element={<ComingSoon title={M.MENU_EVALUATIONS} />} />
      <Route path={`${at(p.students.root)}/*`} element={<StudentsRoutes paths={p.students} />} />
      <Route path="*" element={<Navigate to={p.courses} replace />} />
    </Routes>
  );
}

export { CoordinatorRoutes as Component };
