// npm run bench:audit: not a test. Fills a database of its own with 1,000,000 audit rows (generate_series, in batches)
// over 50 entities and 5,000 people, then times one page of the audit trail as getAuditLog reads it (the page and its
// capped total) at the first page, deep pages (by keyset) and with each filter; median and worst of 15 runs.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/edu_audit npm run bench:audit   (PostgreSQL; createdb first)
//        DATA_DIR=/tmp/edu-audit npm run bench:audit                                      (PGlite)
// A database that already holds the rows is reused (docs/decisions/0041-audit-trail.md records the figures).
import { AUDIT_PAGE_SIZE } from '@edu/shared';
import { loadConfig } from '../config/env.js';
import { type Db, openDb } from '../db/client.js';
import { countNow } from '../db/count-cache.js';
import { migrate } from '../db/migrate.js';
import { type AuditQuery, auditPage, auditTotal, peopleMatching } from '../services/audit/audit.queries.js';
import { progressBar } from './progress.js';

const ROWS = 1_000_000;
const BATCH = 50_000;
const ENTITIES = 50;
const PEOPLE_PER_ENTITY = 100;
const MARK = '[bench:audit]';
// the kinds of record a trail holds, most frequent first; deleteEntity is the rare one (1 row in 10,000)
const FNAMES = [
  ['students', 'activateOrders'], ['students', 'createOrder'], ['evaluations', 'saveAnswer'], ['evaluations', 'submitAttempt'],
  ['evaluations', 'startAttempt'], ['auth', 'signin'], ['auth', 'logout'], ['courses', 'updateScheduled'],
  ['courses', 'createScheduled'], ['users', 'createUser'], ['users', 'updateUser'], ['materials', 'addMaterials'],
  ['evaluations', 'gradeAnswer'], ['students', 'setPracticeGrade'], ['courses', 'updateCourse'], ['entities', 'updateCampus'],
] as const;
const SURNAMES = ['Quispe', 'Mamani', 'Flores', 'Huamán', 'Rojas', 'Torres', 'Vargas', 'Chávez', 'Ramos', 'Castillo'];

async function fill(db: Db) {
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM entities WHERE description = $1`, [MARK]);
  if (n > 0) return;
  await db.query(
    `INSERT INTO entities (id, entity_name, description)
     SELECT md5('audit-entity-' || k)::uuid, 'Entidad auditada ' || k, $1 FROM generate_series(0, $2::int - 1) k`,
    [MARK, ENTITIES],
  );
  await db.query(
    `INSERT INTO users (id, email, name, lastname)
     SELECT md5('audit-user-' || p)::uuid, 'persona' || p || '@auditoria.pe', 'Persona ' || p, ($1::text[])[1 + p % 10]
     FROM generate_series(0, $2::int - 1) p`,
    [SURNAMES, ENTITIES * PEOPLE_PER_ENTITY],
  );
  const services = FNAMES.map(([s]) => s);
  const fnames = FNAMES.map(([, f]) => f);
  const bar = progressBar();
  for (let from = 1; from <= ROWS; from += BATCH) {
    // entity 0 is the large one (40 % of the rows); one row a 30 s back from now, so a year holds them all
    await db.query(
      `INSERT INTO audit_log (user_id, entity_id, service, fname, record_id, request_id, ip, user_agent, created_at)
       SELECT md5('audit-user-' || (e * ${PEOPLE_PER_ENTITY} + g % ${PEOPLE_PER_ENTITY}))::uuid, md5('audit-entity-' || e)::uuid,
              CASE WHEN g % 10000 = 0 THEN 'entities' ELSE ($3::text[])[1 + (g / 7) % ${FNAMES.length}] END,
              CASE WHEN g % 10000 = 0 THEN 'deleteEntity' ELSE ($4::text[])[1 + (g / 7) % ${FNAMES.length}] END,
              md5('record-' || g)::uuid::text, 'req-' || g, '10.' || (g % 250) || '.' || (g / 250 % 250) || '.7',
              'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', now() - g * interval '30 seconds'
       FROM (SELECT g, CASE WHEN g % 5 < 2 THEN 0 ELSE 1 + g % ${ENTITIES - 1} END AS e FROM generate_series($1::int, $2::int) g) s`,
      [from, Math.min(from + BATCH - 1, ROWS), services, fnames],
    );
    bar('audit_log', Math.min(from + BATCH - 1, ROWS), ROWS);
  }
  await db.exec('ANALYZE audit_log; ANALYZE users; ANALYZE entities');
}

const entityOf = (k: number) => `md5('audit-entity-${k}')::uuid`;

/** the keyset `after` that opens the page holding the `position`-th row (0-based) of a filter */
async function cursorAt(db: Db, q: AuditQuery, position: number) {
  const where = q.entityId ? 'WHERE entity_id = $1' : '';
  const rows = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM audit_log ${where} ORDER BY created_at DESC, id DESC OFFSET ${position - 1} LIMIT 1`,
    q.entityId ? [q.entityId] : [],
  );
  return rows[0]?.id;
}

