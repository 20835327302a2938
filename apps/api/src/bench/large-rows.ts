// The big tables of the large dataset, one batch [from, to] of row numbers per call (the caller wraps it in a
// transaction): students with their memberships and enrolments, orders with their line and voucher, repository
// materials, and the question bank.
import { M } from '@edu/shared';
import type { Db } from '../db/client.js';
import { idsOf } from './large-base.js';
import type { LargePlan } from './large-plan.js';
import { lit, mix, pick, uid } from './sql.js';
import { CATEGORIES, FIRST_NAMES, MATERIAL_KINDS, SURNAMES, TOPICS } from './vocabulary.js';

const series = (from: number, to: number, name = 'i') => `generate_series(${from}, ${to}) ${name}`;

/** users rows for person number i of a list: realistic name, e-mail on `domainSql`, DNI, phone */
function people(p: LargePlan, kind: 'stu' | 'ost', from: number, to: number, domainSql: string, dniBase: number) {
  const ids = idsOf(p);
  const id = kind === 'stu' ? ids.student('i') : ids.otherStudent('i');
  return `SELECT ${id} AS id,
            ${pick(
              FIRST_NAMES.map(([, s]) => s),
              'f',
            )} || '.' || ${pick(
              SURNAMES.map(([, s]) => s),
              'a',
            )} || '.' || i || '@alumnos.' || ${domainSql} AS email,
            ${pick(
              FIRST_NAMES.map(([n]) => n),
              'f',
            )} AS name,
            ${pick(
              SURNAMES.map(([n]) => n),
              'a',
            )} || ' ' || ${pick(
              SURNAMES.map(([n]) => n),
              'b',
            )} AS lastname,
            (${dniBase} + i)::text AS dni, (900000000 + c % 99999999)::text AS phone,
            'Jr. ' || ${pick(
              SURNAMES.map(([n]) => n),
              'c',
            )} || ' ' || (c % 900 + 100) AS address, i
     FROM (SELECT i, ${mix('i', p.seed, 1)} AS f, ${mix('i', p.seed, 2)} AS a, ${mix('i', p.seed, 3)} AS b, ${mix('i', p.seed, 4)} AS c
           FROM ${series(from, to)}) g`;
}

const insertUsers = (hash: string, select: string) =>
  `INSERT INTO users (id, email, password_hash, name, lastname, dni, document_type, phone, address, created_at)
   SELECT id, email, ${lit(hash)}, name, lastname, dni, 'dni', phone, address, now() - i * interval '1 minute' FROM (${select}) s`;

export async function insertStudents(db: Db, p: LargePlan, hash: string, from: number, to: number) {
  const ids = idsOf(p);
  await db.query(insertUsers(hash, people(p, 'stu', from, to, lit(p.domain), 70_000_000)));
  await db.query(
    `INSERT INTO memberships (entity_id, user_id, role_id) SELECT ${ids.entity(0)}, ${ids.student('i')}, 'estudiante' FROM ${series(from, to)}`,
  );
  await db.query(
    `INSERT INTO scheduled_students (entity_id, scheduled_id, user_id, created_at)
     SELECT ${ids.entity(0)}, ${ids.scheduled(ids.scheduledOfStudent('i'))}, ${ids.student('i')}, now() - i * interval '1 minute'
     FROM ${series(from, to)}
     UNION ALL
     SELECT ${ids.entity(0)}, ${ids.scheduled(0)}, ${ids.student('i')}, now() - i * interval '1 minute'
     FROM ${series(from, Math.min(to, p.bigCourseStudents - 1))}`,
  );
}

/** students of the other entities: global number i belongs to entity 1 + i / otherStudents */
export async function insertOtherStudents(db: Db, p: LargePlan, hash: string, from: number, to: number) {
  const ids = idsOf(p);
  const entityOf = `(1 + i / ${p.otherStudents})`;
  const domain = `'institucion' || ${entityOf} || ${lit(`-${p.tag.toLowerCase()}.edu.pe`)}`;
  await db.query(insertUsers(hash, people(p, 'ost', from, to, domain, 80_000_000)));
  await db.query(
    `INSERT INTO memberships (entity_id, user_id, role_id)
     SELECT ${ids.entity(entityOf)}, ${ids.otherStudent('i')}, 'estudiante' FROM ${series(from, to)}`,
  );
}

