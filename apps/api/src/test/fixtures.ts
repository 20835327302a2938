// Two entities, A and B, with staff in every role: the cast of every API test.
import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@edu/shared';
import { hashPassword } from '../auth/password.js';
import { seal } from '../crypto/sealed.js';
import type { Db } from '../db/client.js';
import { attributeAccountsToSoleEntity } from '../services/users/identity/identity.queries.js';

export const PASSWORD = 'Secreta123';

export interface Fixtures {
  entityA: string;
  entityB: string;
  /** the entities' domains: their catalogues are /e/entidad-a.test.pe and /e/entidad-b.test.pe */
  domainA: string;
  domainB: string;
  users: Record<UserKey, { id: string; email: string }>;
  /** programmes (decision 0012): one of each programme record per entity */
  programmes: Record<'A' | 'B', ProgrammeIds>;
  /** resources (decisions 0013-0016): one of each of the admin's resources per entity */
  resources: Record<'A' | 'B', ResourceIds>;
  /** scheduled courses (decision 0017): one scheduled course per entity */
  scheduleds: Record<'A' | 'B', ScheduledIds>;
  /** orders (decision 0018): one pending order per entity */
  orders: Record<'A' | 'B', OrderIds>;
  /** enrolment (decision 0018): the entity's student, enrolled nowhere yet, and a person of no entity */
  students: Record<'A' | 'B', StudentIds>;
  /** evaluations (decision 0019): a question bank and an evaluation per entity */
  evaluations: Record<'A' | 'B', EvaluationIds>;
}

export interface EvaluationIds {
  /**
   * 'Matemática', a programme of the built-in category of its own, so that the programme tests may still delete the
   * fixture programme and module (a module with questions or evaluations cannot be deleted)
   */
  bankProgramme: string;
  /** 'Álgebra', the module of `bankProgramme` whose bank holds `question` */
  bankModule: string;
  /** 'Ecuación lineal': unique, medium, alternatives 'x = 2' (correct) and 'x = 3' */
  question: string;
  /** 'Práctica de álgebra': unpublished, `question` at 20 points, 1 attempt, 30 minutes */
  evaluation: string;
  /** the correct alternative of `question` ('x = 2') */
  alternative: string;
  /** an attempt of the entity's student at `evaluation`, in progress for a day (decision 0036) */
  attempt: string;
  /** the attempt's answer to `question`: the correct alternative, 20 points (decision 0037: grading answers) */
  answer: string;
}

export interface StudentIds {
  /** studentA / studentB: role estudiante, no enrolment */
  student: string;
  /** noEntity: signed up, member of no entity (the enrolment modal finds them 'elsewhere', 02 §2.11) */
  outsider: string;
}

export interface OrderIds {
  /**
   * a pending order of the entity's student (studentA / studentB), total 0.00, without lines or vouchers: it holds on
   * to no scheduled course that other tests delete (services/orders tests place real ones)
   */
  order: string;
}

export interface ScheduledIds {
  /**
   * 'Desarrollo web 2026-I': `course` from 30 to 120 days after today (Lima), taught by the entity's docente, with no
   * campus (so that the campus tests may still delete theirs) and no module scheduled yet
   */
  scheduled: string;
}

export interface ResourceIds {
  /** 'Sede Central' (Perú, Lima) */
  campus: string;
  /** a zoom credential whose token is CREDENTIAL_TOKEN */
  credential: string;
  /** a payment credential (mercadopago) */
  paymentCredential: string;
  /** an active Yape account (987654321, 'Tesorería') where students pay into (decision 0050) */
  paymentAccount: string;
  /** a repository material (no course): a public link priced 25.00 in 'Tecnología' */
  repositoryMaterial: string;
  /** a docente of the entity, to edit and remove */
  staffUser: string;
}

/** The plain token of every fixture credential: the tests look for it in the database and in every answer. */
export const CREDENTIAL_TOKEN = 'zoom-jwt-Secreto-7f3a9c1e-FIXTURE';

