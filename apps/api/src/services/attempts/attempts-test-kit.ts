// What the attempt tests build on the fixtures: students of entity A with the bank module ('Álgebra') unlocked in a
// scheduled course, evaluations of 20 points made and published through the real calls, and a clock the test moves.
import { addDays, evaluations, type ShowGrade, todayIn } from '@edu/shared';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../clock.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { bankOf, evaluationForm, makeQuestion } from '../evaluations/evaluations-test-kit.js';

/** The server's clock, moved by the test: no sleeping past a deadline. */
export interface MovableClock extends Clock {
  set(at: Date | string): void;
  advance(minutes: number): void;
}

export function movableClock(t: TestApp, start = new Date()): MovableClock {
  let at = new Date(start);
  const clock: MovableClock = {
    now: () => new Date(at),
    set: (to) => {
      at = new Date(to);
    },
    advance: (minutes) => {
      at = new Date(at.getTime() + minutes * 60_000);
    },
  };
  t.app.services.clock = clock;
  return clock;
}

const one = async (t: TestApp, sql: string, params: unknown[]) => (await t.db.query<{ id: string }>(sql, params))[0].id;

/** The bank programme scheduled in entity A, with its module 'Álgebra' scheduled inside from today on. */
export async function scheduleBank(t: TestApp) {
  const bank = bankOf(t);
  const today = todayIn();
  const main = await one(
    t,
    `INSERT INTO scheduleds (entity_id, course_id, name, start_date, end_date, type_of_scheduled, publish)
     VALUES ($1, $2, 'Matemática 2026', $3, $4, 'main', true) RETURNING id`,
    [bank.entity, bank.bankProgramme, today, addDays(today, 60)],
  );
  await t.db.query(
    `INSERT INTO scheduleds (entity_id, course_id, name, start_date, end_date, type_of_scheduled, main_scheduled)
     VALUES ($1, $2, 'Álgebra', $3, $4, 'children', $5)`,
    [bank.entity, bank.bankModule, today, addDays(today, 20), main],
  );
  return main;
}

/** A new student of entity A, signed in; with `unlock`, the bank module bought and enabled in `main`. */
export async function newStudent(t: TestApp, email: string, main?: string) {
  const [{ id }] = await t.db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, rol, name, lastname, register)
     SELECT $1, password_hash, 'user', 'Alumno', 'Prueba', 'completed' FROM users WHERE id = $2 RETURNING id`,
    [email, t.fx.users.studentA.id],
  );
  await t.db.query(`INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, 'estudiante')`, [t.fx.entityA, id]);
  if (main) {
    await t.db.query(
      `INSERT INTO student_modules (entity_id, user_id, main_scheduled, course_id, buyed, status) VALUES ($1, $2, $3, $4, true, 'enabled')`,
      [t.fx.entityA, id, main, bankOf(t).bankModule],
    );
  }
  return { id, token: await t.signIn(email) };
}

type QuestionSpec = Record<string, unknown> & { points: number };

/** Questions made in the bank through createQuestion, then an evaluation of them (20 points) through createEvaluationManual. */
export async function makeEvaluation(t: TestApp, coord: string, specs: QuestionSpec[], over: Record<string, unknown> = {}) {
  const questions = [];
  for (const [i, { points, ...spec }] of specs.entries()) {
    questions.push({ ...(await makeQuestion(t, coord, { title: `Pregunta ${i + 1}`, ...spec })), points });
  }
  const form = evaluationForm(t, questions.map((q) => [q._id, q.points]), { options: {}, attempts: 1, duration_time: 30, ...over });
  const res = await t.call(evaluations.createEvaluationManual, form, coord);
  if (res.status !== 200) throw new Error(`createEvaluationManual: ${res.status} ${JSON.stringify(res.body)}`);
  return { evaluation: res.body.evaluation._id, questions };
}

/**
 * Publishes it open from `opens` (default: an hour ago by the clock) to `closes` (default: in a week); `showGrade` as
 * the coordinator chose it (default: the rule of its attempts, decision 0048).
 */
export async function publish(
  t: TestApp,
  coord: string,
  evaluation: string,
  clock: Clock,
  window: { opens?: Date; closes?: Date; showGrade?: ShowGrade } = {},
) {
  const now = clock.now().getTime();
  const res = await t.call(
    evaluations.publishEvaluation,
    {
      evaluation_id: evaluation,
      opens_at: (window.opens ?? new Date(now - 3600_000)).toISOString(),
      closes_at: (window.closes ?? new Date(now + 7 * 86400_000)).toISOString(),
      ...(window.showGrade ? { show_grade: window.showGrade } : {}),
    },
    coord,
  );
  if (res.status !== 200) throw new Error(`publishEvaluation: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.evaluation;
}

/** A unique question: its alternatives 'Lima' (correct), 'Cusco', 'Arequipa'. */
export const unique = (points: number): QuestionSpec => ({ type: 'unique', points });
export const multiple = (points: number): QuestionSpec => ({
  type: 'multiple',
  points,
  alternatives: [
    { value: 'Dos', correct: true },
    { value: 'Tres', correct: true },
    { value: 'Cuatro', correct: false },
  ],
});
export const open = (type: 'short' | 'large' | 'file', points: number): QuestionSpec => ({ type, points, alternatives: [] });
export const boolean = (points: number): QuestionSpec => ({
  type: 'boolean',
  points,
  alternatives: [
    { value: 'Verdadero', correct: true },
    { value: 'Falso', correct: false },
  ],
});

/** The ids of a question's correct and wrong alternatives, as the coordinator's bank knows them. */
export const rightOf = (q: { alternatives: { _id: string; correct: boolean }[] }) =>
  q.alternatives.filter((a) => a.correct).map((a) => a._id);
export const wrongOf = (q: { alternatives: { _id: string; correct: boolean }[] }) =>
  q.alternatives.filter((a) => !a.correct).map((a) => a._id);

export interface Student {
  id: string;
  token: string;
}

/** A test file's room: the app, its clock, entity A's coordinator and two students with the bank module unlocked. */
export async function examRoom(emails: [string, string]) {
  const t = await startTestApp();
  const clock = movableClock(t);
  const coord = await t.signIn(t.fx.users.coordA.email);
  const main = await scheduleBank(t);
  const ana: Student = await newStudent(t, emails[0], main);
  const beto: Student = await newStudent(t, emails[1], main);
  return { t, clock, coord, ana, beto };
}

/**
 * examRoom for a test file: built before its tests, closed after them, entity A's coordinator signed in as `as.coordA`.
 * What it answers is filled in by that beforeAll: read it inside tests, hooks and helpers, never at a file's top level.
 */
export function useExamRoom(emails: [string, string]) {
  const room = { t: {} as TestApp, clock: {} as MovableClock, as: {} as Record<'coordA', string>, ana: {} as Student, beto: {} as Student };
  beforeAll(async () => {
    const { t, clock, coord, ana, beto } = await examRoom(emails);
    Object.assign(room.t, t);
    Object.assign(room.clock, clock);
    room.as.coordA = coord;
    Object.assign(room.ana, ana);
    Object.assign(room.beto, beto);
  });
  afterAll(() => room.t.close());
  return room;
}

