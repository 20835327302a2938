// 'Registro de notas' and Mis notas (04 §2.3, §4 'Grades'): the final grade against hand-counted fixtures through the
// API (weights 1, 2, 3), entered grades over the evaluation's, missing grades before and after the end, the entity's
// passing mark and certificates that follow grades; refusals change nothing (decision 0037).
import { addDays, entities, grades, M, todayIn } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GradesRoom, gradesRoom, takeExam } from './grades-test-kit.js';

let r: GradesRoom;
let admin: string;
beforeAll(async () => {
  r = await gradesRoom('notas');
  admin = await r.t.signIn(r.t.fx.users.adminA.email);
  await takeExam(r, r.ana, { right: true, submit: true });
  await takeExam(r, r.beto, { right: false, submit: true });
  const pending = await r.t.call(grades.getPendingAnswers, { scheduled_id: r.main, page: 1 }, r.teacher);
  for (const a of pending.body.answers.filter((x) => x.student._id === r.ana.id)) {
    // Ana: unique 8 (right) + short 4 + large 4 + file 0 = 16
    await r.t.call(grades.gradeAnswer, { answer_id: a._id, points: a.question.type === 'file' ? 0 : 4 }, r.teacher);
  }
});
afterAll(() => r.t.close());

const set = (token: string | null, body: Record<string, unknown>) =>
  r.t.callRaw(grades.setPracticeGrade, { scheduled_id: r.main, user_id: r.ana.id, practice_id: r.practices.pc1, ...body }, token);
const book = (token: string | null = r.teacher, scheduled = r.main, query?: string) =>
  r.t.call(grades.getGradebook, { scheduled_id: scheduled, page: 1, ...(query ? { query } : {}) }, token);
const rowOf = async (name: string) => (await book()).body.students.find((s) => s.student.name === name);
const endCourse = () =>
  r.t.db.query('UPDATE scheduleds SET start_date = $2, end_date = $3 WHERE id = $1', [r.main, addDays(todayIn(), -60), addDays(todayIn(), -1)]);

