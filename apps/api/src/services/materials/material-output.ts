import type { MaterialOutput } from '@edu/shared';
import type { Storage } from '../../storage/storage.js';
import type { MaterialRow } from './materials.queries.js';

/** A file opens through a fresh signed link (materials are private in storage); a link opens as given. */
export function toMaterialOutput(row: MaterialRow, storage: Storage): MaterialOutput {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    url: row.file_key ? storage.urlOf(row.file_key) : (row.url ?? ''),
    name_file: row.name_file,
    mime: row.mime,
    size: row.size === null ? null : Number(row.size),
    state: row.state,
    price: row.price,
    date: new Date(row.created_at).toISOString(),
    entity: { _id: row.entity_id, entity_name: row.entity_name },
    category: row.category_id ? { _id: row.category_id, name: row.category_name ?? '' } : null,
    course_id: row.course_id,
    created_by: row.created_by
      ? { _id: row.created_by, name: row.creator_name ?? '', lastname: row.creator_lastname ?? '' }
      : null,
  };
}