export interface ProgrammeIds {
  /** the entity's built-in category ('General') */
  builtinCategory: string;
  /** 'Tecnología', holding `course` */
  category: string;
  /** 'Vacía', holding nothing */
  spareCategory: string;
  /** a programme with prices 100.00 + 20.00 + 300.50 */
  course: string;
  /** a module of `course` priced 80.00 */
  module: string;
  /** a syllabus item of `module` */
  item: string;
  /** a graded practice of `course`, weight 1 */
  practice: string;
  /** a link material of `module` */
  material: string;
}

/** The built-in certificate templates the migration adds. */
export const TEMPLATES = { classic: '00000000-0000-4000-8000-00000000c001', modern: '00000000-0000-4000-8000-00000000c002' };

async function createProgramme(db: Db, entityId: string, adminId: string): Promise<ProgrammeIds> {
  const one = async (sql: string, params: unknown[]) => (await db.query<{ id: string }>(sql, params))[0].id;
  const builtinCategory = await one('SELECT id FROM categories WHERE entity_id = $1 AND is_builtin', [entityId]);
  const category = await one(
    `INSERT INTO categories (entity_id, name, description) VALUES ($1, 'Tecnología', 'Programas de tecnología') RETURNING id`,
    [entityId],
  );
  const spareCategory = await one(
    `INSERT INTO categories (entity_id, name, description) VALUES ($1, 'Vacía', 'Sin programas') RETURNING id`,
    [entityId],
  );
  const course = await one(
    `INSERT INTO courses (entity_id, category_id, alias, name, description, target_audiences, tags, price_inscription,
                          price_certificate, price_course, created_by)
     VALUES ($1, $2, 'programa', 'Desarrollo web', 'HTML, CSS y JavaScript', 'Estudiantes', '{web}', 100, 20, 300.5, $3) RETURNING id`,
    [entityId, category, adminId],
  );
  const module = await one(
    `INSERT INTO courses (entity_id, parent_course_id, alias, name, price_course, created_by)
     VALUES ($1, $2, 'modulo', 'Fundamentos', 80, $3) RETURNING id`,
    [entityId, course, adminId],
  );
  const item = await one(
    `INSERT INTO syllabus_items (entity_id, course_id, main_course_id, title) VALUES ($1, $2, $3, 'Introducción') RETURNING id`,
    [entityId, module, course],
  );
  const practice = await one(
    `INSERT INTO qualified_practices (entity_id, course_id, title, weight) VALUES ($1, $2, 'Práctica 1', 1) RETURNING id`,
    [entityId, course],
  );
  const material = await one(
    `INSERT INTO materials (entity_id, course_id, category_id, title, description, type, url, name_file, created_by)
     VALUES ($1, $2, $3, 'Guía', 'Guía del módulo', 'url', 'https://example.org/guia', 'Guía en línea', $4) RETURNING id`,
    [entityId, module, category, adminId],
  );
  return { builtinCategory, category, spareCategory, course, module, item, practice, material };
}

type UserKey =
  | 'superadmin'
  | 'adminA'
  | 'adminB2bA'
  | 'coordA'
  | 'counterA'
  | 'docenteA'
  | 'studentA'
  | 'adminB'
  | 'coordB'
  | 'counterB'
  | 'studentB'
  | 'docenteB'
  | 'multi'
  | 'noEntity';

const CAST: [UserKey, string, 'superadmin' | 'admin_entity' | 'user', [('A' | 'B'), string][]][] = [
  ['superadmin', 'root@test.pe', 'superadmin', []],
  ['adminA', 'admin.a@test.pe', 'admin_entity', [['A', 'admin']]],
  ['adminB2bA', 'adminb2b.a@test.pe', 'admin_entity', [['A', 'admin b2b']]],
  ['coordA', 'coord.a@test.pe', 'user', [['A', 'coordinador']]],
  ['counterA', 'counter.a@test.pe', 'user', [['A', 'counter']]],
  ['docenteA', 'docente.a@test.pe', 'user', [['A', 'docente']]],
  ['studentA', 'alumno.a@test.pe', 'user', [['A', 'estudiante']]],
  ['adminB', 'admin.b@test.pe', 'admin_entity', [['B', 'admin']]],
  ['coordB', 'coord.b@test.pe', 'user', [['B', 'coordinador']]],
  ['counterB', 'counter.b@test.pe', 'user', [['B', 'counter']]],
  ['studentB', 'alumno.b@test.pe', 'user', [['B', 'estudiante']]],
  ['docenteB', 'docente.b@test.pe', 'user', [['B', 'docente']]],
  ['multi', 'multi@test.pe', 'admin_entity', [['A', 'admin'], ['A', 'coordinador'], ['A', 'counter'], ['B', 'coordinador']]],
  ['noEntity', 'nadie@test.pe', 'user', []],
];