async function time(db: Db, label: string, q: AuditQuery, after?: string) {
  const once = async () => {
    // as getAuditLog does: the people first, then their rows
    const people = q.person ? ((await peopleMatching(db, q.person)) ?? undefined) : undefined;
    const rows = await auditPage(db, { ...q, people }, after, AUDIT_PAGE_SIZE + 1);
    const total = await auditTotal(db, { ...q, people }, countNow);
    return { rows: rows.length, ...total };
  };
  const shape = await once();
  const runs: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t = performance.now();
    await once();
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  const total = `${shape.capped ? '>' : ''}${shape.total}`;
  console.log(
    `| ${label} | ${Math.min(shape.rows, AUDIT_PAGE_SIZE)} | ${total} | ${runs[7].toFixed(1)} | ${runs[14].toFixed(1)} |`,
  );
}

async function main() {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(db);
    const started = performance.now();
    await fill(db);
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    console.log(`${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${n} filas en audit_log (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const [{ large }] = await db.query<{ large: string }>(`SELECT ${entityOf(0)}::text AS large`);
    const [{ small }] = await db.query<{ small: string }>(`SELECT ${entityOf(7)}::text AS small`);
    const all: AuditQuery = { entityId: null };
    const big: AuditQuery = { entityId: large };
    const little: AuditQuery = { entityId: small };
    console.log('| página (25 filas + total hasta 10 000) | filas | total | mediana ms | peor ms |');
    console.log('|---|---:|---:|---:|---:|');
    await time(db, 'superadmin, todas, página 1', all);
    await time(db, 'superadmin, todas, fila 500 000', all, await cursorAt(db, all, 500_000));
    await time(db, 'superadmin, todas, última página', all, await cursorAt(db, all, n - 10));
    await time(db, 'admin entidad grande (400 000 filas), página 1', big);
    await time(db, 'admin entidad grande, fila 200 000', big, await cursorAt(db, big, 200_000));
    await time(db, 'admin entidad grande, última página', big, await cursorAt(db, big, 399_990));
    await time(db, 'admin entidad pequeña (~12 000 filas), página 1', little);
    await time(db, 'admin entidad pequeña, última página', little, await cursorAt(db, little, 12_000));
    await time(db, "entidad grande, persona 'quispe'", { ...big, person: 'quispe' });
    await time(db, "entidad grande, persona 'persona15@'", { ...big, person: 'persona15@' });
    await time(db, "entidad grande, persona de otra entidad 'persona4242@'", { ...big, person: 'persona4242@' });
    await time(db, "entidad grande, persona 'persona' (5 000 personas: subconsulta)", { ...big, person: 'persona' });
    await time(db, 'entidad grande, acción activateOrders', { ...big, service: 'students', fname: 'activateOrders' });
    await time(db, 'entidad grande, tipo evaluations', { ...big, service: 'evaluations' });
    await time(db, 'entidad grande, acción rara deleteEntity', { ...big, fname: 'deleteEntity' });
    await time(db, 'entidad grande, un mes (fechas)', { ...big, from: await dayAgo(db, 90), to: await dayAgo(db, 60) });
    await time(db, "entidad grande, persona+acción+fechas", { ...big, person: 'quispe', fname: 'saveAnswer', from: await dayAgo(db, 200), to: await dayAgo(db, 100) });
    await time(db, 'superadmin, acción rara deleteEntity', { ...all, fname: 'deleteEntity' });
    await time(db, "superadmin, persona 'persona4242@'", { ...all, person: 'persona4242@' });
  } finally {
    await db.close();
  }
}

/** the Lima date `days` ago */
async function dayAgo(db: Db, days: number) {
  const [{ d }] = await db.query<{ d: string }>(
    `SELECT to_char((now() - $1::int * interval '1 day') AT TIME ZONE 'America/Lima', 'YYYY-MM-DD') AS d`,
    [days],
  );
  return d;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
