// The entity administrator's area (02 §2): its own dashboard 'Resumen' (decision 0039), programmes, staff, campuses, repository, credentials, the bank
// statements, 'Caja' and 'Comprobantes' (decisions 0061, 0062, 0063), the entity, the
// profile and the chat; anything else → programs. Each screen downloads when first opened.
import type { RouteObject } from 'react-router';
import { below, paths } from '../../../config/paths';
import { lazyRoute, otherwiseTo } from '../routing';

const p = paths.admin;
const at = (path: string) => below(p.root, path);
const programmes = lazyRoute(() => import('../../../features/courses/routes/programmes-route'), 'ProgrammesRoute');
const chat = lazyRoute(() => import('../../../features/users/routes/staff-chat-route'), 'StaffChatRoute');

export const adminRoutes: RouteObject[] = [
  {
    path: at(p.summary),
    lazy: lazyRoute(() => import('../../../features/metrics/routes/summary-route'), 'SummaryRoute'),
  },
  { path: at(p.courses), lazy: programmes },
  { path: at(p.programs), lazy: programmes },
  {
    path: at(p.courseModules),
    lazy: lazyRoute(() => import('./modules-route'), 'ModulesRoute'),
  },
  {
    path: at(p.courseWeights),
    lazy: lazyRoute(() => import('../../../features/courses/routes/weights-route'), 'WeightsRoute'),
  },
  {
    path: at(p.courseCertificates),
    lazy: lazyRoute(() => import('../../../features/courses/routes/certificates-route'), 'CertificatesRoute'),
  },
  {
    path: at(p.users),
    lazy: lazyRoute(() => import('../../../features/users/routes/staff-users-route'), 'StaffUsersRoute'),
  },
  {
    path: at(p.campuses),
    lazy: lazyRoute(() => import('../../../features/campuses/routes/campuses-route'), 'CampusesRoute'),
  },
  {
    path: at(p.repository),
    lazy: lazyRoute(() => import('../../../features/materials/routes/repository-route'), 'RepositoryRoute'),
  },
  {
    path: at(p.credentials),
    lazy: lazyRoute(() => import('./credentials-route'), 'CredentialsRoute'),
  },
  {
    path: at(p.statements),
    lazy: lazyRoute(() => import('../../../features/statements/routes/statements-route'), 'StatementsRoute'),
  },
  {
    path: at(p.cash),
    lazy: lazyRoute(() => import('../../../features/reconciliation/routes/cash-route'), 'CashRoute'),
  },
  {
    path: at(p.receipts),
    lazy: lazyRoute(() => import('../../../features/receipts/routes/receipts-route'), 'ReceiptsRoute'),
  },
  {
    path: at(p.myEntity),
    lazy: lazyRoute(() => import('./my-entity-route'), 'MyEntityRoute'),
  },
  {
    path: `${at(p.profile.root)}/*`,
    lazy: lazyRoute(() => import('../../../features/users/routes/profile-route'), 'ProfileRoute'),
  },
  {
    path: at(p.audit),
    lazy: lazyRoute(() => import('../../../features/audit/routes/entity-audit-route'), 'EntityAuditRoute'),
  },
  { path: at(p.chat), lazy: chat },
  { path: at(p.chatWith), lazy: chat },
  ...otherwiseTo(p.programs),
];