let passwordHash: Promise<string> | undefined;

async function createResources(db: Db, key: Buffer, entityId: string, category: string, adminId: string, staffUser: string) {
  const one = async (sql: string, params: unknown[]) => (await db.query<{ id: string }>(sql, params))[0].id;
  const campus = await one(
    `INSERT INTO campuses (entity_id, name, country, department, address) VALUES ($1, 'Sede Central', 'Perú', 'Lima', 'Av. Arequipa 123') RETURNING id`,
    [entityId],
  );
  const credential = randomUUID();
  const paymentCredential = randomUUID();
  for (const [id, type, service] of [[credential, 'videoconference', 'zoom'], [paymentCredential, 'payment_method', 'mercadopago']]) {
    await db.query(
      `INSERT INTO credentials (id, entity_id, type, service, email, token_sealed) VALUES ($1, $2, $3, $4, 'pagos@test.pe', $5)`,
      [id, entityId, type, service, seal(key, CREDENTIAL_TOKEN, id)],
    );
  }
  const paymentAccount = await one(
    `INSERT INTO payment_accounts (entity_id, kind, number, holder, position) VALUES ($1, 'yape', '987654321', 'Tesorería', 1) RETURNING id`,
    [entityId],
  );
  const repositoryMaterial = await one(
    `INSERT INTO materials (entity_id, category_id, title, description, type, url, name_file, state, price, created_by)
     VALUES ($1, $2, 'Manual del repositorio', 'Guía general', 'url', 'https://example.org/manual', 'Manual', 'public', 25, $3) RETURNING id`,
    [entityId, category, adminId],
  );
  return { campus, credential, paymentCredential, paymentAccount, repositoryMaterial, staffUser };
}

async function createEvaluations(db: Db, entityId: string, builtinCategory: string, adminId: string, studentId: string): Promise<EvaluationIds> {
  const one = async (sql: string, params: unknown[]) => (await db.query<{ id: string }>(sql, params))[0].id;
  const bankProgramme = await one(
    `INSERT INTO courses (entity_id, category_id, alias, name, created_by) VALUES ($1, $2, 'programa', 'Matemática', $3) RETURNING id`,
    [entityId, builtinCategory, adminId],
  );
  const bankModule = await one(
    `INSERT INTO courses (entity_id, parent_course_id, alias, name, created_by) VALUES ($1, $2, 'modulo', 'Álgebra', $3) RETURNING id`,
    [entityId, bankProgramme, adminId],
  );
  const alternatives = [
    { _id: randomUUID(), value: 'x = 2', correct: true },
    { _id: randomUUID(), value: 'x = 3', correct: false },
  ];
  const question = await one(
    `INSERT INTO questions (entity_id, course_id, title, question, type, nivel, keywords, alternatives, created_by)
     VALUES ($1, $2, 'Ecuación lineal', '<p>Resuelva 3x + 1 = 7</p>', 'unique', 'medium', 'Álgebra', $3::jsonb, $4) RETURNING id`,
    [entityId, bankModule, JSON.stringify(alternatives), adminId],
  );
  const evaluation = await one(
    `INSERT INTO evaluations (entity_id, main_course_id, course_id, title, attempts, duration_time, points, nivel_medium, created_by)
     VALUES ($1, $2, $3, 'Práctica de álgebra', 1, 30, 20, 1, $4) RETURNING id`,
    [entityId, bankProgramme, bankModule, adminId],
  );
  await db.query('INSERT INTO evaluation_questions (evaluation_id, question_id, position, points) VALUES ($1, $2, 0, 20)', [evaluation, question]);
  const attempt = await one(
    `INSERT INTO evaluation_attempts (entity_id, evaluation_id, user_id, number, question_order, started_at, deadline)
     VALUES ($1, $2, $3, 1, ARRAY[$4::uuid], now(), now() + interval '1 day') RETURNING id`,
    [entityId, evaluation, studentId, question],
  );
  const answer = await one(
    `INSERT INTO evaluation_answers (entity_id, attempt_id, question_id, value, points, saved_at)
     VALUES ($1, $2, $3, $4::jsonb, 20, now()) RETURNING id`,
    [entityId, attempt, question, JSON.stringify(alternatives[0]._id)],
  );
  return { bankProgramme, bankModule, question, evaluation, alternative: alternatives[0]._id, attempt, answer };
}

