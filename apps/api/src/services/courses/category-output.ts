import type { CategoryOutput } from '@edu/shared';
import type { CategoryRow } from './categories.queries.js';

export function toCategoryOutput(row: CategoryRow): CategoryOutput {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    totalCourses: row.total_courses,
    is_builtin: row.is_builtin,
    created_at: new Date(row.created_at).toISOString(),
  };
}
