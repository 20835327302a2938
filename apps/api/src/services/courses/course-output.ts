import { COURSE_ALIASES, COURSE_TYPES, type CourseOutput } from '@edu/shared';
import type { Storage } from '../../storage/storage.js';
import { isFreeRow } from './course-prices.js';
import type { CourseRow } from './courses.queries.js';

export function toCourseOutput(row: CourseRow, storage: Storage): CourseOutput {
  const isModule = row.alias === COURSE_ALIASES.module;
  return {
    _id: row.id,
    entity_id: row.entity_id,
    name: row.name,
    description: row.description,
    target_audiences: row.target_audiences,
    preview: row.preview ? storage.urlOf(row.preview) : null,
    category: row.category_id ? { _id: row.category_id, name: row.category_name ?? '' } : null,
    tags: row.tags,
    price: { inscription: row.price_inscription, certificate: row.price_certificate, course_price: row.price_course },
    total_price: row.total_price,
    free: isFreeRow(row),
    alias: row.alias,
    type_of_course: isModule ? COURSE_TYPES.module : COURSE_TYPES.main,
    parent_course_id: row.parent_course_id,
    main_course: row.parent_course_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}
