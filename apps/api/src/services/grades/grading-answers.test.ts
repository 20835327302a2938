// The teacher's side of grading (04 §2.3, §4 'Grading'): the teacher's courses and students, 'Por calificar' (open
// answers of submitted or expired attempts of the course's students) and gradeAnswer with its messages; a docente not
// named in the course, another entity's ids and no token are refused and change nothing (decision 0037).
import { attempts, grades, M } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStudent } from '../attempts/attempts-test-kit.js';
import { type GradesRoom, gradesRoom, takeExam } from './grades-test-kit.js';

let r: GradesRoom;
let anaAttempt: string;
beforeAll(async () => {
  r = await gradesRoom('porcalificar');
  anaAttempt = await takeExam(r, r.ana, { right: true, submit: true });
  r.clock.advance(5);
  // Beto leaves his attempt open: it expires at its deadline (30 minutes) and then counts as submitted
  await takeExam(r, r.beto, { right: false, submit: false });
});
afterAll(() => r.t.close());

const pending = (token: string | null, scheduled = r.main, page = 1) =>
  r.t.call(grades.getPendingAnswers, { scheduled_id: scheduled, page }, token);
const grade = (token: string | null, body: Record<string, unknown>) => r.t.callRaw(grades.gradeAnswer, body, token);

describe('getTeacherCourses', () => {
  it("lists the docente's courses with students and answers waiting; another docente sees none", async () => {
    const res = await r.t.call(grades.getTeacherCourses, { entity_id: r.t.fx.entityA, page: 1 }, r.teacher);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const names = res.body.courses.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Matemática 2026', 'Desarrollo web 2026-I']));
    const math = res.body.courses.find((c) => c.name === 'Matemática 2026');
    expect(math).toMatchObject({ _id: r.main, students: 2, pending: 3, ended: false, course: { name: 'Matemática' } });
    expect(res.body.pagination).toMatchObject({ actualPage: 1, total: 2 });
    const none = await r.t.call(grades.getTeacherCourses, { entity_id: r.t.fx.entityA, page: 1 }, r.stranger);
    expect(none.body.courses).toEqual([]);
  });

  it('is the docente role only, in their own entity; no token 401', async () => {
    expect((await r.t.call(grades.getTeacherCourses, { entity_id: r.t.fx.entityA, page: 1 }, r.coord)).status).toBe(403);
    expect((await r.t.call(grades.getTeacherCourses, { entity_id: r.t.fx.entityB, page: 1 }, r.teacher)).status).toBe(403);
    expect((await r.t.call(grades.getTeacherCourses, { entity_id: r.t.fx.entityA, page: 1 }, null)).status).toBe(401);
  });
});

describe('getCourseStudents', () => {
  it('lists the course students by name, searched by name, for its docente, the coordinador and admins', async () => {
    const res = await r.t.call(grades.getCourseStudents, { scheduled_id: r.main, page: 1 }, r.teacher);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.students.map((s) => s.name)).toEqual(['Ana', 'Beto']);
    expect(res.body.course).toMatchObject({ _id: r.main, name: 'Matemática 2026' });
    const found = await r.t.call(grades.getCourseStudents, { scheduled_id: r.main, page: 1, query: 'huam' }, r.coord);
    expect(found.body.students.map((s) => s.name)).toEqual(['Beto']);
    // a module schedule stands for its main course
    const viaModule = await r.t.call(grades.getCourseStudents, { scheduled_id: r.moduleSchedule, page: 1 }, r.teacher);
    expect(viaModule.body.course._id).toBe(r.main);
  });

  it('refuses a docente not named (403 with the message), the counter, another entity and no token', async () => {
    const stranger = await r.t.call(grades.getCourseStudents, { scheduled_id: r.main, page: 1 }, r.stranger);
    expect(stranger).toMatchObject({ status: 403, body: { message: M.NOT_TEACHER_OF_COURSE } });
    expect((await r.t.call(grades.getCourseStudents, { scheduled_id: r.main, page: 1 }, r.counter)).status).toBe(403);
    const other = await r.t.call(grades.getCourseStudents, { scheduled_id: r.t.fx.scheduleds.B.scheduled, page: 1 }, r.teacher);
    expect(other.status).toBe(403);
    expect((await r.t.call(grades.getCourseStudents, { scheduled_id: r.main, page: 1 }, null)).status).toBe(401);
  });
});

