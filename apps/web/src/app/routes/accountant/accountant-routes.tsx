// The counter's area (01 §2): the students screens; anything else → students/inscribed.
import type { RouteObject } from 'react-router';
import { below, paths } from '../../../config/paths';
import { otherwiseTo } from '../routing';
import { studentsRoutes } from '../students/students-routes';

const p = paths.accountant;

export const accountantRoutes: RouteObject[] = [
  { path: below(p.root, p.students.root), children: studentsRoutes(p.students) },
  ...otherwiseTo(p.students.inscribed),
];
