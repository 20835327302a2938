// The account-level area of admin_entity and user (01 §2): home, profile, entities; anything else → home.
import { M } from '@edu/shared';
import { Navigate, Route, Routes } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { below, paths } from '../../../config/paths';
import { EntitiesPage } from '../components/entities-page';
import { ProfilePage } from '../components/profile-page';

const p = paths.user;
const at = (path: string) => below(p.root, path);

export function UserRoutes() {
  return (
    <Routes>
      <Route path={at(p.home)} element={<ComingSoon title={M.MENU_HOME} />} />
      <Route path={at(p.profile)} element={<ProfilePage />} />
      <Route path={at(p.entity)} element={<EntitiesPage />} />
      <Route path="*" element={<Navigate to={p.home} replace />} />
    </Routes>
  );
}

export { UserRoutes as Component };