async function createScheduled(db: Db, entityId: string, course: string, teacher: string): Promise<ScheduledIds> {
  const today = todayIn();
  const [{ id }] = await db.query<{ id: string }>(
    `INSERT INTO scheduleds (entity_id, course_id, name, description, start_date, end_date, type_of_scheduled, publish)
     VALUES ($1, $2, 'Desarrollo web 2026-I', 'Turno noche', $3, $4, 'main', true) RETURNING id`,
    [entityId, course, addDays(today, 30), addDays(today, 120)],
  );
  await db.query('INSERT INTO scheduled_teachers (scheduled_id, user_id) VALUES ($1, $2)', [id, teacher]);
  return { scheduled: id };
}

// The two fixture entities issue certificates at any time (decision 0054), so that a test of the certificate itself
// (its PDF, its code, who may issue it) needs no ended course with grades; the default rule is tested on its own
// (grades/certificate-rule.test.ts), on an entity set back to it.
export async function createFixtures(db: Db, encryptionKey: Buffer): Promise<Fixtures> {
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  const [a] = await db.query<{ id: string }>(
    `INSERT INTO entities (entity_name, description, domain, certificate_rule)
     VALUES ('Entidad A', 'Primera entidad', 'entidad-a.test.pe', 'any_time') RETURNING id`,
  );
  const [b] = await db.query<{ id: string }>(
    `INSERT INTO entities (entity_name, description, bg_sidebar, domain, certificate_rule)
     VALUES ('Entidad B', 'Segunda entidad', '#1E6B52', 'entidad-b.test.pe', 'any_time') RETURNING id`,
  );
  const entity = { A: a.id, B: b.id };
  const users = {} as Fixtures['users'];
  for (const [key, email, rol, roles] of CAST) {
    const [u] = await db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, rol, name, lastname) VALUES ($1, $2, $3, $4, 'Prueba') RETURNING id`,
      [email, hash, rol, key],
    );
    users[key] = { id: u.id, email };
    for (const [e, role] of roles) {
      await db.query('INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, $3)', [entity[e], u.id, role]);
    }
  }
  // as the demo data: each account of one entity was made by it (services/users/identity)
  await attributeAccountsToSoleEntity(db);
  const programmes = {
    A: await createProgramme(db, a.id, users.adminA.id),
    B: await createProgramme(db, b.id, users.adminB.id),
  };
  const resources = {
    A: await createResources(db, encryptionKey, a.id, programmes.A.category, users.adminA.id, users.docenteA.id),
    B: await createResources(db, encryptionKey, b.id, programmes.B.category, users.adminB.id, users.docenteB.id),
  };
  const scheduleds = {
    A: await createScheduled(db, a.id, programmes.A.course, users.docenteA.id),
    B: await createScheduled(db, b.id, programmes.B.course, users.docenteB.id),
  };
  const order = async (entityId: string, userId: string) =>
    (await db.query<{ id: string }>('INSERT INTO orders (entity_id, user_id, total_price) VALUES ($1, $2, 0) RETURNING id', [entityId, userId]))[0].id;
  const orders = {
    A: { order: await order(a.id, users.studentA.id) },
    B: { order: await order(b.id, users.studentB.id) },
  };
  const students = {
    A: { student: users.studentA.id, outsider: users.noEntity.id },
    B: { student: users.studentB.id, outsider: users.noEntity.id },
  };
  const evaluations = {
    A: await createEvaluations(db, a.id, programmes.A.builtinCategory, users.adminA.id, users.studentA.id),
    B: await createEvaluations(db, b.id, programmes.B.builtinCategory, users.adminB.id, users.studentB.id),
  };
  return { entityA: a.id, entityB: b.id, domainA: 'entidad-a.test.pe', domainB: 'entidad-b.test.pe', users, programmes, resources, scheduleds, orders, students, evaluations };
}
