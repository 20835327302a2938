import type { ScheduledOutput } from '@edu/shared';
import type { Storage } from '../../storage/storage.js';
import type { ScheduledRow } from './scheduleds.queries.js';

export function toScheduledOutput(row: ScheduledRow, storage: Storage): ScheduledOutput {
  const courseCover = row.course_preview ? storage.urlOf(row.course_preview) : null;
  const price = { inscription: row.price_inscription, course_price: row.price_course };
  return {
    _id: row.id,
    entity_id: row.entity_id,
    name: row.name,
    description: row.description,
    start_date: row.start_date,
    end_date: row.end_date,
    type_of_scheduled: row.type_of_scheduled,
    main_scheduled: row.main_scheduled,
    parent_scheduled: row.main_scheduled,
    category: row.category_id ? { _id: row.category_id, name: row.category_name ?? '' } : null,
    course: {
      _id: row.course_id,
      name: row.course_name,
      description: row.course_description,
      coverpage: courseCover,
      price,
      category: row.category_name !== null ? { name: row.category_name } : null,
    },
    campus: row.campus_id ? { _id: row.campus_id, name: row.campus_name ?? '' } : null,
    coverpage: row.coverpage ? storage.urlOf(row.coverpage) : courseCover,
    teachers: row.teachers,
    publish: row.publish,
    price,
    created_at: new Date(row.created_at).toISOString(),
  };
}
