// The start of an exam (04 §5, decision 0036): N students (200) of the large entity, enrolled by the admin through
// assignUserToScheduled and signed in through signin, start the same evaluation at the same instant — a new one each
// run, made by the coordinador with createEvaluationManual and publishEvaluation, so the bench can run again — and each
// reads it, saves every answer and submits, over real HTTP with one connection per student. Some answers are changed
// once (two saves, the last must be kept), some saves are sent twice at once (a retry after a lost answer) and every
// tenth student starts from two devices at once (one attempt). What was acknowledged is kept for exam-count.ts.
import { API_PREFIX, attempts, evaluations, students as studentsContracts } from '@edu/shared';
import type { Fixtures } from './bench-fixtures.js';
import { type BenchServer, rpc } from './bench-server.js';
import type { ExamFixtures, ExamQuestion } from './exam-fixtures.js';
import { LARGE_PASSWORD } from './large-plan.js';

export const EXAM_CALLS = ['startAttempt', 'getAttempt', 'saveAnswer', 'submitAttempt'] as const;
export type ExamCall = (typeof EXAM_CALLS)[number];

export interface CallFigures {
  count: number;
  p50: number;
  p99: number;
  max: number;
  /** answers by HTTP status; 'sin respuesta' for a connection error */
  statusCodes: Record<string, number>;
}

export interface ExamFigures {
  evaluationId: string;
  students: number;
  questions: number;
  /** seconds for the admin to enrol them and for them to sign in (before the exam starts) */
  enrolSeconds: number;
  signinSeconds: number;
  /** from the first startAttempt sent to the last submitAttempt answered */
  seconds: number;
  /** calls not answered 2xx */
  errors: number;
  calls: Record<ExamCall, CallFigures>;
}

export type AnswerValue = string | string[];

/** What the server acknowledged (200) to one student: the attempts it answered and each question's last saved value. */
export interface StudentRecord {
  userId: string;
  attemptIds: Set<string>;
  answers: Map<string, AnswerValue>;
}

export interface ExamRun {
  figures: ExamFigures;
  records: StudentRecord[];
  /** the students' sessions, which the students' pages (student-pages.ts) load afterwards */
  studentTokens: string[];
}

/** nearest-rank percentile of milliseconds, rounded */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

