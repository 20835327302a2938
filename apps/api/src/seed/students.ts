// Demo students (spec 03 §4, decisions 0007 and 0018): in Colegio Andino, twelve students, some with a photo, enrolled through the
// same enrolStudent as 'Inscribir' and Aceptar: in total (every module unlocked) and in part (only the chosen modules),
// one in two courses, two enrolled nowhere yet (buyers for the demo orders); two in Instituto Pacífico. The account
// completado@demo.pe stays outside every entity: it is the person the enrolment modal finds "elsewhere" (02 §2.11).
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';
import type { Services } from '../rpc/context.js';
import { enrolStudent } from '../services/students/enrol.js';
import { logoPng } from './images.js';
import { DEMO_PASSWORD } from './platform.js';

/** a main scheduled course by name; 'total', or the names of the modules whose schedules are chosen (part) */
type Enrolment = [scheduled: string, modules: 'total' | string[]];

interface DemoStudent {
  entity: string;
  email: string;
  name: string;
  lastname: string;
  dni: string;
  phone: string;
  address?: string;
  /** the avatar's colour: a photo drawn with the initials */
  photo?: string;
  enrolments: Enrolment[];
}

const ANDINO = 'Colegio Andino';
const FULL_STACK = 'Full Stack - Cusco';
const AGILE = 'Gestión ágil - Cusco (en curso)';
const APPS = 'Apps Móviles - Lima';
const UX = 'Diseño UX/UI - Lima';
const mail = (user: string) => `${user}@alumnos.colegioandino.edu.pe`;

const STUDENTS: DemoStudent[] = [
  {
    entity: ANDINO, email: mail('sofia.mamani'), name: 'Sofía', lastname: 'Mamani Quispe', dni: '71234501', phone: '984100201',
    address: 'Av. El Sol 410, Cusco', photo: '#CC337E', enrolments: [[FULL_STACK, 'total'], [APPS, ['Fundamentos de Flutter']]],
  },
  {
    entity: ANDINO, email: mail('renato.huaman'), name: 'Renato', lastname: 'Huamán Ccahua', dni: '71234502', phone: '984100202',
    photo: '#0E3873', enrolments: [[FULL_STACK, 'total']],
  },
  {
    entity: ANDINO, email: mail('camila.ttito'), name: 'Camila', lastname: 'Ttito Loayza', dni: '71234503', phone: '984100203',
    address: 'Calle Saphi 220, Cusco', enrolments: [[FULL_STACK, 'total']],
  },
  {
    entity: ANDINO, email: mail('joaquin.vargas'), name: 'Joaquín', lastname: 'Vargas Pari', dni: '71234504', phone: '984100204',
    enrolments: [[FULL_STACK, ['HTML y CSS']]],
  },
  {
    entity: ANDINO, email: mail('andrea.puma'), name: 'Andrea', lastname: 'Puma Choque', dni: '71234505', phone: '984100205',
    photo: '#1E6B52', enrolments: [[FULL_STACK, ['HTML y CSS', 'JavaScript moderno']]],
  },
  {
    entity: ANDINO, email: mail('miguel.condori'), name: 'Miguel', lastname: 'Condori Yupanqui', dni: '71234506', phone: '984100206',
    enrolments: [[AGILE, 'total']],
  },
  {
    entity: ANDINO, email: mail('valentina.rojas'), name: 'Valentina', lastname: 'Rojas Alarcón', dni: '71234507', phone: '984100207',
    address: 'Jr. Puno 118, Cusco', enrolments: [[AGILE, 'total']],
  },
  {
    entity: ANDINO, email: mail('sebastian.cusi'), name: 'Sebastián', lastname: 'Cusi Huallpa', dni: '71234508', phone: '984100208',
    enrolments: [[AGILE, ['Scrum']]],
  },
  {
    entity: ANDINO, email: mail('daniela.flores'), name: 'Daniela', lastname: 'Flores Ramos', dni: '71234509', phone: '984100209',
    photo: '#B35C00', enrolments: [[APPS, 'total']],
  },
  {
    entity: ANDINO, email: mail('gabriel.quispe'), name: 'Gabriel', lastname: 'Quispe Tupa', dni: '71234510', phone: '984100210',
    enrolments: [[UX, 'total']],
  },
  { entity: ANDINO, email: mail('lucero.apaza'), name: 'Lucero', lastname: 'Apaza Nina', dni: '71234511', phone: '984100211', enrolments: [] },
  { entity: ANDINO, email: mail('thiago.soncco'), name: 'Thiago', lastname: 'Soncco Paucar', dni: '71234512', phone: '984100212', enrolments: [] },
  {
    entity: 'Instituto Pacífico', email: 'carla.benites@alumnos.institutopacifico.edu.pe', name: 'Carla', lastname: 'Benites Salazar',
    dni: '72345601', phone: '987200301', enrolments: [['Ciencia de Datos - Miraflores', 'total']],
  },
  {
    entity: 'Instituto Pacífico', email: 'bruno.espinoza@alumnos.institutopacifico.edu.pe', name: 'Bruno', lastname: 'Espinoza Lara',
    dni: '72345602', phone: '987200302', enrolments: [['Ciencia de Datos - Miraflores', ['Python para datos']]],
  },
];

const one = async (db: Db, sql: string, params: unknown[]) => {
  const rows = await db.query<{ id: string }>(sql, params);
  if (!rows[0]) throw new Error(`demo students: nothing for ${JSON.stringify(params)}`);
  return rows[0].id;
};

async function enrol(db: Db, entity: string, userId: string, [scheduled, modules]: Enrolment) {
  const main = await one(db, `SELECT id FROM scheduleds WHERE entity_id = $1 AND type_of_scheduled = 'main' AND name = $2`, [entity, scheduled]);
  const chosen: string[] = [];
  for (const name of modules === 'total' ? [] : modules) {
    chosen.push(await one(db, 'SELECT s.id FROM scheduleds s JOIN courses c ON c.id = s.course_id WHERE s.main_scheduled = $1 AND c.name = $2', [main, name]));
  }
  await enrolStudent(db, { entityId: entity, userId, mainScheduledId: main, modules: modules === 'total' ? 'all' : chosen });
}

export async function seedStudents(services: Services) {
  const { db, storage } = services;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const entities = new Map<string, string>();
  for (const s of STUDENTS) {
    if (!entities.has(s.entity)) entities.set(s.entity, await one(db, 'SELECT id FROM entities WHERE entity_name = $1', [s.entity]));
    const entity = entities.get(s.entity) as string;
    const initials = `${s.name[0]}${s.lastname[0]}`;
    const photo = s.photo
      ? (await storage.saveBuffer(await logoPng(initials, s.photo), { mime: 'image/png', ext: 'png', visibility: 'public', prefix: 'users' })).key
      : null;
    const id = await one(
      db,
      `INSERT INTO users (email, password_hash, rol, name, lastname, dni, document_type, phone, address, photo)
       VALUES ($1, $2, 'user', $3, $4, $5, 'dni', $6, $7, $8) RETURNING id`,
      [s.email, passwordHash, s.name, s.lastname, s.dni, s.phone, s.address ?? null, photo],
    );
    await db.query(`INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, 'estudiante')`, [entity, id]);
    for (const e of s.enrolments) await enrol(db, entity, id, e);
  }
}
