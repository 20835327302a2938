// Helpers of the evaluations journeys (evaluations.spec.ts): a programme whose module has its own question bank, made
// through the API so that a journey owns what it changes and journeys can run side by side.
import { courses, evaluations, questionBank } from '@edu/shared';
import { api } from '../support/api';
import type { Page } from '@playwright/test';
import { sessionOf, unique } from '../support/admin-programmes-helpers';
import { type Programme, programmeWithModules } from '../support/coordinator-courses-helpers';
import { ACCOUNTS } from '../support/helpers';
import { tokenOf } from '../support/students-helpers';

type Difficulty = 'easy' | 'medium' | 'hard';

export interface BankQuestion {
  id: string;
  title: string;
  nivel: Difficulty;
}

export interface ModuleWithBank extends Programme {
  moduleId: string;
  moduleName: string;
  questions: BankQuestion[];
}

/** A category with no programme, made by the entity's admin. */
export async function emptyCategory(page: Page): Promise<string> {
  const { entityId } = await sessionOf(page);
  const token = await tokenOf(page, ACCOUNTS.admin);
  const name = unique('Categoría vacía');
  await api(
    page,
    courses.createCategory,
    {
      entity_id: entityId,
      name,
      description: 'Sin programas',
    },
    { token },
  );
  return name;
}

/** The ids of a programme's modules, as the signed-in coordinator reads them. */
async function moduleIdsOf(page: Page, courseId: string): Promise<string[]> {
  const { token, entityId } = await sessionOf(page);
  const { courses: found } = await api(
    page,
    courses.getCourses,
    {
      entity_id: entityId,
      parent_course_id: courseId,
      page: 1,
      docs: 100,
    },
    { token },
  );
  return found.map((course) => course._id);
}

/**
 * A programme of one module whose bank holds one unique-choice question per difficulty given, created by the
 * signed-in coordinator (newest last).
 */
export async function moduleWithBank(page: Page, difficulties: readonly Difficulty[]): Promise<ModuleWithBank> {
  const programme = await programmeWithModules(page, 1);
  const [moduleId] = await moduleIdsOf(page, programme.courseId);
  const moduleName = programme.modules[0] as string;
  const { token, entityId } = await sessionOf(page);
  const questions: BankQuestion[] = [];
  for (const [i, nivel] of difficulties.entries()) {
    const title = `Pregunta ${i + 1} ${moduleName.slice(-6)}`;
    const { question } = await api(
      page,
      questionBank.createQuestion,
      {
        entity: entityId,
        course_id: moduleId,
        keywords: moduleName,
        title,
        question: `<p>¿Cuál es la respuesta ${i + 1}?</p>`,
        type: 'unique',
        nivel,
        alternatives: [
          { value: 'La correcta', correct: true },
          { value: 'La incorrecta', correct: false },
        ],
      },
      { token },
    );
    questions.push({ id: question._id, title, nivel });
  }
  return { ...programme, moduleId: moduleId as string, moduleName, questions };
}

/** An evaluation of 20 points over the given questions, created by the signed-in coordinator. */
export async function evaluationThroughApi(page: Page, bank: ModuleWithBank, title: string, attempts = 1) {
  const { token, entityId } = await sessionOf(page);
  // in hundredths, so that three questions make 6.66 + 6.66 + 6.68 and never 19.99
  const share = Math.floor(2000 / bank.questions.length);
  const last = 2000 - share * (bank.questions.length - 1);
  const { evaluation } = await api(
    page,
    evaluations.createEvaluationManual,
    {
      entity: entityId,
      main_course: bank.courseId,
      course_id: bank.moduleId,
      title,
      attempts,
      duration_time: 30,
      arrayIds: bank.questions.map((question, index) => ({
        id: question.id,
        index,
        points: (index === bank.questions.length - 1 ? last : share) / 100,
      })),
    },
    { token },
  );
  return evaluation._id as string;
}

export function questionAt(bank: ModuleWithBank, index: number): BankQuestion {
  const question = bank.questions[index];
  if (!question) throw new Error(`the bank has no question ${index}`);
  return question;
}

export const modulePath = (bank: ModuleWithBank) =>
  `/dashboard/coordinator/evaluations/${bank.courseId}/${bank.moduleId}`;

/** The box that picks a question into the evaluation, by its title. */
export const questionBox = (page: Page, title: string) => page.getByRole('checkbox', { name: title });

export const pointsOf = (page: Page, title: string) =>
  page.getByRole('spinbutton', { name: `Puntos de la pregunta: ${title}` });
