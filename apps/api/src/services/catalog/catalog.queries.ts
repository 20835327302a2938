// SQL of the public catalogue (04 §2.1): an entity by its domain and its published main scheduled courses that have
// not ended. Money stays numeric in SQL and crosses into JS as text (exact soles).
import { type Db, prepared } from '../../db/client.js';
import { likeContains } from '../../db/search.js';

export interface CatalogEntityRow {
  id: string;
  entity_name: string;
  domain: string;
  logo: string | null;
  portrait: string | null;
  bg_sidebar: string;
  bg_buttons: string;
  font_color: string;
  font: 'Rubik' | 'Roboto';
}

/** The live entity with this domain, any case; the oldest if an earlier version let two share it. */
export async function entityByDomain(db: Db, domain: string) {
  const rows = await db.query<CatalogEntityRow>(
    `SELECT id, entity_name, domain, logo, portrait, bg_sidebar, bg_buttons, font_color, font
     FROM entities WHERE lower(domain) = $1 AND domain <> '' AND deleted_at IS NULL
     ORDER BY created_at, id LIMIT 1`,
    [domain.toLowerCase()],
  );
  return rows[0];
}

/**
 * Whether another live entity already has this domain (a domain names one catalogue). Locks the domain until the
 * transaction ends, so two entities given one domain at once are checked one after the other.
 */
export async function domainTaken(db: Db, domain: string, exceptId: string | null) {
  if (!domain) return false;
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('entity-domain:' || lower($1)))`, [domain]);
  const rows = await db.query(
    `SELECT 1 FROM entities WHERE lower(domain) = lower($1) AND deleted_at IS NULL AND id IS DISTINCT FROM $2::uuid LIMIT 1`,
    [domain, exceptId],
  );
  return rows.length > 0;
}

export interface CatalogCardRow {
  id: string;
  name: string;
  description: string;
  category: string | null;
  campus: string | null;
  start_date: string;
  end_date: string;
  coverpage: string | null;
  course_id: string;
  course_price: string;
  inscription_price: string;
  total_price: string;
}

const TODAY_IN_LIMA = `(now() AT TIME ZONE 'America/Lima')::date`;
const FOR_SALE = `s.entity_id = $1 AND s.publish AND s.type_of_scheduled = 'main' AND s.end_date >= ${TODAY_IN_LIMA}`;
const CARD_SELECT = `
  SELECT s.id, s.name, s.description, cat.name AS category, cp.name AS campus, s.start_date, s.end_date,
         coalesce(s.coverpage, c.preview) AS coverpage, c.id AS course_id,
         c.price_course::text AS course_price, c.price_inscription::text AS inscription_price,
         (c.price_course + c.price_inscription)::text AS total_price
  FROM scheduleds s
  JOIN courses c ON c.id = s.course_id
  LEFT JOIN categories cat ON cat.id = c.category_id
  LEFT JOIN campuses cp ON cp.id = s.campus_id`;

/** One page of the entity's courses for sale, soonest first; `query` matches part of the name, any case. */
export async function catalogPage(db: Db, entityId: string, f: { query: string; limit: number; offset: number }) {
  const where = f.query ? `${FOR_SALE} AND lower(s.name) LIKE lower($2)` : FOR_SALE;
  const params: unknown[] = f.query ? [entityId, likeContains(f.query)] : [entityId];
  const n = params.length;
  const rows = await db.query<CatalogCardRow & { total: number }>(
    `${CARD_SELECT.replace('SELECT', 'SELECT count(*) OVER ()::int AS total,')}
     WHERE ${where} ORDER BY s.start_date, s.name, s.id LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, f.limit, f.offset],
  );
  if (rows.length || f.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM scheduleds s WHERE ${where}`,
    params,
  );
  return { rows: [], total };
}

export async function catalogCourse(db: Db, entityId: string, scheduledId: string) {
  const rows = await db.query<CatalogCardRow>(`${CARD_SELECT} WHERE ${FOR_SALE} AND s.id = $2`, [entityId, scheduledId]);
  return rows[0];
}

export async function teachersOf(db: Db, scheduledId: string) {
  return db.query<{ name: string; lastname: string }>(
    `SELECT u.name, u.lastname FROM scheduled_teachers t JOIN users u ON u.id = t.user_id
     WHERE t.scheduled_id = $1 ORDER BY u.lastname, u.name`,
    [scheduledId],
  );
}

export interface ModuleRow {
  course_id: string;
  scheduled_id: string | null;
  name: string;
  start_date: string | null;
  end_date: string | null;
  course_price: string;
  inscription_price: string;
  total_price: string;
}

/** The programme's modules in their order, each with its schedule inside this main scheduled course, if any. */
export async function modulesOf(db: Db, mainScheduledId: string, programmeId: string) {
  return db.query<ModuleRow>(
    `SELECT m.id AS course_id, ms.id AS scheduled_id, m.name, ms.start_date, ms.end_date,
            m.price_course::text AS course_price, m.price_inscription::text AS inscription_price,
            (m.price_course + m.price_inscription)::text AS total_price
     FROM courses m
     LEFT JOIN scheduleds ms ON ms.main_scheduled = $1 AND ms.course_id = m.id
     WHERE m.parent_course_id = $2
     ORDER BY m.position, m.created_at, m.id`,
    [mainScheduledId, programmeId],
  );
}

const SYLLABUS_OF = prepared(
  `SELECT id, course_id, title FROM syllabus_items WHERE course_id = ANY($1::uuid[]) ORDER BY position, created_at, id`,
);

/** The syllabus items of these modules, in their order. */
export async function syllabusOf(db: Db, courseIds: string[]) {
  if (!courseIds.length) return new Map<string, { _id: string; title: string }[]>();
  const rows = await db.query<{ id: string; course_id: string; title: string }>(SYLLABUS_OF, [courseIds]);
  const byCourse = new Map<string, { _id: string; title: string }[]>();
  for (const r of rows) byCourse.set(r.course_id, [...(byCourse.get(r.course_id) ?? []), { _id: r.id, title: r.title }]);
  return byCourse;
}
