// SQL of getMaterialLink, a student opening a material of a module they have unlocked (04 §2.2): the material read
// in the caller's entity. Whether the module is unlocked is asked of my-courses (unlockedModule).
import type { Db } from '../../db/client.js';

export interface MaterialFileRow {
  id: string;
  course_id: string | null;
  type: string;
  url: string | null;
  file_key: string | null;
}

export async function materialInEntity(db: Db, entityId: string, id: string) {
  const rows = await db.query<MaterialFileRow>(
    'SELECT id, course_id, type, url, file_key FROM materials WHERE id = $1 AND entity_id = $2',
    [id, entityId],
  );
  return rows[0];
}