describe('getGradebook and setPracticeGrade', () => {
  it('shows the practices with weight and percentage, the evaluation column filled by the evaluation', async () => {
    const res = await book();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.practices.map((p) => [p.title, p.weight, p.porcent])).toEqual([
      ['PC1', 1, '16.67%'],
      ['PC2', 2, '33.33%'],
      ['Examen', 3, '50%'],
    ]);
    expect(res.body.practices[2].evaluations).toEqual([{ _id: r.exam.evaluation, title: 'Examen final' }]);
    expect(res.body.passing_mark).toBe('11.00');
    const ana = res.body.students.find((s) => s.student._id === r.ana.id);
    expect(ana?.grades[2]).toEqual({ practice_id: r.practices.exam, grade: '16.00', source: 'evaluation', entered: null, evaluation: '16.00', pending: 0 });
    const beto = res.body.students.find((s) => s.student._id === r.beto.id);
    // Beto's short, large and file answers wait for a teacher
    expect(beto?.grades[2]).toMatchObject({ grade: '0.00', source: 'evaluation', pending: 3 });
  });

  it('computes the final grade by the weights, leaving out missing grades before the end (hand-counted)', async () => {
    expect((await set(r.teacher, { grade: 14 })).status).toBe(200);
    expect((await set(r.teacher, { practice_id: r.practices.pc2, grade: '17' })).status).toBe(200);
    const res = await set(r.coord, { user_id: r.beto.id, grade: 10.5 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(M.GRADE_SAVED);
    // Beto: (1 × 10.5 + 3 × 0) / 4 = 2.625 → 2.63, PC2 left out before the end: 'En curso', not yet 'Desaprobado'
    expect(res.body.row).toMatchObject({ student: { _id: r.beto.id }, final: '2.63', passed: false, status: 'in_progress' });
    // Ana: (1 × 14 + 2 × 17 + 3 × 16) / 6 = 16, every weight graded: 'Aprobado' before the end
    expect(await rowOf('Ana')).toMatchObject({ final: '16.00', passed: true, status: 'passed' });
  });

  it("lets the teacher's entered grade win over the evaluation's, and clearing it brings the evaluation's back", async () => {
    const entered = await set(r.teacher, { practice_id: r.practices.exam, grade: 18 });
    // (14 + 34 + 54) / 6 = 17
    expect(entered.body.row).toMatchObject({ final: '17.00' });
    expect(entered.body.row.grades[2]).toMatchObject({ grade: '18.00', source: 'entered', entered: '18.00', evaluation: '16.00' });
    const cleared = await set(r.teacher, { practice_id: r.practices.exam, grade: null });
    expect(cleared.body.row).toMatchObject({ final: '16.00' });
    expect(cleared.body.row.grades[2]).toMatchObject({ grade: '16.00', source: 'evaluation', entered: null });
  });

  it("reads the decimal comma Peru writes ('15,5') as the point (decision 0054)", async () => {
    const res = await set(r.teacher, { practice_id: r.practices.exam, grade: ' 15,5 ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.row.grades[2]).toMatchObject({ grade: '15.50', entered: '15.50' });
    expect((await set(r.teacher, { practice_id: r.practices.exam, grade: null })).status).toBe(200);
  });

  it('searches the rows by name and reads a module schedule as its course', async () => {
    expect((await book(r.coord, r.main, 'quis')).body.students.map((s) => s.student.name)).toEqual(['Ana']);
    expect((await book(admin, r.moduleSchedule)).body.course._id).toBe(r.main);
  });

  it('says why a grade is refused and changes nothing', async () => {
    const before = await r.t.snapshot();
    for (const grade of [20.5, 15.555, -1, 'abc', '', '20,5', '15,555', '1,2,3']) {
      expect(await set(r.teacher, { grade }), String(grade)).toMatchObject({ status: 400, body: { message: M.GRADE_RANGE } });
    }
    const otherProgramme = await set(r.teacher, { practice_id: r.t.fx.programmes.A.practice, grade: 12 });
    expect(otherProgramme).toMatchObject({ status: 400, body: { message: M.PRACTICE_NOT_OF_PROGRAMME } });
    const notInCourse = await set(r.teacher, { user_id: r.t.fx.users.studentA.id, grade: 12 });
    expect(notInCourse).toMatchObject({ status: 404, body: { message: M.STUDENT_NOT_ENROLLED } });
    expect((await set(r.teacher, { practice_id: r.t.fx.programmes.B.practice, grade: 12 })).status).toBe(404);
    expect(await r.t.snapshot()).toBe(before);
  });

  it('refuses a docente not named, the counter, a student, another entity and no token, changing nothing', async () => {
    const before = await r.t.snapshot();
    expect(await set(r.stranger, { grade: 12 })).toMatchObject({ status: 403, body: { message: M.NOT_TEACHER_OF_COURSE } });
    expect(await book(r.stranger)).toMatchObject({ status: 403, body: { message: M.NOT_TEACHER_OF_COURSE } });
    for (const token of [r.counter, r.ana.token]) {
      expect((await set(token, { grade: 12 })).status).toBe(403);
      expect((await book(token)).status).toBe(403);
    }
    expect((await set(r.teacher, { scheduled_id: r.t.fx.scheduleds.B.scheduled, grade: 12 })).status).toBe(403);
    expect((await book(r.teacher, r.t.fx.scheduleds.B.scheduled)).status).toBe(403);
    expect((await set(null, { grade: 12 })).status).toBe(401);
    expect((await book(null)).status).toBe(401);
    expect(await r.t.snapshot()).toBe(before);
  });
});

describe('getMyGrades', () => {
  it("answers the student's own grades and final grade, nothing of another student", async () => {
    const res = await r.t.call(grades.getMyGrades, { scheduled_id: r.main }, r.ana.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ course: { _id: r.main, ended: false }, passing_mark: '11.00', final: '16.00', passed: true });
    expect(res.body.practices.map((p) => p.porcent)).toEqual(['16.67%', '33.33%', '50%']);
    expect(res.body.grades.map((g) => g.grade)).toEqual(['14.00', '17.00', '16.00']);
    expect(JSON.stringify(res.body)).not.toContain(r.beto.id);
    const beto = await r.t.call(grades.getMyGrades, { scheduled_id: r.moduleSchedule }, r.beto.token);
    expect(beto.body).toMatchObject({ final: '2.63', passed: false });
  });

  it('refuses a course the student is not in (404), another entity, staff and no token', async () => {
    const fixtureStudent = await r.t.signIn(r.t.fx.users.studentA.email);
    expect(await r.t.call(grades.getMyGrades, { scheduled_id: r.main }, fixtureStudent)).toMatchObject({
      status: 404,
      body: { message: M.SCHEDULED_NOT_FOUND },
    });
    expect((await r.t.call(grades.getMyGrades, { scheduled_id: r.t.fx.scheduleds.B.scheduled }, r.ana.token)).status).toBe(403);
    expect((await r.t.call(grades.getMyGrades, { scheduled_id: r.main }, r.teacher)).status).toBe(403);
    expect((await r.t.call(grades.getMyGrades, { scheduled_id: r.main }, null)).status).toBe(401);
  });
});

describe("the entity's passing mark", () => {
  const settings = (token: string, body: Record<string, unknown>) =>
    r.t.callRaw(entities.updateEntity, { entity_id: r.t.fx.entityA, ...body }, token);

  it('counts a missing grade as 0 once the course has ended', async () => {
    await endCourse();
    // Beto: (1 × 10.5 + 2 × 0 + 3 × 0) / 6 = 1.75, no longer 'En curso'; Ana unchanged
    expect(await rowOf('Beto')).toMatchObject({ final: '1.75', passed: false, status: 'failed' });
    expect(await rowOf('Ana')).toMatchObject({ final: '16.00', passed: true });
    expect((await book()).body.course.ended).toBe(true);
  });

  it('takes the passing mark the entity admin sets, with its message out of range; the coordinador may not', async () => {
    const res = await settings(admin, { passing_mark: '16.5' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // the fixture entity issues certificates at any time (test/fixtures.ts); a new entity's default is 'course_end'
    expect(res.body.entity.grading).toEqual({ passing_mark: '16.50', certificate_rule: 'any_time' });
    expect(await rowOf('Ana')).toMatchObject({ final: '16.00', passed: false });
    expect((await settings(admin, { passing_mark: 20.5 })).body.message).toBe(M.PASSING_MARK_RANGE);
    expect((await settings(r.coord, { passing_mark: 10 })).status).toBe(403);
    await settings(admin, { passing_mark: 11 });
    expect((await book()).body.passing_mark).toBe('11.00');
  });
});
