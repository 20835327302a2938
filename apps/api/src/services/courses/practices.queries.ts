import type { Db } from '../../db/client.js';

export interface PracticeRow {
  id: string;
  title: string;
  course_id: string;
  /** exact decimals as text */
  weight: string;
  /** the percentage of the course's total weight, rounded to two decimals, as text ('33.33', '25.00') */
  share: string;
  created_at: Date;
}

/** The course's practices with each one's share of their total weight (0 when the total is 0). */
export async function practicesOfCourse(db: Db, entityId: string, courseId: string) {
  return db.query<PracticeRow>(
    `SELECT id, title, course_id, weight::text AS weight, created_at,
            (CASE WHEN sum(weight) OVER () = 0 THEN 0 ELSE round(weight * 100 / sum(weight) OVER (), 2) END)::text AS share
     FROM qualified_practices WHERE course_id = $1 AND entity_id = $2
     ORDER BY seq`,
    [courseId, entityId],
  );
}

export async function insertPractice(db: Db, entityId: string, v: { courseId: string; title: string; weight: string }) {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO qualified_practices (entity_id, course_id, title, weight) VALUES ($1, $2, $3, $4) RETURNING id',
    [entityId, v.courseId, v.title, v.weight],
  );
  return row.id;
}

export async function updatePracticeWeight(db: Db, id: string, weight: string) {
  await db.query('UPDATE qualified_practices SET weight = $2, updated_at = now() WHERE id = $1', [id, weight]);
}

export async function deletePracticeRow(db: Db, id: string) {
  await db.query('DELETE FROM qualified_practices WHERE id = $1', [id]);
}
