// The coordinator area (02 §2.13, §2.15) and its students screens; anything else → /courses.
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
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
// the evaluation screens (step 7) too
const EvaluationsRoute = lazy(() =>
  import('../../evaluations/routes/evaluations-route').then((m) => ({ default: m.EvaluationsRoute })),
);
const ModuleEvaluationsRoute = lazy(() =>
  import('../../evaluations/routes/module-evaluations-route').then((m) => ({ default: m.ModuleEvaluationsRoute })),
);
const QuestionBankRoute = lazy(() =>
  import('../../question-bank/routes/question-bank-route').then((m) => ({ default: m.QuestionBankRoute })),
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
      <Route path={at(p.evaluations)} element={page(EvaluationsRoute)} />
      <Route path={at(p.evaluationsModule)} element={page(ModuleEvaluationsRoute)} />
      <Route path={at(p.questionBank)} element={page(QuestionBankRoute)} />
      <Route path={at(p.evaluationAction)} element={page(ModuleEvaluationsRoute)} />
      <Route path={at(p.evaluationActionWithId)} element={page(ModuleEvaluationsRoute)} />
      <Route path={`${at(p.students.root)}/*`} element={<StudentsRoutes paths={p.students} />} />
      <Route path="*" element={<Navigate to={p.courses} replace />} />
    </Routes>
  );
}

export { CoordinatorRoutes as Component };
