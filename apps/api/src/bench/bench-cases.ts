// The list calls the bench loads, each at page 1, at its deepest page and with a search, as the screens send them
// (default page sizes), all as the large entity's admin.
import type { Fixtures } from './bench-fixtures.js';

export type Variant = 'page1' | 'deepest' | 'search';

export interface ListCase {
  fname: string;
  service: string;
  /** the call's fields without page */
  base(f: Fixtures): Record<string, unknown>;
  /** the fields a search adds */
  search: Record<string, unknown>;
}

export const LIST_CASES: ListCase[] = [
  {
    fname: 'getUsersByEntity',
    service: 'users',
    // the students area's 'Alumnos' (100,000 rows); without roles it lists the staff only
    base: (f) => ({ entity_id: f.entityId, roles: ['estudiante'] }),
    search: { query: { field: 'name', search: 'quispe' } },
  },
  {
    fname: 'getOrders',
    service: 'students',
    // /vouchers: the pending orders, newest first
    base: (f) => ({ entity_id: f.entityId }),
    search: { filter_by_email: 'quispe' },
  },
  {
    fname: 'getMaterial_byEntity',
    service: 'materials',
    base: (f) => ({ entity_id: f.entityId }),
    search: { filter_by_title: 'guía' },
  },
  {
    fname: 'getScheduleds',
    service: 'courses',
    base: (f) => ({ entity_id: f.entityId }),
    search: { query: { field: 'name', search: 'gestión' } },
  },
  {
    fname: 'getUsersByScheduled',
    service: 'students',
    // the scheduled course with the most students (a fifth of them)
    base: (f) => ({ entity: f.entityId, scheduled: f.bigScheduledId }),
    search: { filter_by_name: 'quispe' },
  },
  {
    fname: 'getQuestionBank',
    service: 'evaluations',
    base: (f) => ({ entity: f.entityId, course_id: f.bankModuleId }),
    search: { query: { field: 'title', search: 'datos' } },
  },
];
