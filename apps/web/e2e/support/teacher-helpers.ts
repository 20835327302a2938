// Helpers of the teacher's journey (grades/teacher.spec.ts): a course that names the signed-in teacher, with two graded
// practices, a published evaluation of one short question counting for the first, and a student who answered it, so
// that an answer waits in 'Por calificar'. All made through the API, so that the journey owns what it changes.
import { attempts, courses, evaluations, materials, questionBank, scheduleds } from '@edu/shared';
import type { Page } from '@playwright/test';
import { sessionOf, tinyPdf, unique } from './admin-programmes-helpers';
import { api } from './api';
import { limaDay, plusDays } from './coordinator-courses-helpers';
import { ACCOUNTS } from './helpers';
import { enrolThroughApi, entityStudent, mainScheduled, programmeOf, type Student, tokenOf } from './students-helpers';

export interface CourseToGrade {
  name: string;
  student: Student;
  evaluation: string;
  question: string;
  /** the question's 'Respuesta modelo / rúbrica', for the teacher */
  modelAnswer: string;
  answer: string;
  /** the practice the evaluation counts for, and one graded by hand */
  examPractice: string;
  workPractice: string;
  /** a second student, enrolled only (no answer, no grade): the grid's second row */
  classmate: Student;
  /** the module and its two materials: a PDF and a link (decision 0054) */
  module: string;
  materials: { pdf: string; link: string };
}

const HOUR = 3_600_000;

/** Made by the entity's admin, for the teacher signed in on `page`. */
export async function courseToGrade(page: Page): Promise<CourseToGrade> {
  const { entityId } = await sessionOf(page);
  const teacherId = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').user._id as string);
  const token = await tokenOf(page, ACCOUNTS.admin);
  const { programmeId, campusId } = await programmeOf(page, token, entityId);
  const name = unique('Curso del docente');
  const start = limaDay(0);
  const main = await mainScheduled(page, token, {
    entityId,
    programmeId,
    campusId,
    name,
    start,
    teacherIds: [teacherId],
  });
  const { course: module } = await api(
    page,
    courses.createCourse,
    {
      entity_id: entityId,
      alias: 'modulo',
      parent_course_id: programmeId,
      name: `Módulo ${name.slice(-6)}`,
      price: { course_price: '150' },
    },
    { token },
  );
  await api(
    page,
    scheduleds.createScheduled,
    {
      type_of_scheduled: 'children',
      entity_id: entityId,
      course_id: module._id,
      campus_id: campusId as string,
      main_scheduled: main._id,
      parent_scheduled: main._id,
      start_date: start,
      end_date: plusDays(start, 10),
    },
    { token },
  );
  const practice = async (title: string) =>
    (
      await api(
        page,
        courses.createQualifiedPractice,
        { entity: entityId, course: programmeId, title, weight: '1' },
        { token },
      )
    ).qualifiedPractice._id;
  const examPractice = unique('Examen');
  const workPractice = unique('Trabajo');
  const examId = await practice(examPractice);
  await practice(workPractice);

  const question = `Explique el cierre ${name.slice(-6)}`;
  const modelAnswer = 'Una función que recuerda las variables de su ámbito léxico';
  const { question: created } = await api(
    page,
    questionBank.createQuestion,
    {
      entity: entityId,
      course_id: module._id,
      keywords: module.name,
      title: question,
      question: '<p>¿Qué es un <strong>cierre</strong> en JavaScript?</p>',
      type: 'short',
      nivel: 'medium',
      alternatives: [],
      model_answer: modelAnswer,
    },
    { token },
  );
  const evaluation = unique('Examen corto');
  const { evaluation: made } = await api(
    page,
    evaluations.createEvaluationManual,
    {
      entity: entityId,
      main_course: programmeId,
      course_id: module._id,
      title: evaluation,
      attempts: 1,
      duration_time: 30,
      arrayIds: [{ id: created._id, index: 0, points: 20 }],
    },
    { token },
  );
  const now = Date.now();
  await api(
    page,
    evaluations.publishEvaluation,
    {
      evaluation_id: made._id,
      entity: entityId,
      opens_at: new Date(now - HOUR).toISOString(),
      closes_at: new Date(now + 24 * HOUR).toISOString(),
      practice_id: examId,
    },
    { token },
  );

  const materialFields = { entity_id: entityId, course_id: module._id, description: 'Para la primera semana' };
  const pdf = unique('Guía');
  await api(page, materials.addMaterials, { ...materialFields, title: pdf }, {
    token,
    files: { files: { name: 'guia.pdf', mimeType: 'application/pdf', buffer: tinyPdf(pdf) } },
  });
  const link = unique('Lecturas');
  await api(
    page,
    materials.addMaterials,
    { ...materialFields, title: link, type: 'url', url: 'https://developer.mozilla.org/es/', name_file: 'MDN' },
    { token },
  );

  const student = await entityStudent(page);
  await enrolThroughApi(page, student, [main._id], 'total');
  const classmate = await entityStudent(page);
  await enrolThroughApi(page, classmate, [main._id], 'total');
  const studentToken = await tokenOf(page, student.email);
  const answer = 'Una función que recuerda las variables del lugar donde fue creada.';
  const { attempt } = await api(page, attempts.startAttempt, { evaluation_id: made._id }, { token: studentToken });
  await api(
    page,
    attempts.saveAnswer,
    { attempt_id: attempt._id, question_id: created._id, answer },
    { token: studentToken },
  );
  await api(page, attempts.submitAttempt, { attempt_id: attempt._id }, { token: studentToken });
  return {
    name,
    student,
    evaluation,
    question,
    modelAnswer,
    answer,
    examPractice,
    workPractice,
    classmate,
    module: module.name,
    materials: { pdf, link },
  };
}