describe('getPendingAnswers', () => {
  it('lists only submitted attempts until an open one expires, then it too, the earliest submitted first', async () => {
    const before = await pending(r.teacher);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.answers.map((a) => a.student.name)).toEqual(['Ana', 'Ana', 'Ana']);
    expect(before.body.answers.map((a) => a.question.type).sort()).toEqual(['file', 'large', 'short']);
    const short = before.body.answers.find((a) => a.question.type === 'short');
    expect(short).toMatchObject({ text: 'Lima es la capital', file: null, evaluation: { title: 'Examen final' }, question: { points: 4 } });
    expect(short?.question.statement).toBeTypeOf('string');
    const file = before.body.answers.find((a) => a.question.type === 'file');
    expect(file?.text).toBeNull();
    expect(file?.file).toMatchObject({ name: 'hoja.png' });
    expect(file?.file?.url).toMatch(/sig|token|expires|private/i);
    r.clock.advance(31);
    const after = await pending(r.coord);
    expect(after.body.answers.map((a) => a.student.name)).toEqual(['Ana', 'Ana', 'Ana', 'Beto', 'Beto', 'Beto']);
    expect(after.body.pagination).toMatchObject({ total: 6, itemCount: 6 });
  });

  it("leaves out a student who is not in the course (another course's student at the same evaluation)", async () => {
    const outsider = await newStudent(r.t, 'porcalificar.fuera@test.pe', r.main);
    await takeExam(r, outsider, { right: true, submit: true });
    const list = await pending(r.teacher);
    expect(list.body.answers.map((a) => a.student._id)).not.toContain(outsider.id);
  });

  it('refuses a docente not named, the counter, another entity and no token', async () => {
    expect(await pending(r.stranger)).toMatchObject({ status: 403, body: { message: M.NOT_TEACHER_OF_COURSE } });
    expect((await pending(r.counter)).status).toBe(403);
    expect((await pending(r.teacher, r.t.fx.scheduleds.B.scheduled)).status).toBe(403);
    expect((await pending(null)).status).toBe(401);
  });
});

