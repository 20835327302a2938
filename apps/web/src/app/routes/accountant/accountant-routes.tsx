// The counter's area (01 §2): the students screens, 'Extractos bancarios', 'Caja' and 'Comprobantes' (decisions 0061,
// 0062, 0063); anything else → students/inscribed.
import type { RouteObject } from 'react-router';
import { below, paths } from '../../../config/paths';
import { lazyRoute, otherwiseTo } from '../routing';
import { studentsRoutes } from '../students/students-routes';

const p = paths.accountant;

export const accountantRoutes: RouteObject[] = [
  { path: below(p.root, p.students.root), children: studentsRoutes(p.students) },
  {
    path: below(p.root, p.statements),
    lazy: lazyRoute(() => import('../../../features/statements/routes/statements-route'), 'StatementsRoute'),
  },
  {
    path: below(p.root, p.cash),
    lazy: lazyRoute(() => import('../../../features/reconciliation/routes/cash-route'), 'CashRoute'),
  },
  {
    path: below(p.root, p.receipts),
    lazy: lazyRoute(() => import('../../../features/receipts/routes/receipts-route'), 'ReceiptsRoute'),
  },
  ...otherwiseTo(p.students.inscribed),
];
