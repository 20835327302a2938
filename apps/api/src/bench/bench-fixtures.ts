// What the bench needs to know of the large dataset, read before the server starts (PGlite has one owner at a time):
// the large entity, its accounts, the scheduled course with the most students, the module with the largest bank and
// questions the soak may edit (none that an evaluation uses).
import type { Config } from '../config/env.js';
import { openDb } from '../db/client.js';
import { LARGE_MARKER, LARGE_PASSWORD } from './large-plan.js';

export interface Fixtures {
  engine: 'pglite' | 'postgres';
  entityId: string;
  entityName: string;
  /** the catalogue's address part, /e/{domain} */
  domain: string;
  /** a programme the catalogue sells (published, main, not ended): the catalogue's course page */
  forSaleScheduledId: string;
  accounts: Record<'admin' | 'coordinador' | 'counter', { email: string; password: string }>;
  bigScheduledId: string;
  bankModuleId: string;
  editableQuestionIds: string[];
  counts: Record<string, number>;
}

export async function readFixtures(config: Config): Promise<Fixtures> {
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const [entity] = await db.query<{ id: string; entity_name: string; domain: string }>(
      `SELECT id, entity_name, domain FROM entities WHERE description LIKE $1 ORDER BY created_at DESC LIMIT 1`,
      [`%${LARGE_MARKER}%`],
    );
    if (!entity) throw new Error('No hay datos grandes en esta base de datos: ejecute antes npm run seed:large');
    const [big] = await db.query<{ scheduled_id: string }>(
      `SELECT scheduled_id FROM scheduled_students WHERE entity_id = $1 GROUP BY scheduled_id ORDER BY count(*) DESC LIMIT 1`,
      [entity.id],
    );
    const [bank] = await db.query<{ course_id: string }>(
      `SELECT course_id FROM questions WHERE entity_id = $1 GROUP BY course_id ORDER BY count(*) DESC LIMIT 1`,
      [entity.id],
    );
    const [forSale] = await db.query<{ id: string }>(
      `SELECT id FROM scheduleds WHERE entity_id = $1 AND publish AND type_of_scheduled = 'main' AND end_date >= current_date
       ORDER BY start_date, name, id LIMIT 1`,
      [entity.id],
    );
    if (!forSale) throw new Error('La entidad grande no tiene cursos a la venta en su catálogo');
    const editable = await db.query<{ id: string }>(
      `SELECT id FROM questions q WHERE course_id = $1 AND type = 'unique'
         AND NOT EXISTS (SELECT 1 FROM evaluation_questions eq WHERE eq.question_id = q.id)
       ORDER BY seq LIMIT 200`,
      [bank.course_id],
    );
    const [counts] = await db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM memberships WHERE entity_id = $1 AND role_id = 'estudiante') AS students,
              (SELECT count(*)::int FROM orders WHERE entity_id = $1) AS orders,
              (SELECT count(*)::int FROM materials WHERE entity_id = $1) AS materials,
              (SELECT count(*)::int FROM scheduleds WHERE entity_id = $1) AS scheduleds,
              (SELECT count(*)::int FROM questions WHERE entity_id = $1) AS questions,
              (SELECT count(*)::int FROM entities) AS entities`,
      [entity.id],
    );
    const account = (user: string) => ({ email: `${user}@${entity.domain}`, password: LARGE_PASSWORD });
    return {
      engine: db.kind,
      entityId: entity.id,
      entityName: entity.entity_name,
      domain: entity.domain,
      forSaleScheduledId: forSale.id,
      accounts: { admin: account('admin'), coordinador: account('coordinador'), counter: account('counter') },
      bigScheduledId: big.scheduled_id,
      bankModuleId: bank.course_id,
      editableQuestionIds: editable.map((q) => q.id),
      counts,
    };
  } finally {
    await db.close();
  }
}