/** 15 % pending, 10 % rejected, 5 % canceled, the rest accepted; one line and one voucher each */
export async function insertOrders(db: Db, p: LargePlan, voucherKeys: string[], from: number, to: number) {
  const ids = idsOf(p);
  const student = `(${mix('i', p.seed, 7)} % ${p.students})`;
  const k = ids.scheduledOfStudent(student);
  const prog = ids.programmeOf(k);
  const state = `(ARRAY['pending','pending','pending','rejected','rejected','canceled'])[1 + i % 20]`;
  await db.query(
    `INSERT INTO orders (id, entity_id, user_id, state, total_price, comment, decided_by, decided_at, created_at, updated_at)
     SELECT ${ids.order('i')}, ${ids.entity(0)}, ${ids.student(student)}, coalesce(st, 'success'),
            ${ids.coursePrice(prog)} + ${ids.inscriptionPrice(prog)},
            CASE WHEN st = 'rejected' THEN 'El monto del voucher no coincide con el total de la orden' END,
            CASE WHEN st = 'canceled' OR st = 'pending' THEN NULL ELSE ${ids.staff(2)} END,
            CASE WHEN st = 'pending' THEN NULL ELSE now() - i * interval '47 seconds' + interval '3 hours' END,
            now() - i * interval '47 seconds', now() - i * interval '47 seconds'
     FROM (SELECT i, ${state} AS st FROM ${series(from, to)}) g`,
  );
  await db.query(
    `INSERT INTO order_items (order_id, entity_id, scheduled_id, category_name, course_name, course_price, inscription_price, total_price)
     SELECT ${ids.order('i')}, ${ids.entity(0)}, ${ids.scheduled(k)},
            ${pick(
              CATEGORIES.map(([n]) => n),
              ids.categoryOf(prog),
            )}, ${ids.scheduledName(k)},
            ${ids.coursePrice(prog)}, ${ids.inscriptionPrice(prog)}, ${ids.coursePrice(prog)} + ${ids.inscriptionPrice(prog)}
     FROM ${series(from, to)}`,
  );
  await db.query(
    `INSERT INTO order_vouchers (order_id, entity_id, file_key, created_at)
     SELECT ${ids.order('i')}, ${ids.entity(0)}, ${pick(voucherKeys, 'i')}, now() - i * interval '47 seconds' FROM ${series(from, to)}`,
  );
}

export interface SharedFile {
  type: 'doc' | 'ppt' | 'pdf' | 'mp4' | 'image';
  key: string;
  name: string;
  mime: string;
  size: number;
}

/** repository materials (no course): a third links, the rest pointing at a few shared stored files */
export async function insertMaterials(db: Db, p: LargePlan, files: SharedFile[], from: number, to: number) {
  const ids = idsOf(p);
  const slots = files.length + 2;
  const file = (field: keyof SharedFile) =>
    `(${`ARRAY[${files.map((f) => lit(String(f[field]))).join(', ')}]`})[1 + slot]`;
  await db.query(
    `INSERT INTO materials (entity_id, category_id, title, description, type, url, file_key, name_file, mime, size, state, price,
                            created_by, created_at)
     SELECT ${ids.entity(0)}, ${ids.category(`i % ${CATEGORIES.length}`)},
            ${pick(MATERIAL_KINDS, mix('i', p.seed, 5))} || ': ' || ${pick(TOPICS, mix('i', p.seed, 6))} || ' ' || (i + 1),
            'Material de apoyo para los programas de la universidad.',
            CASE WHEN slot >= ${files.length} THEN 'url' ELSE ${file('type')} END,
            CASE WHEN slot >= ${files.length} THEN 'https://www.youtube.com/watch?v=' || substr(md5(i::text), 1, 11) END,
            CASE WHEN slot < ${files.length} THEN ${file('key')} END,
            CASE WHEN slot >= ${files.length} THEN 'Video recomendado' ELSE ${file('name')} END,
            CASE WHEN slot < ${files.length} THEN ${file('mime')} END,
            CASE WHEN slot < ${files.length} THEN (${file('size')})::bigint END,
            CASE WHEN i % 3 = 0 THEN 'public' ELSE 'private' END, CASE WHEN i % 6 = 0 THEN 25 ELSE 0 END,
            ${ids.staff(0)}, now() - i * interval '5 minutes'
     FROM (SELECT i, i % ${slots} AS slot FROM ${series(from, to)}) g`,
  );
}

