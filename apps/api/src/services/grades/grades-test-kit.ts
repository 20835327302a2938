// What the grades tests build on the attempt tests' room: the bank programme 'Matemática' scheduled in entity A and
// taught by the fixture docente, two students enrolled in it, three graded practices (weights 1, 2, 3: the
// hand-counted finals) and an evaluation of 20 points that counts for the third, with each kind of open question.
import { attempts, evaluations } from '@edu/shared';
import { png } from '../../test/images.js';
import type { TestApp } from '../../test/harness.js';
import {
  makeEvaluation,
  type MovableClock,
  movableClock,
  newStudent,
  open,
  rightOf,
  scheduleBank,
  type Student,
  unique,
} from '../attempts/attempts-test-kit.js';
import { startTestApp } from '../../test/harness.js';

export interface GradesRoom {
  t: TestApp;
  clock: MovableClock;
  coord: string;
  /** docenteA, named teacher of `main` */
  teacher: string;
  /** a docente of entity A named in no course */
  stranger: string;
  counter: string;
  main: string;
  /** the module schedule of 'Álgebra' under `main` */
  moduleSchedule: string;
  ana: Student;
  beto: Student;
  /** PC1 (weight 1), PC2 (weight 2), Examen (weight 3) of the bank programme */
  practices: { pc1: string; pc2: string; exam: string };
  /** counts for Examen: unique 8, short 4, large 4, file 4 */
  exam: { evaluation: string; questions: { _id: string; type: string; alternatives: { _id: string; correct: boolean }[] }[] };
}

const one = async (t: TestApp, sql: string, params: unknown[]) => (await t.db.query<{ id: string }>(sql, params))[0].id;

export async function gradesRoom(prefix: string): Promise<GradesRoom> {
  const t = await startTestApp();
  const clock = movableClock(t);
  const coord = await t.signIn(t.fx.users.coordA.email);
  const main = await scheduleBank(t);
  const [{ id: moduleSchedule }] = await t.db.query<{ id: string }>('SELECT id FROM scheduleds WHERE main_scheduled = $1', [main]);
  await t.db.query('INSERT INTO scheduled_teachers (scheduled_id, user_id) VALUES ($1, $2)', [main, t.fx.users.docenteA.id]);
  const ana = await newStudent(t, `${prefix}.ana@test.pe`, main);
  const beto = await newStudent(t, `${prefix}.beto@test.pe`, main);
  await t.db.query(`UPDATE users SET name = 'Ana', lastname = 'Quispe' WHERE id = $1`, [ana.id]);
  await t.db.query(`UPDATE users SET name = 'Beto', lastname = 'Huamán' WHERE id = $1`, [beto.id]);
  for (const s of [ana, beto]) {
    await t.db.query('INSERT INTO scheduled_students (entity_id, scheduled_id, user_id) VALUES ($1, $2, $3)', [t.fx.entityA, main, s.id]);
  }
  const [{ id: strangerId }] = await t.db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, rol, name, lastname)
     SELECT $1, password_hash, 'user', 'Otro', 'Docente' FROM users WHERE id = $2 RETURNING id`,
    [`${prefix}.otro.docente@test.pe`, t.fx.users.docenteA.id],
  );
  await t.db.query(`INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, 'docente')`, [t.fx.entityA, strangerId]);
  const practice = (title: string, weight: number) =>
    one(t, 'INSERT INTO qualified_practices (entity_id, course_id, title, weight) VALUES ($1, $2, $3, $4) RETURNING id', [
      t.fx.entityA,
      t.fx.evaluations.A.bankProgramme,
      title,
      weight,
    ]);
  const practices = { pc1: await practice('PC1', 1), pc2: await practice('PC2', 2), exam: await practice('Examen', 3) };
  const made = await makeEvaluation(t, coord, [unique(8), open('short', 4), open('large', 4), open('file', 4)], { title: 'Examen final', attempts: 2 });
  const now = clock.now().getTime();
  const published = await t.call(
    evaluations.publishEvaluation,
    {
      evaluation_id: made.evaluation,
      opens_at: new Date(now - 3600_000).toISOString(),
      closes_at: new Date(now + 7 * 86400_000).toISOString(),
      practice_id: practices.exam,
      // grades as soon as submitted (the coordinator's choice; two attempts would wait for the closing, decision 0048)
      show_grade: 'on_submit',
    },
    coord,
  );
  if (published.status !== 200) throw new Error(`publishEvaluation: ${JSON.stringify(published.body)}`);
  return {
    t,
    clock,
    coord,
    teacher: await t.signIn(t.fx.users.docenteA.email),
    stranger: await t.signIn(`${prefix}.otro.docente@test.pe`),
    counter: await t.signIn(t.fx.users.counterA.email),
    main,
    moduleSchedule,
    ana,
    beto,
    practices,
    exam: { evaluation: made.evaluation, questions: made.questions },
  };
}

/** The student takes the exam: the unique question right or wrong, text for short and large, a png for file. */
export async function takeExam(r: GradesRoom, s: Student, opts: { right: boolean; submit: boolean }) {
  const { t } = r;
  const started = await t.call(attempts.startAttempt, { evaluation_id: r.exam.evaluation }, s.token);
  if (started.status !== 200) throw new Error(`startAttempt: ${JSON.stringify(started.body)}`);
  const attempt = started.body.attempt._id;
  const [u, short, large, file] = r.exam.questions;
  const answer = opts.right ? rightOf(u)[0] : u.alternatives.find((a) => !a.correct)?._id;
  await t.call(attempts.saveAnswer, { attempt_id: attempt, question_id: u._id, answer }, s.token);
  await t.call(attempts.saveAnswer, { attempt_id: attempt, question_id: short._id, answer: 'Lima es la capital' }, s.token);
  await t.call(attempts.saveAnswer, { attempt_id: attempt, question_id: large._id, answer: 'Un ensayo largo' }, s.token);
  await t.upload(attempts.saveAnswer, { attempt_id: attempt, question_id: file._id }, [{ field: 'file', name: 'hoja.png', bytes: await png() }], s.token);
  if (opts.submit) await t.call(attempts.submitAttempt, { attempt_id: attempt }, s.token);
  return attempt;
}
