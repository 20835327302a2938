// The counter's area (01 §2): the students screens and 'Extractos bancarios' (decision 0061); anything else → students/inscribed.
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
  ...otherwiseTo(p.students.inscribed),
];
