import type { ItemOutput } from '@edu/shared';
import type { ItemRow } from './syllabus.queries.js';

export function toItemOutput(row: ItemRow): ItemOutput {
  return {
    _id: row.id,
    title: row.title,
    course: row.course_id,
    main_course: row.main_course_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}
