// The account-level area of admin_entity and user (01 §2): home, profile, entities; anything else → home.
import { M } from '@edu/shared';
import type { RouteObject } from 'react-router';
import { below, paths } from '../../../config/paths';
import { lazyRoute, otherwiseTo } from '../routing';

const p = paths.user;
const at = (path: string) => below(p.root, path);

export const userRoutes: RouteObject[] = [
  {
    path: at(p.home),
    lazy: lazyRoute(() => import('../../../components/coming-soon'), 'ComingSoon', { title: M.MENU_HOME }),
  },
  { path: at(p.profile), lazy: lazyRoute(() => import('./profile-page'), 'ProfilePage') },
  { path: at(p.entity), lazy: lazyRoute(() => import('./entities-page'), 'EntitiesPage') },
  ...otherwiseTo(p.home),
];
