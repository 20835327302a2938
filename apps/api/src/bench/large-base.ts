// The small tables of the large dataset, each in one statement: staff, entities, categories, campuses, programmes with
// their modules, and the main scheduled courses with a teacher each.
import { DEFAULT_MANAGEMENT } from '@edu/shared';
import type { Db } from '../db/client.js';
import { LARGE_MARKER, type LargePlan } from './large-plan.js';
import { lit, mix, pick, uid } from './sql.js';
import {
  CATEGORIES,
  CITIES,
  ENTITY_KINDS,
  MODULE_NAMES,
  PROGRAMME_KINDS,
  SURNAMES,
  TOPIC_CATEGORY,
  TOPICS,
} from './vocabulary.js';

/** SQL expressions naming the rows of a plan by number */
export function idsOf(p: LargePlan) {
  const id = (kind: string) => (n: string | number) => uid(`${lit(`${p.tag}:${kind}:`)} || (${n})::text`);
  const topicOf = (prog: string) => `((${prog}) / ${PROGRAMME_KINDS.length}) % ${TOPICS.length}`;
  const programmeName = (prog: string) => `${pick(PROGRAMME_KINDS, prog)} || ' ' || ${pick(TOPICS, topicOf(prog))}`;
  const programmeOf = (k: string) => `((${k}) % ${p.programmes})`;
  return {
    entity: id('ent'),
    admin: id('adm'),
    staff: id('staff'),
    teacher: id('doc'),
    category: id('cat'),
    campus: id('campus'),
    programme: id('prog'),
    module: (prog: string | number, m: string | number) =>
      uid(`${lit(`${p.tag}:mod:`)} || (${prog})::text || ':' || (${m})::text`),
    scheduled: id('sch'),
    student: id('stu'),
    otherStudent: id('ost'),
    order: id('ord'),
    question: id('q'),
    topicOf,
    programmeName,
    programmeOf,
    /** the category index of a programme, by its topic */
    categoryOf: (prog: string) => `(ARRAY[${TOPIC_CATEGORY.join(', ')}])[1 + ${topicOf(prog)}]`,
    scheduledName: (k: string) =>
      `${programmeName(programmeOf(k))} || ' - ' || ${pick(CITIES, `(${k}) % ${p.campuses}`)} || ' - G' || lpad(((${k}) + 1)::text, 4, '0')`,
    /** the main scheduled course student i is enrolled in (besides the large one, for the first bigCourseStudents) */
    scheduledOfStudent: (i: string) => `(1 + (${i}) % ${p.scheduleds - 1})`,
    coursePrice: (prog: string) => `(300 + ((${prog}) % 10) * 100)::numeric(10, 2)`,
    inscriptionPrice: (prog: string) => `(50 + ((${prog}) % 4) * 25)::numeric(10, 2)`,
  };
}

