// Helpers of the evaluation journeys on a phone (attempts.spec.ts): a course of one module the registered
// student is enrolled in, and an evaluation of it made and published through the API by the coordinator, so that a
// journey owns what it changes and journeys run side by side.
import { type EvaluationOption, evaluations, questionBank } from '@edu/shared';
import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { sessionOf, unique } from '../support/admin-programmes-helpers';
import { ACCOUNTS } from '../support/helpers';
import { type Course, enrolThroughApi, scheduledCourse, tokenOf } from '../support/students-helpers';

export interface QuestionSpec {
  type: 'unique' | 'multiple' | 'short';
  title: string;
  /** the statement, HTML as the bank's editor writes it */
  statement: string;
  points: number;
  alternatives?: { value: string; correct: boolean }[];
}

export interface TakenCourse {
  course: Course;
  evaluationId: string;
  title: string;
}

/**
 * For the student signed in on `page`: a scheduled course of one module they are enrolled in (the admin's
 * 'Inscribir', every module unlocked), and a 20-point evaluation of that module open from an hour ago for two days.
 */
export async function enrolledWithEvaluation(
  page: Page,
  questions: QuestionSpec[],
  over: { options?: Partial<Record<EvaluationOption, boolean>>; attempts?: number } = {},
): Promise<TakenCourse> {
  const { entityId } = await sessionOf(page);
  const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').user._id as string);
  const course = await scheduledCourse(page, 1);
  const module = course.modules[0];
  if (!module) throw new Error('the course has no module');
  await enrolThroughApi(page, { id: userId, name: '', lastname: '', email: '' }, [course.id], 'total');
  const token = await tokenOf(page, ACCOUNTS.coordinator);
  const chosen = [];
  for (const [index, q] of questions.entries()) {
    const { question } = await api(
      page,
      questionBank.createQuestion,
      {
        entity: entityId,
        course_id: module.courseId,
        keywords: module.name,
        title: q.title,
        question: q.statement,
        type: q.type,
        nivel: 'easy',
        alternatives: q.alternatives ?? [],
      },
      { token },
    );
    chosen.push({ id: question._id, index, points: q.points });
  }
  const title = unique('Evaluación');
  const { evaluation } = await api(
    page,
    evaluations.createEvaluationManual,
    {
      entity: entityId,
      main_course: course.programmeId,
      course_id: module.courseId,
      title,
      attempts: over.attempts ?? 1,
      duration_time: 30,
      // the options not given are false (the contract's default)
      options: { ...over.options },
      arrayIds: chosen,
    },
    { token },
  );
  const now = Date.now();
  await api(
    page,
    evaluations.publishEvaluation,
    {
      evaluation_id: evaluation._id,
      opens_at: new Date(now - 3_600_000).toISOString(),
      closes_at: new Date(now + 2 * 86_400_000).toISOString(),
    },
    { token },
  );
  return { course, evaluationId: evaluation._id, title };
}
