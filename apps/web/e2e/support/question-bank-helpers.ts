// Helpers of the question bank journeys (question-bank/question-bank.spec.ts): a fresh module per journey and
// questions made through the API (so that journeys run in parallel and own what they change), and the locators of the
// question form.
import { courses, evaluations, type Input, questionBank } from '@edu/shared';
import { api } from './api';
import type { Locator, Page } from '@playwright/test';
import { sessionOf } from './admin-programmes-helpers';
import { programmeWithModules } from './coordinator-courses-helpers';
import { expect } from './fixtures';
import { heading } from './helpers';

export interface Bank {
  courseId: string;
  moduleId: string;
  moduleName: string;
}

export const bankPath = (bank: Bank) =>
  `/dashboard/coordinator/evaluations/${bank.courseId}/${bank.moduleId}/question_all`;

/** A programme with one module, made by the admin; the module's bank starts empty. */
export async function freshModule(page: Page): Promise<Bank> {
  const programme = await programmeWithModules(page, 1);
  const { token, entityId } = await sessionOf(page);
  const { courses: found } = await api(
    page,
    courses.getCourses,
    {
      entity_id: entityId,
      parent_course_id: programme.courseId,
      page: 1,
      docs: 10,
    },
    { token },
  );
  const [module] = found as { _id: string; name: string }[];
  return { courseId: programme.courseId, moduleId: module._id, moduleName: module.name };
}

export interface QuestionBody {
  title: string;
  question?: string;
  type?: Input<typeof questionBank.createQuestion>['type'];
  nivel?: Input<typeof questionBank.createQuestion>['nivel'];
  alternatives?: { value: string; correct: boolean }[];
}

/** A question of the module's bank made by the signed-in coordinador; answers its id. */
export async function questionThroughApi(page: Page, bank: Bank, body: QuestionBody): Promise<string> {
  const { token, entityId } = await sessionOf(page);
  const { question } = await api(
    page,
    questionBank.createQuestion,
    {
      entity: entityId,
      course_id: bank.moduleId,
      keywords: bank.moduleName,
      question: `<p>${body.title}</p>`,
      type: 'unique',
      nivel: 'medium',
      alternatives: [
        { value: 'Sí', correct: true },
        { value: 'No', correct: false },
      ],
      ...body,
    },
    { token },
  );
  return question._id;
}

/** An evaluation of 20 points holding the one question, so that the bank may no longer delete it. */
export async function evaluationWith(page: Page, bank: Bank, questionId: string) {
  const { token, entityId } = await sessionOf(page);
  await api(
    page,
    evaluations.createEvaluationManual,
    {
      entity: entityId,
      main_course: bank.courseId,
      course_id: bank.moduleId,
      title: 'Evaluación de la prueba',
      attempts: 1,
      duration_time: 30,
      arrayIds: [{ id: questionId, index: 0, points: 20 }],
    },
    { token },
  );
}

/** Opens the module's bank by its address and waits for its title. */
export async function openBank(page: Page, bank: Bank) {
  await page.goto(bankPath(bank));
  await expect(heading(page, `Banco de Preguntas del curso: ${bank.moduleName}`)).toBeVisible();
}

export const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** Picks an option of one of the dialog's selects (Tipo, Dificultad, Formato). */
export async function choose(dialog: Locator, select: string, option: string) {
  await dialog.getByRole('combobox', { name: select }).click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
}

interface MessageWatch {
  shownAt?: number;
  shownFor?: number;
}
type WatchedWindow = Window & { __inlineMessage?: MessageWatch };

/** Runs in the page: notes when an alert of the open dialog with `text` is shown and when it leaves. */
function watchInlineMessage(text: string) {
  const watch: MessageWatch = {};
  (window as WatchedWindow).__inlineMessage = watch;
  const isShown = () =>
    [...document.querySelectorAll('[role="dialog"] [role="alert"]')].some(
      (alert) => alert.textContent?.includes(text) && alert.checkVisibility(),
    );
  const observer = new MutationObserver(() => {
    const shown = isShown();
    if (shown && watch.shownAt === undefined) watch.shownAt = performance.now();
    if (!shown && watch.shownAt !== undefined) {
      watch.shownFor = performance.now() - watch.shownAt;
      observer.disconnect();
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
}

/**
 * Saves the question form and expects the alternatives' inline message, which leaves by itself (02 §5: 3 s). The page
 * notes when it shows and when it leaves: a busy machine may be slower than 3 s to look, the message is not (decision
 * 0059). Answers how long it stayed, in ms, once it has left (undefined before).
 */
export async function expectInlineMessage(dialog: Locator, text: string): Promise<() => Promise<number | undefined>> {
  const page = dialog.page();
  await page.evaluate(watchInlineMessage, text);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as WatchedWindow).__inlineMessage?.shownAt !== undefined), {
      message: `the inline message '${text}' is shown`,
    })
    .toBe(true);
  return () => page.evaluate(() => (window as WatchedWindow).__inlineMessage?.shownFor);
}
