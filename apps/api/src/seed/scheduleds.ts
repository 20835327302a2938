// Demo scheduled courses (spec 03 §4, decisions 0007 and 0017): in Colegio Andino, courses at two campuses with their teachers: one
// with every module scheduled, one running since last month, one partly scheduled and one with no module yet; one in
// Instituto Pacífico. Dates are counted from today (TIME_ZONE), so a demo started any day shows valid schedules; each
// module's dates go through the same rule as the API's (moduleScheduleIssues), so the demo never holds what the
// screens would refuse.
import { addDays, moduleScheduleIssues, type ModuleSlot, todayIn } from '@edu/shared';
import type { Db } from '../db/client.js';
import type { Services } from '../rpc/context.js';
import { coverJpeg } from './programme-images.js';

interface DemoScheduled {
  entity: string;
  programme: string;
  campus: string;
  name: string;
  description: string;
  /** days from today */
  start: number;
  end: number;
  /** teachers' e-mails */
  teachers: string[];
  /** [start, end] in days from today, one per module scheduled, in the programme's module order */
  modules: [number, number][];
  publish: boolean;
  /** an own cover (else the programme's shows) */
  cover?: [string, string];
}

const SCHEDULEDS: DemoScheduled[] = [
  {
    entity: 'Colegio Andino', programme: 'Desarrollo Web Full Stack', campus: 'Sede Cusco', name: 'Full Stack - Cusco',
    description: 'Turno noche, de lunes a viernes.', start: 7, end: 120, publish: true, cover: ['#CC337E', '#0E3873'],
    teachers: ['docente@colegioandino.edu.pe', 'javier.mendoza@colegioandino.edu.pe'],
    modules: [[7, 37], [39, 79], [81, 120]],
  },
  {
    entity: 'Colegio Andino', programme: 'Gestión de Proyectos Ágiles', campus: 'Sede Cusco', name: 'Gestión ágil - Cusco (en curso)',
    description: 'Sábados por la mañana.', start: -20, end: 40, publish: true,
    teachers: ['docente2@colegioandino.edu.pe'],
    modules: [[-20, 5], [7, 40]],
  },
  {
    entity: 'Colegio Andino', programme: 'Desarrollo de Apps Móviles', campus: 'Sede Lima', name: 'Apps Móviles - Lima',
    description: 'Clases presenciales con práctica en laboratorio.', start: 14, end: 100, publish: true,
    teachers: ['docente2@colegioandino.edu.pe', 'raul.ticona@colegioandino.edu.pe'],
    modules: [[14, 54]],
  },
  {
    entity: 'Colegio Andino', programme: 'Diseño UX/UI', campus: 'Sede Lima', name: 'Diseño UX/UI - Lima',
    description: 'Programa por confirmar fechas de módulos.', start: 21, end: 90, publish: false,
    teachers: ['patricia.salas@colegioandino.edu.pe'],
    modules: [],
  },
  {
    entity: 'Instituto Pacífico', programme: 'Diplomado en Ciencia de Datos', campus: 'Sede Miraflores', name: 'Ciencia de Datos - Miraflores',
    description: 'Diplomado presencial, martes y jueves.', start: 10, end: 150, publish: true,
    teachers: ['daniela.benavides@institutopacifico.edu.pe', 'ernesto.valdivia@institutopacifico.edu.pe'],
    modules: [[10, 70]],
  },
];

const idOf = async (db: Db, sql: string, params: unknown[]) => {
  const rows = await db.query<{ id: string }>(sql, params);
  if (!rows[0]) throw new Error(`demo scheduled courses: nothing for ${JSON.stringify(params)}`);
  return rows[0].id;
};

async function seedOne(services: Services, s: DemoScheduled, today: string) {
  const { db } = services;
  const entity = await idOf(db, 'SELECT id FROM entities WHERE entity_name = $1', [s.entity]);
  const programme = await idOf(db, `SELECT id FROM courses WHERE entity_id = $1 AND alias = 'programa' AND name = $2`, [entity, s.programme]);
  const campus = await idOf(db, 'SELECT id FROM campuses WHERE entity_id = $1 AND name = $2', [entity, s.campus]);
  const cover = s.cover
    ? (await services.storage.saveBuffer(await coverJpeg(s.name, ...s.cover), { mime: 'image/jpeg', ext: 'jpg', visibility: 'public', prefix: 'courses' })).key
    : null;
  const main = { start_date: addDays(today, s.start), end_date: addDays(today, s.end) };
  const mainId = await idOf(
    db,
    `INSERT INTO scheduleds (entity_id, course_id, campus_id, name, description, start_date, end_date, type_of_scheduled, coverpage, publish)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'main', $8, $9) RETURNING id`,
    [entity, programme, campus, s.name, s.description, main.start_date, main.end_date, cover, s.publish],
  );
  for (const email of s.teachers) {
    const teacher = await idOf(
      db,
      `SELECT u.id FROM users u JOIN memberships m ON m.user_id = u.id AND m.entity_id = $1 AND m.role_id = 'docente' WHERE u.email = $2`,
      [entity, email],
    );
    await db.query('INSERT INTO scheduled_teachers (scheduled_id, user_id) VALUES ($1, $2)', [mainId, teacher]);
  }
  const modules = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM courses WHERE parent_course_id = $1 ORDER BY position, created_at, id',
    [programme],
  );
  const slots: ModuleSlot[] = modules.map(() => ({ start_date: null, end_date: null }));
  for (const [index, [start, end]] of s.modules.entries()) {
    const dates = { start_date: addDays(today, start), end_date: addDays(today, end) };
    const issues = moduleScheduleIssues(main, slots, index, dates);
    if (issues.length) throw new Error(`demo module schedule of ${s.name} #${index + 1}: ${issues[0].message}`);
    await db.query(
      `INSERT INTO scheduleds (entity_id, course_id, name, start_date, end_date, type_of_scheduled, main_scheduled)
       VALUES ($1, $2, $3, $4, $5, 'children', $6)`,
      [entity, modules[index].id, modules[index].name, dates.start_date, dates.end_date, mainId],
    );
    slots[index] = dates;
  }
}

export async function seedScheduleds(services: Services) {
  const today = todayIn(services.config.TIME_ZONE);
  for (const s of SCHEDULEDS) await seedOne(services, s, today);
}
