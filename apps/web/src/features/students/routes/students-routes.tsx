// The students area (02 §2.11), mounted at <base>/students by the coordinator and the accountant areas.
import { Navigate, Route, Routes } from 'react-router';
import { below, type StudentsPaths } from '../../../config/paths';
import { LazyHistoryRoute, LazyVouchersRoute } from '../../orders/routes/lazy-routes';
import { EnrolledRoute } from './enrolled-route';
import { InscribedLayout } from './inscribed-layout';
import { InvitedRoute } from './invited-route';
import { StudentRoute } from './student-route';

export function StudentsRoutes({ paths: p }: { paths: StudentsPaths }) {
  const at = (path: string) => below(p.root, path);
  return (
    <Routes>
      <Route path={at(p.inscribed)} element={<InscribedLayout paths={p} />}>
        <Route index element={<EnrolledRoute paths={p} />} />
        <Route path={below(p.inscribed, p.inscribedDetail)} element={<StudentRoute paths={p} />} />
        <Route path="*" element={<Navigate to={p.inscribed} replace />} />
      </Route>
      <Route path={at(p.invited)} element={<InvitedRoute />} />
      <Route path={at(p.vouchers)} element={<LazyVouchersRoute />} />
      <Route path={at(p.history)} element={<LazyHistoryRoute />} />
      <Route path="*" element={<Navigate to={p.inscribed} replace />} />
    </Routes>
  );
}
