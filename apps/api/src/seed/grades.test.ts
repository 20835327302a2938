// The demo grades of Colegio Andino, as the demo teacher sees them: their course, answers waiting in 'Por calificar' and
// a grade book with the first practice filled by its evaluation and the rest to fill (decision 0037).
import { grades } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { demoEntityId, seedDemo } from './seed-test-kit.js';
import { seedEvaluations } from './evaluations.js';
import { DEMO_TEACHER, seedGrades } from './grades.js';
import { DEMO_PASSWORD, seedPlatform } from './platform.js';
import { seedScheduleds } from './scheduleds.js';
import { seedStudents } from './students.js';

const { t } = useTestApp();
let teacher: string;
let entity: string;
beforeAll(async () => {
  await seedDemo(t, [seedPlatform, seedEvaluations, seedScheduleds, seedStudents, seedGrades]);
  teacher = await t.signIn(DEMO_TEACHER, DEMO_PASSWORD);
  entity = await demoEntityId(t);
});

describe('demo grades', () => {
  it("give the demo teacher 'Full Stack - Cusco' with short and large answers to grade", async () => {
    const courses = (await t.call(grades.getTeacherCourses, { entity_id: entity, page: 1 }, teacher)).body.courses;
    const course = courses.find((c) => c.name === 'Full Stack - Cusco');
    expect(course?.pending).toBe(4);
    const pending = await t.call(grades.getPendingAnswers, { scheduled_id: course?._id as string, page: 1 }, teacher);
    expect(pending.status, JSON.stringify(pending.body)).toBe(200);
    expect(pending.body.answers.map((a) => a.question.type).sort()).toEqual(['large', 'large', 'short', 'short']);
    expect(new Set(pending.body.answers.map((a) => a.student.name))).toEqual(new Set(['Renato', 'Camila']));
  });

  it('fill the first practice from its evaluation and leave the others to the teacher', async () => {
    const courses = (await t.call(grades.getTeacherCourses, { entity_id: entity, page: 1 }, teacher)).body.courses;
    const id = courses.find((c) => c.name === 'Full Stack - Cusco')?._id as string;
    const book = (await t.call(grades.getGradebook, { scheduled_id: id, page: 1 }, teacher)).body;
    expect(book.practices.map((p) => p.title)).toEqual(['Práctica calificada 1', 'Práctica calificada 2', 'Proyecto final']);
    expect(book.practices[1].evaluations.map((e) => e.title)).toEqual(['Práctica calificada 2 - CSS']);
    const sofia = book.students.find((s) => s.student.name === 'Sofía');
    // 5 + 5 (closed, right) + 4.5 + 4 (graded)
    expect(sofia?.grades.map((g) => g.grade)).toEqual(['18.50', null, null]);
    expect(sofia?.final).toBe('18.50');
    const renato = book.students.find((s) => s.student.name === 'Renato');
    expect(renato?.grades[0]).toMatchObject({ grade: '0.00', pending: 2 });
  });
});
