// The platform area (01 §2). Each screen is one <Route>; later steps swap a ComingSoon for the real page.
import { M } from '@edu/shared';
import { Navigate, Route, Routes } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { below, paths } from '../../../config/paths';

const p = paths.superadmin;
const at = (path: string) => below(p.root, path);

export function SuperadminRoutes() {
  return (
    <Routes>
      <Route path={at(p.home)} element={<ComingSoon title={M.MENU_HOME} />} />
      <Route path={at(p.tickets)} element={<ComingSoon title={M.MENU_TICKETS} />} />
      <Route path={at(p.entities)} element={<ComingSoon title={M.ENTITIES_TITLE} />} />
      <Route path={at(p.users)} element={<ComingSoon title={M.USERS_TITLE} />} />
      <Route path={at(p.metrics)} element={<ComingSoon title={M.MENU_METRICS} />} />
      <Route path={at(p.permissions)} element={<ComingSoon title={M.PERMISSIONS_TITLE} />} />
      <Route path={at(p.repository)} element={<ComingSoon title={M.REPOSITORY_TITLE} />} />
      <Route path="*" element={<Navigate to={p.home} replace />} />
    </Routes>
  );
}

export { SuperadminRoutes as Component };
