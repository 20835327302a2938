// A third entity, 'Entidad C', written row by row so that every figure of its dashboards can be counted by hand (the
// counts are in metrics.test.ts). The clock stands at 2026-11-20 10:00 in Lima; the 6-month period is June-November.
import type { TestApp } from '../../test/harness.js';

export const NOW = new Date('2026-11-20T15:00:00Z');

export interface EntityC {
  entity: string;
  admin: { id: string; email: string };
  students: string[];
  programmes: { one: string; two: string };
}

export async function entityC(t: TestApp): Promise<EntityC> {
  const one = async (sql: string, params: unknown[] = []) => (await t.db.query<{ id: string }>(sql, params))[0].id;
  const entity = await one(
    `INSERT INTO entities (entity_name, domain) VALUES ('Entidad C', 'entidad-c.test.pe') RETURNING id`,
  );
  const person = (email: string, name: string, lastname: string) =>
    one(
      `INSERT INTO users (email, password_hash, rol, name, lastname) SELECT $1, password_hash, 'user', $2, $3 FROM users WHERE id = $4 RETURNING id`,
      [email, name, lastname, t.fx.users.adminA.id],
    );
  const member = (user: string, role: string) =>
    t.db.query('INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, $3)', [entity, user, role]);
  const admin = { id: await person('admin@entidad-c.test.pe', 'Admin', 'C'), email: 'admin@entidad-c.test.pe' };
  await member(admin.id, 'admin');
  const coord = await person('coord@entidad-c.test.pe', 'Coord', 'C');
  await member(coord, 'coordinador');
  await member(coord, 'docente');
  await member(await person('counter@entidad-c.test.pe', 'Counter', 'C'), 'counter');
  const students: string[] = [];
  for (const [i, [name, lastname]] of [
    ['Sara', 'Uno'],
    ['Saúl', 'Dos'],
    ['Sofía', 'Tres'],
    ['Simón', 'Cuatro'],
  ].entries()) {
    students.push(await person(`s${i + 1}@entidad-c.test.pe`, name, lastname));
    await member(students[i], 'estudiante');
  }
  const [s1, s2, s3, s4] = students;

  const category = await one(`INSERT INTO categories (entity_id, name) VALUES ($1, 'Cursos de C') RETURNING id`, [
    entity,
  ]);
  const programme = (name: string) =>
    one(`INSERT INTO courses (entity_id, category_id, alias, name) VALUES ($1, $2, 'programa', $3) RETURNING id`, [
      entity,
      category,
      name,
    ]);
  const p1 = await programme('Programa Uno');
  const p2 = await programme('Programa Dos');
  const m1 = await one(
    `INSERT INTO courses (entity_id, parent_course_id, alias, name) VALUES ($1, $2, 'modulo', 'Módulo Uno') RETURNING id`,
    [entity, p1],
  );
  const scheduled = (course: string, name: string, start: string, end: string) =>
    one(
      `INSERT INTO scheduleds (entity_id, course_id, name, start_date, end_date, type_of_scheduled) VALUES ($1, $2, $3, $4, $5, 'main') RETURNING id`,
      [entity, course, name, start, end],
    );
  const running = await scheduled(p1, 'Uno en curso', '2026-11-10', '2026-11-30');
  const ended = await scheduled(p2, 'Dos terminado', '2026-09-01', '2026-11-19');
  await scheduled(p1, 'Uno futuro', '2026-11-25', '2026-12-20');
  const enrol = (s: string, user: string, at: string) =>
    t.db.query(
      'INSERT INTO scheduled_students (entity_id, scheduled_id, user_id, created_at) VALUES ($1, $2, $3, $4)',
      [entity, s, user, at],
    );
  await enrol(running, s1, '2026-11-10T15:00:00Z');
  await enrol(running, s2, '2026-11-01T04:00:00Z'); // 31 Oct 23:00 in Lima: October
  await enrol(running, s3, '2026-11-12T15:00:00Z');
  await enrol(ended, s4, '2026-07-05T15:00:00Z');

  const order = (state: string, total: string, created: string, decided: string | null) =>
    one(
      `INSERT INTO orders (entity_id, user_id, state, total_price, created_at, decided_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [entity, s1, state, total, created, decided],
    );
  const voucher = (o: string, at: string) =>
    t.db.query(
      `INSERT INTO order_vouchers (order_id, entity_id, file_key, created_at) VALUES ($1, $2, 'private/v.png', $3)`,
      [o, entity, at],
    );
  await order('success', '100.50', '2026-11-02T15:00:00Z', '2026-11-03T12:00:00Z');
  await order('success', '49.50', '2026-10-10T15:00:00Z', '2026-11-01T03:00:00Z'); // 31 Oct 22:00 in Lima
  await order('success', '200.00', '2026-06-01T12:00:00Z', '2026-06-02T12:00:00Z');
  await order('rejected', '30.00', '2026-11-05T15:00:00Z', '2026-11-06T15:00:00Z');
  await order('canceled', '10.00', '2026-09-15T15:00:00Z', '2026-09-16T15:00:00Z');
  // accepted in October, annulled in November: counted as annulled, its soles in no month's revenue
  const annulled = await order('success', '70.00', '2026-10-20T15:00:00Z', '2026-10-21T15:00:00Z');
  await t.db.query(
    `UPDATE orders SET state = 'annulled', annulled_at = '2026-11-04T15:00:00Z', annul_reason = 'Devuelto' WHERE id = $1`,
    [annulled],
  );
  await voucher(await order('pending', '80.00', '2026-11-19T16:00:00Z', null), '2026-11-19T16:00:00Z'); // 23 h
  const twoVouchers = await order('pending', '60.00', '2026-11-15T15:00:00Z', null);
  await voucher(twoVouchers, '2026-11-15T15:00:00Z'); // 5 days
  await voucher(twoVouchers, '2026-11-18T15:00:00Z');
  await order('pending', '0.00', '2026-11-18T15:00:00Z', null); // 2 days, no voucher yet: waits all the same
  await voucher(await order('pending', '90.00', '2026-08-01T15:00:00Z', null), '2026-08-01T15:00:00Z'); // 111 days

  const material = (type: string, size: number | null) =>
    t.db.query(`INSERT INTO materials (entity_id, title, type, file_key, url, size) VALUES ($1, 'M', $2, $3, $4, $5)`, [
      entity,
      type,
      type === 'url' ? null : 'private/m.pdf',
      type === 'url' ? 'https://example.test' : null,
      size,
    ]);
  await material('pdf', 1000);
  await material('mp4', 2500);
  await material('url', null);
  await t.db.query(
    `INSERT INTO student_certificates (entity_id, scheduled_id, user_id, code, file_key) VALUES ($1, $2, $3, 'C-1', 'private/c.pdf')`,
    [entity, ended, s4],
  );

  // grades: Programa Uno has PA (weight 1) and PB (weight 3, filled by an evaluation of Módulo Uno); Programa Dos has PC (2)
  const practice = (course: string, title: string, weight: number) =>
    one('INSERT INTO qualified_practices (entity_id, course_id, title, weight) VALUES ($1, $2, $3, $4) RETURNING id', [
      entity,
      course,
      title,
      weight,
    ]);
  const pa = await practice(p1, 'PA', 1);
  const pb = await practice(p1, 'PB', 3);
  await practice(p2, 'PC', 2);
  const grade = (user: string, p: string, g: string) =>
    t.db.query(
      `INSERT INTO practice_grades (entity_id, scheduled_id, practice_id, user_id, grade, graded_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [entity, running, p, user, g, NOW],
    );
  await grade(s1, pa, '10');
  await grade(s1, pb, '9');
  await grade(s2, pa, '18');
  const question = await one(
    `INSERT INTO questions (entity_id, course_id, title, question, type, nivel, keywords, alternatives)
     VALUES ($1, $2, 'P', '<p>P</p>', 'short', 'easy', '', '[]') RETURNING id`,
    [entity, m1],
  );
  const evaluation = await one(
    `INSERT INTO evaluations (entity_id, main_course_id, course_id, title, attempts, duration_time, points, published, practice_id)
     VALUES ($1, $2, $3, 'Examen', 3, 30, 20, true, $4) RETURNING id`,
    [entity, p1, m1, pb],
  );
  const attempt = async (user: string, n: number, points: string, submitted: string | null, deadline: string) => {
    const a = await one(
      `INSERT INTO evaluation_attempts (entity_id, evaluation_id, user_id, number, question_order, started_at, deadline, submitted_at)
       VALUES ($1, $2, $3, $4, ARRAY[$5::uuid], $6, $7, $8) RETURNING id`,
      [entity, evaluation, user, n, question, '2026-11-15T15:00:00Z', deadline, submitted],
    );
    await t.db.query(
      'INSERT INTO evaluation_answers (entity_id, attempt_id, question_id, points, saved_at) VALUES ($1, $2, $3, $4, $5)',
      [entity, a, question, points, '2026-11-15T15:10:00Z'],
    );
  };
  await attempt(s2, 1, '12', '2026-11-15T15:20:00Z', '2026-11-15T15:30:00Z');
  await attempt(s2, 2, '16', '2026-11-16T15:20:00Z', '2026-11-16T15:30:00Z');
  await attempt(s3, 1, '8', null, '2026-11-16T15:30:00Z'); // expired: counts as submitted at its deadline
  await attempt(s1, 1, '20', null, '2026-11-20T15:30:00Z'); // still open at NOW: does not count
  return { entity, admin, students, programmes: { one: p1, two: p2 } };
}
