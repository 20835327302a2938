// The platform area (01 §2). Each screen is one <Route>, loaded when first opened.
import { M } from '@edu/shared';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { PageSpinner } from '../../../components/page-spinner';
import { below, paths } from '../../../config/paths';

const EntitiesPage = lazy(() =>
  import('../components/entities/entities-page').then((m) => ({ default: m.EntitiesPage })),
);
const UsersPage = lazy(() => import('../components/users/users-page').then((m) => ({ default: m.UsersPage })));
const PermissionsPage = lazy(() =>
  import('../components/permissions/permissions-page').then((m) => ({ default: m.PermissionsPage })),
);

const p = paths.superadmin;
const at = (path: string) => below(p.root, path);

export function SuperadminRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path={at(p.home)} element={<ComingSoon title={M.MENU_HOME} />} />
        <Route path={at(p.tickets)} element={<ComingSoon title={M.MENU_TICKETS} />} />
        <Route path={at(p.entities)} element={<EntitiesPage />} />
        <Route path={at(p.users)} element={<UsersPage />} />
        <Route path={at(p.metrics)} element={<ComingSoon title={M.MENU_METRICS} />} />
        <Route path={at(p.permissions)} element={<PermissionsPage />} />
        <Route path={at(p.repository)} element={<ComingSoon title={M.REPOSITORY_TITLE} />} />
        <Route path="*" element={<Navigate to={p.home} replace />} />
      </Routes>
    </Suspense>
  );
}

export { SuperadminRoutes as Component };