const TYPES = ['unique', 'multiple', 'boolean', 'short', 'large', 'file'] as const;
const alt = (n: number, value: string, correct: boolean) => ({ _id: `@${n}`, value, correct });
const ALTERNATIVES: Record<(typeof TYPES)[number], object[]> = {
  unique: [
    alt(1, 'La primera opción', true),
    alt(2, 'La segunda opción', false),
    alt(3, 'La tercera opción', false),
    alt(4, 'Ninguna', false),
  ],
  multiple: [
    alt(1, 'Correcta A', true),
    alt(2, 'Correcta B', true),
    alt(3, 'Incorrecta C', false),
    alt(4, 'Incorrecta D', false),
  ],
  boolean: [alt(1, M.BOOLEAN_TRUE, true), alt(2, M.BOOLEAN_FALSE, false)],
  short: [alt(1, M.OPEN_ALTERNATIVE.short, true)],
  large: [alt(1, M.OPEN_ALTERNATIVE.large, true)],
  file: [alt(1, M.OPEN_ALTERNATIVE.file, true)],
};

/** the bank of the first module of the first programme: all six types and three difficulties */
export async function insertQuestions(db: Db, p: LargePlan, from: number, to: number) {
  const ids = idsOf(p);
  let alternatives = pick(
    TYPES.map((t) => JSON.stringify(ALTERNATIVES[t])),
    'i',
  );
  for (const n of [1, 2, 3, 4])
    alternatives = `replace(${alternatives}, '@${n}', (${uid(`'a' || i || ':${n}:${p.tag}'`)})::text)`;
  await db.query(
    `INSERT INTO questions (id, entity_id, course_id, title, question, type, nivel, keywords, alternatives, created_by, created_at)
     SELECT ${ids.question('i')}, ${ids.entity(0)}, ${ids.module(0, 0)},
            'Pregunta ' || (i + 1) || ': ' || ${pick(TOPICS, mix('i', p.seed, 8))},
            '<p>Lea el caso ' || (i + 1) || ' y responda según lo visto en clase.</p>',
            ${pick(TYPES, 'i')}, (ARRAY['easy','medium','hard'])[1 + i % 3],
            (SELECT name FROM courses WHERE id = ${ids.module(0, 0)}), (${alternatives})::jsonb, ${ids.staff(1)},
            now() - i * interval '1 minute'
     FROM ${series(from, to)}`,
  );
}

/** evaluations of the bank's module, each picking four consecutive questions at 5 points (20 in all) */
export async function insertEvaluations(db: Db, p: LargePlan) {
  const ids = idsOf(p);
  for (let e = 0; e < p.evaluations; e++) {
    const nivel = [0, 1, 2].map((n) => [0, 1, 2, 3].filter((j) => (e * 4 + j) % 3 === n).length);
    const [{ id }] = await db.query<{ id: string }>(
      `INSERT INTO evaluations (entity_id, main_course_id, course_id, title, attempts, duration_time, points, published,
                                nivel_easy, nivel_medium, nivel_hard, created_by)
       VALUES (${ids.entity(0)}, ${ids.programme(0)}, ${ids.module(0, 0)}, $1, 2, 45, 20, $2, $3, $4, $5, ${ids.staff(1)}) RETURNING id`,
      [`Práctica calificada ${e + 1}`, e === 0, ...nivel],
    );
    await db.query(
      `INSERT INTO evaluation_questions (evaluation_id, question_id, position, points)
       SELECT $1, ${ids.question(`${e * 4} + j`)}, j, 5 FROM generate_series(0, 3) j`,
      [id],
    );
  }
}