describe('gradeAnswer', () => {
  const answerOf = async (type: string, student = r.ana.id) => {
    const list = await pending(r.teacher);
    const found = list.body.answers.find((a) => a.question.type === type && a.student._id === student);
    if (!found) throw new Error(`no pending ${type} answer`);
    return found._id;
  };

  it("stores points and comment; the attempt's grade is the sum and the evaluation's the best attempt; a grade may be corrected", async () => {
    const short = await answerOf('short');
    const res = await grade(r.teacher, { answer_id: short, points: 3.5, comment: 'Falta precisar' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // unique 8 (right) + short 3.5; large and file still waiting
    expect(res.body).toMatchObject({
      answer: { _id: short, points: '3.50', comment: 'Falta precisar' },
      attempt: { _id: anaAttempt, grade: '11.50', pending: 2 },
      evaluation_grade: '11.50',
    });
    const corrected = await grade(r.coord, { answer_id: short, points: '4', comment: '' });
    expect(corrected.body).toMatchObject({ answer: { points: '4.00' }, attempt: { grade: '12.00' } });
    await grade(r.teacher, { answer_id: await answerOf('large'), points: 4 });
    const last = await grade(r.teacher, { answer_id: await answerOf('file'), points: 2.25 });
    expect(last.body).toMatchObject({ attempt: { grade: '18.25', pending: 0 }, evaluation_grade: '18.25' });
    expect((await pending(r.teacher)).body.answers.map((a) => a.student.name)).not.toContain('Ana');
    // the student sees the points once the evaluation closes
    const attempt = await r.t.call(attempts.getAttempt, { attempt_id: anaAttempt }, r.ana.token);
    expect(attempt.body.attempt).toMatchObject({ grade: '18.25', pending: 0 });
  });

  it('says why points are refused: above the question, out of 0-20, more than two decimals; a long comment', async () => {
    const short = await answerOf('short', r.beto.id);
    const before = await r.t.snapshot();
    const above = await grade(r.teacher, { answer_id: short, points: 4.01 });
    expect(above).toMatchObject({ status: 400, body: { message: M.gradePointsAbove('4.00'), fields: { points: M.gradePointsAbove('4.00') } } });
    for (const points of [-1, 20.01, 1.234, 'cuatro', null]) {
      const res = await grade(r.teacher, { answer_id: short, points });
      expect(res, String(points)).toMatchObject({ status: 400, body: { message: M.GRADE_POINTS_RANGE } });
    }
    const long = await grade(r.teacher, { answer_id: short, points: 1, comment: 'x'.repeat(1001) });
    expect(long).toMatchObject({ status: 400, body: { message: M.GRADE_COMMENT_TOO_LONG } });
    expect(await r.t.snapshot()).toBe(before);
  });

  it('grades only open answers of submitted attempts (409) and refuses a docente not named, another entity and no token', async () => {
    const [u] = r.exam.questions;
    const [{ id: closedAnswer }] = await r.t.db.query<{ id: string }>(
      'SELECT id FROM evaluation_answers WHERE attempt_id = $1 AND question_id = $2',
      [anaAttempt, u._id],
    );
    const short = await answerOf('short', r.beto.id);
    const before = await r.t.snapshot();
    expect(await grade(r.teacher, { answer_id: closedAnswer, points: 1 })).toMatchObject({ status: 409, body: { message: M.ANSWER_NOT_OPEN } });
    expect(await grade(r.stranger, { answer_id: short, points: 1 })).toMatchObject({ status: 403, body: { message: M.NOT_TEACHER_OF_COURSE } });
    expect((await grade(r.counter, { answer_id: short, points: 1 })).status).toBe(403);
    expect((await grade(r.teacher, { answer_id: r.t.fx.evaluations.B.answer, points: 1 })).status).toBe(403);
    expect((await grade(null, { answer_id: short, points: 1 })).status).toBe(401);
    expect(await r.t.snapshot()).toBe(before);
  });

  it('refuses an answer of an attempt still in progress', async () => {
    const carla = await newStudent(r.t, 'porcalificar.carla@test.pe', r.main);
    await r.t.db.query('INSERT INTO scheduled_students (entity_id, scheduled_id, user_id) VALUES ($1, $2, $3)', [r.t.fx.entityA, r.main, carla.id]);
    const attempt = await takeExam(r, carla, { right: true, submit: false });
    const [{ id }] = await r.t.db.query<{ id: string }>(
      'SELECT id FROM evaluation_answers WHERE attempt_id = $1 AND question_id = $2',
      [attempt, r.exam.questions[1]._id],
    );
    expect(await grade(r.teacher, { answer_id: id, points: 1 })).toMatchObject({ status: 409, body: { message: M.ANSWER_NOT_SUBMITTED } });
  });
});

describe("the teacher's comment reaches the student with the points, once the evaluation closes", () => {
  it('keeps points and comment from the student before closing, then shows both on the best attempt', async () => {
    const large = r.exam.questions[2]._id;
    const [{ id }] = await r.t.db.query<{ id: string }>(
      'SELECT id FROM evaluation_answers WHERE attempt_id = $1 AND question_id = $2',
      [anaAttempt, large],
    );
    const graded = await grade(r.teacher, { answer_id: id, points: 4, comment: 'Bien argumentado' });
    expect(graded.status, JSON.stringify(graded.body)).toBe(200);
    const answerOf = async () => {
      const view = await r.t.call(attempts.getAttempt, { attempt_id: anaAttempt }, r.ana.token);
      return view.body.answers.find((a) => a.question_id === large);
    };
    const before = await answerOf();
    expect(before).toBeDefined();
    expect(before).not.toHaveProperty('comment');
    expect(before).not.toHaveProperty('points');
    const mine = await r.t.call(attempts.getMyEvaluation, { evaluation_id: r.exam.evaluation }, r.ana.token);
    expect(mine.body.evaluation.best_attempt_id).toBe(anaAttempt);
    r.clock.advance(8 * 24 * 60);
    expect(await answerOf()).toMatchObject({ points: 4, comment: 'Bien argumentado' });
  });
});

