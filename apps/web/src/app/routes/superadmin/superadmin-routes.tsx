// The platform area (01 §2): the entities, users and permissions features' screens, and the sections the spec leaves for
// later.
import { M } from '@edu/shared';
import type { RouteObject } from 'react-router';
import { below, paths } from '../../../config/paths';
import { lazyRoute, otherwiseTo } from '../routing';

const p = paths.superadmin;
const at = (path: string) => below(p.root, path);
const comingSoon = (title: string) =>
  lazyRoute(() => import('../../../components/coming-soon'), 'ComingSoon', { title });

export const superadminRoutes: RouteObject[] = [
  {
    path: at(p.home),
    lazy: lazyRoute(() => import('../../../features/metrics/routes/superadmin-home-route'), 'SuperadminHomeRoute'),
  },
  { path: at(p.tickets), lazy: comingSoon(M.MENU_TICKETS) },
  {
    path: at(p.entities),
    lazy: lazyRoute(() => import('../../../features/entities/components/entities-page'), 'EntitiesPage'),
  },
  {
    path: at(p.users),
    lazy: lazyRoute(() => import('../../../features/users/components/users-page'), 'UsersPage'),
  },
  {
    path: at(p.metrics),
    lazy: lazyRoute(() => import('../../../features/metrics/routes/metrics-route'), 'MetricsRoute'),
  },
  {
    path: at(p.permissions),
    lazy: lazyRoute(
      () => import('../../../features/permissions/components/permissions-page'),
      'PermissionsPage',
    ),
  },
  { path: at(p.repository), lazy: comingSoon(M.REPOSITORY_TITLE) },
  {
    path: at(p.audit),
    lazy: lazyRoute(() => import('../../../features/audit/routes/entity-audit-route'), 'PlatformAuditRoute'),
  },
  ...otherwiseTo(p.home),
];