export async function insertBase(db: Db, p: LargePlan, passwordHash: string) {
  const ids = idsOf(p);
  const hash = lit(passwordHash);
  const staff: [string, string, string, string, string][] = [
    ['admin', 'Rosa', 'Quispe Huamán', 'admin_entity', 'admin'],
    ['coordinador', 'Julio', 'Mamani Ccori', 'user', 'coordinador'],
    ['counter', 'Patricia', 'Flores Apaza', 'user', 'counter'],
  ];
  for (const [n, [user, name, lastname, rol]] of staff.entries()) {
    await db.query(
      `INSERT INTO users (id, email, password_hash, rol, name, lastname, dni, phone)
       VALUES (${ids.staff(n)}, $1, ${hash}, $2, $3, $4, $5, $6)`,
      [`${user}@${p.domain}`, rol, name, lastname, String(40_100_000 + n), String(984_300_000 + n)],
    );
  }
  await db.query(
    `INSERT INTO users (id, email, password_hash, name, lastname, dni, phone)
     SELECT ${ids.teacher('t')}, 'docente' || (t + 1) || '@' || ${lit(p.domain)}, ${hash},
            ${pick(['Javier', 'Patricia', 'Raúl', 'Daniela', 'Ernesto', 'Gabriela', 'Víctor'], 't')},
            ${pick(
              SURNAMES.map(([s]) => s),
              mix('t', p.seed, 11),
            )} || ' ' || ${pick(
              SURNAMES.map(([s]) => s),
              mix('t', p.seed, 12),
            )},
            (41000000 + t)::text, (985000000 + t)::text
     FROM generate_series(0, ${p.teachers - 1}) t`,
  );
  // the other entities' admins
  await db.query(
    `INSERT INTO users (id, email, password_hash, rol, name, lastname)
     SELECT ${ids.admin('e')}, 'admin@institucion' || e || ${lit(`-${p.tag.toLowerCase()}.edu.pe`)}, ${hash}, 'admin_entity',
            ${pick(['Hugo', 'Irene', 'Andrés', 'Beatriz'], 'e')}, ${pick(
              SURNAMES.map(([s]) => s),
              'e',
            )}
     FROM generate_series(1, ${p.entities - 1}) e`,
  );
  const permissions = lit(JSON.stringify(DEFAULT_MANAGEMENT));
  await db.query(
    `INSERT INTO entities (id, entity_name, description, domain, admin_id, permissions, opt)
     VALUES (${ids.entity(0)}, $1, $2, $3, ${ids.staff(0)}, ${permissions}::jsonb, 3)`,
    [p.entityName, `Universidad con sedes en diez ciudades del Perú. ${LARGE_MARKER}`, p.domain],
  );
  await db.query(
    `INSERT INTO entities (id, entity_name, description, domain, admin_id, permissions, opt)
     SELECT ${ids.entity('e')}, ${pick(ENTITY_KINDS, 'e')} || ' ' || ${pick(
       SURNAMES.map(([s]) => s),
       'e',
     )} || ' de ' || ${pick(CITIES, 'e')} || ' ' || e,
            'Institución de formación profesional.', 'institucion' || e || ${lit(`-${p.tag.toLowerCase()}.edu.pe`)},
            ${ids.admin('e')}, ${permissions}::jsonb, 3
     FROM generate_series(1, ${p.entities - 1}) e`,
  );
  await db.query(
    `INSERT INTO memberships (entity_id, user_id, role_id)
     VALUES (${ids.entity(0)}, ${ids.staff(0)}, 'admin'), (${ids.entity(0)}, ${ids.staff(1)}, 'coordinador'),
            (${ids.entity(0)}, ${ids.staff(2)}, 'counter')`,
  );
  await db.query(
    `INSERT INTO memberships (entity_id, user_id, role_id)
     SELECT ${ids.entity(0)}, ${ids.teacher('t')}, 'docente' FROM generate_series(0, ${p.teachers - 1}) t
     UNION ALL SELECT ${ids.entity('e')}, ${ids.admin('e')}, 'admin' FROM generate_series(1, ${p.entities - 1}) e`,
  );
  await db.query(
    `INSERT INTO categories (id, entity_id, name, description)
     SELECT ${ids.category('c')}, ${ids.entity(0)}, ${pick(
       CATEGORIES.map(([n]) => n),
       'c',
     )}, ${pick(
       CATEGORIES.map(([, d]) => d),
       'c',
     )}
     FROM generate_series(0, ${CATEGORIES.length - 1}) c`,
  );
  await db.query(
    `INSERT INTO campuses (id, entity_id, name, country, department, address)
     SELECT ${ids.campus('c')}, ${ids.entity(0)}, 'Sede ' || ${pick(CITIES, 'c')}, 'Perú', ${pick(CITIES, 'c')},
            'Av. ' || ${pick(['Grau', 'Bolognesi', 'La Cultura', 'Los Incas', 'Pardo'], 'c')} || ' ' || (100 + c * 37)
     FROM generate_series(0, ${p.campuses - 1}) c`,
  );
  await db.query(
    `INSERT INTO courses (id, entity_id, category_id, alias, name, description, target_audiences, tags, price_inscription,
                          price_certificate, price_course, created_by)
     SELECT ${ids.programme('g')}, ${ids.entity(0)}, ${ids.category(ids.categoryOf('g'))}, 'programa', ${ids.programmeName('g')},
            'Programa de formación en ' || ${pick(TOPICS, ids.topicOf('g'))} || '.', 'Profesionales y estudiantes.',
            ARRAY['web']::text[], ${ids.inscriptionPrice('g')}, 40, ${ids.coursePrice('g')}, ${ids.staff(0)}
     FROM generate_series(0, ${p.programmes - 1}) g`,
  );
  await db.query(
    `INSERT INTO courses (id, entity_id, parent_course_id, alias, name, price_course, position, created_by)
     SELECT ${ids.module('g', 'm')}, ${ids.entity(0)}, ${ids.programme('g')}, 'modulo',
            ${pick(MODULE_NAMES, 'm')} || ' de ' || ${pick(TOPICS, ids.topicOf('g'))}, 100 + m * 20, m, ${ids.staff(0)}
     FROM generate_series(0, ${p.programmes - 1}) g, generate_series(0, ${p.modulesPerProgramme - 1}) m`,
  );
  await db.query(
    `INSERT INTO scheduleds (id, entity_id, course_id, campus_id, name, description, start_date, end_date, type_of_scheduled,
                             publish, created_by, created_at)
     SELECT ${ids.scheduled('k')}, ${ids.entity(0)}, ${ids.programme(ids.programmeOf('k'))}, ${ids.campus(`k % ${p.campuses}`)},
            ${ids.scheduledName('k')}, 'Turno ' || ${pick(['mañana', 'tarde', 'noche'], 'k')} || '.',
            current_date + ((k * 7) % 360 - 180), current_date + ((k * 7) % 360 - 180) + 90 + (k % 4) * 30, 'main',
            k % 5 <> 0, ${ids.staff(0)}, now() - k * interval '1 hour'
     FROM generate_series(0, ${p.scheduleds - 1}) k`,
  );
  await db.query(
    `INSERT INTO scheduled_teachers (scheduled_id, user_id)
     SELECT ${ids.scheduled('k')}, ${ids.teacher(`k % ${p.teachers}`)} FROM generate_series(0, ${p.scheduleds - 1}) k`,
  );
}