/** runs fn over items, `width` at a time */
async function pool<T>(items: T[], width: number, fn: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

const bits = (q: ExamQuestion, mask: number) => q.alternatives.filter((_, i) => mask & (1 << i)).map((a) => a._id);

/** Student s's answers to the q-th question: the one kept (`last`) and the one given before it when changed. */
export function answersFor(question: ExamQuestion, s: number, q: number): { first: AnswerValue; last: AnswerValue } {
  const n = question.alternatives.length;
  if (question.type === 'multiple') {
    const masks = 2 ** n - 1;
    return { first: bits(question, 1 + ((s * 7 + q + 1) % masks)), last: bits(question, 1 + ((s * 7 + q) % masks)) };
  }
  return { first: question.alternatives[(s + q + 1) % n]._id, last: question.alternatives[(s + q) % n]._id };
}

/** The points an answer is worth (04 §4): the right alternative, or exactly the right set. */
export function pointsOf(question: ExamQuestion, value: AnswerValue): number {
  const right = question.alternatives.filter((a) => a.correct).map((a) => a._id);
  const given = Array.isArray(value) ? [...new Set(value)] : [value];
  const same = given.length === right.length && given.every((id) => right.includes(id));
  return same ? question.points : 0;
}

interface Timings {
  ms: Record<ExamCall, number[]>;
  statusCodes: Record<ExamCall, Record<string, number>>;
}

function caller(base: string, timings: Timings) {
  return async <T>(call: ExamCall, token: string, body: object): Promise<T | null> => {
    const fname = attempts[call];
    const started = performance.now();
    let status = 'sin respuesta';
    let json: T | null = null;
    try {
      const response = await fetch(`${base}${API_PREFIX}/${fname.service}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ fname: fname.name, ...body }),
      });
      status = String(response.status);
      const parsed = (await response.json()) as T;
      if (response.ok) json = parsed;
    } catch {
      json = null;
    }
    timings.ms[call].push(performance.now() - started);
    timings.statusCodes[call][status] = (timings.statusCodes[call][status] ?? 0) + 1;
    return json;
  };
}

interface View {
  attempt: { _id: string };
  questions: { _id: string }[];
}

/** The evaluation of the run: the exam's questions at 2 points, one attempt of 30 minutes, open from a minute ago. */
async function makeExam(base: string, f: Fixtures, x: ExamFixtures, coordinador: string) {
  const title = `Examen de rendimiento ${new Date().toISOString().slice(0, 19).replace('T', ' ')}`;
  const made = await rpc<{ evaluation: { _id: string } }>(
    base,
    evaluations.createEvaluationManual.service,
    {
      fname: evaluations.createEvaluationManual.name,
      entity: f.entityId,
      main_course: x.programmeId,
      course_id: x.moduleId,
      title,
      attempts: 1,
      duration_time: 30,
      arrayIds: x.questions.map((q, index) => ({ id: q.id, index, points: q.points })),
      options: {},
    },
    coordinador,
  );
  const now = Date.now();
  await rpc(
    base,
    evaluations.publishEvaluation.service,
    {
      fname: evaluations.publishEvaluation.name,
      evaluation_id: made.evaluation._id,
      opens_at: new Date(now - 60_000).toISOString(),
      closes_at: new Date(now + 86_400_000).toISOString(),
    },
    coordinador,
  );
  return made.evaluation._id;
}

export async function examStart(
  server: BenchServer,
  f: Fixtures,
  x: ExamFixtures,
  tokens: { admin: string; coordinador: string },
): Promise<ExamRun> {
  const base = server.base;
  const evaluationId = await makeExam(base, f, x, tokens.coordinador);
  let clock = performance.now();
  // enrolled as the secretary would (idempotent: enrolling again changes nothing), then signed in before the start
  await pool(x.students, 8, async (student) => {
    const enrol = studentsContracts.assignUserToScheduled;
    await rpc(
      base,
      enrol.service,
      { fname: enrol.name, entity: f.entityId, user: student.id, scheduleds: [x.mainScheduledId], mode: 'total' },
      tokens.admin,
    );
  });
  const enrolSeconds = (performance.now() - clock) / 1000;
  clock = performance.now();
  const studentTokens: string[] = [];
  await pool(x.students, 8, async (student, i) => {
    const signed = await rpc<{ token: string }>(base, 'auth', {
      fname: 'signin',
      email: student.email,
      password: LARGE_PASSWORD,
    });
    studentTokens[i] = signed.token;
  });
  const signinSeconds = (performance.now() - clock) / 1000;

  const timings: Timings = {
    ms: { startAttempt: [], getAttempt: [], saveAnswer: [], submitAttempt: [] },
    statusCodes: { startAttempt: {}, getAttempt: {}, saveAnswer: {}, submitAttempt: {} },
  };
  const call = caller(base, timings);
  const byId = new Map(x.questions.map((q) => [q.id, q]));
  const records: StudentRecord[] = x.students.map((s) => ({ userId: s.id, attemptIds: new Set(), answers: new Map() }));

  const sit = async (s: number) => {
    const token = studentTokens[s];
    const record = records[s];
    // every tenth student opens the exam on two devices at once: both must get the same attempt
    const views = await Promise.all(
      Array.from({ length: s % 10 === 0 ? 2 : 1 }, () =>
        call<View>('startAttempt', token, { evaluation_id: evaluationId }),
      ),
    );
    for (const v of views) if (v) record.attemptIds.add(v.attempt._id);
    const view = views.find((v) => v !== null);
    if (!view) return;
    const attempt_id = view.attempt._id;
    await call('getAttempt', token, { attempt_id });
    const save = async (question_id: string, answer: AnswerValue) => {
      if (await call('saveAnswer', token, { attempt_id, question_id, answer })) record.answers.set(question_id, answer);
    };
    for (const [q, { _id }] of view.questions.entries()) {
      const question = byId.get(_id);
      if (!question) continue;
      const { first, last } = answersFor(question, s, q);
      if ((s + q) % 4 === 0) await save(_id, first);
      // a retry after a lost answer: the same save twice at once
      if ((s + q) % 7 === 3) await Promise.all([save(_id, last), save(_id, last)]);
      else await save(_id, last);
    }
    await call('submitAttempt', token, { attempt_id });
  };
  clock = performance.now();
  await Promise.all(x.students.map((_, s) => sit(s)));
  const seconds = (performance.now() - clock) / 1000;

  const calls = Object.fromEntries(
    EXAM_CALLS.map((c) => {
      const sorted = [...timings.ms[c]].sort((a, b) => a - b);
      const figures: CallFigures = {
        count: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: Math.round(sorted.at(-1) ?? 0),
        statusCodes: timings.statusCodes[c],
      };
      return [c, figures];
    }),
  ) as Record<ExamCall, CallFigures>;
  const errors = EXAM_CALLS.reduce(
    (sum, c) =>
      sum +
      Object.entries(calls[c].statusCodes)
        .filter(([code]) => !code.startsWith('2'))
        .reduce((a, [, n]) => a + n, 0),
    0,
  );
  const round = (v: number) => Math.round(v * 10) / 10;
  const figures: ExamFigures = {
    evaluationId,
    students: x.students.length,
    questions: x.questions.length,
    enrolSeconds: round(enrolSeconds),
    signinSeconds: round(signinSeconds),
    seconds: round(seconds),
    errors,
    calls,
  };
  const line = (c: ExamCall) => `${c} p50 ${calls[c].p50} ms p99 ${calls[c].p99} ms`;
  process.stderr.write(
    `  examen: ${figures.students} estudiantes en ${figures.seconds} s; ${EXAM_CALLS.map(line).join('; ')}${errors ? `  ERRORES ${errors}` : ''}\n`,
  );
  return { figures, records, studentTokens };
}
