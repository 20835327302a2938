// The coordinator area (02 §2.13, §2.15) and its students screens; anything else → /courses.
import { M } from '@edu/shared';
import { Navigate, Route, Routes } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { below, paths } from '../../../config/paths';
import { StudentsRoutes } from '../../students/routes/students-routes';

const p = paths.coordinator;
const at = (path: string) => below(p.root, path);

export function CoordinatorRoutes() {
  return (
    <Routes>
      <Route path={at(p.courses)} element={<ComingSoon title={M.SCHEDULED_LIST_TITLE} />} />
      <Route path={at(p.modules)} element={<ComingSoon title={M.COURSE_MODULES} />} />
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
