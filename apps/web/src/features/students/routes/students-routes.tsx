// The students area (02 §2.11), mounted at <base>/students by the coordinator and the accountant areas.
import { M } from '@edu/shared';
import { Navigate, Route, Routes } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { below, type StudentsPaths } from '../../../config/paths';

export function StudentsRoutes({ paths: p }: { paths: StudentsPaths }) {
  const at = (path: string) => below(p.root, path);
  return (
    <Routes>
      <Route path={at(p.inscribed)} element={<ComingSoon title={M.MENU_INSCRIBED} />} />
      <Route path={at(p.inscribedDetail)} element={<ComingSoon title={M.STUDENTS_TITLE} />} />
      <Route path={`${at(p.inscribed)}/*`} element={<Navigate to={p.inscribed} replace />} />
      <Route path={at(p.invited)} element={<ComingSoon title={M.STUDENTS_TITLE} />} />
      <Route path={at(p.vouchers)} element={<ComingSoon title={M.VOUCHERS_TITLE} />} />
      <Route path={at(p.history)} element={<ComingSoon title={M.HISTORY_TITLE} />} />
      <Route path="*" element={<Navigate to={p.inscribed} replace />} />
    </Routes>
  );
}
