// 'Publicar' and 'Publicadas' in the coordinator's evaluation panel (04 §2.4; docs/decisions/0036, 0038 and 0048): a
// window in Lima time, a graded practice and when the student sees the grade, the evaluation leaving the list for
// 'Publicadas' with no results yet, its window moved from the row, and the server's refusals shown in its own words.
import { courses } from '@edu/shared';
import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { closeToast, sessionOf, unique } from '../support/admin-programmes-helpers';
import { evaluationThroughApi, type ModuleWithBank, modulePath, moduleWithBank } from './evaluations-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, signIn } from '../support/helpers';
import { tokenOf } from '../support/students-helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.coordinator);
});

const evaluationList = (page: Page) => page.getByRole('navigation', { name: 'Evaluaciones', exact: true });
const published = (page: Page) => page.getByRole('table', { name: 'Publicadas' });
const publishedRow = (page: Page, title: string) => published(page).getByRole('row').filter({ hasText: title });

/** A graded practice of the bank's programme, made by the entity's admin (the coordinador only reads them). */
async function practiceOf(page: Page, bank: ModuleWithBank, title: string) {
  const { entityId } = await sessionOf(page);
  const token = await tokenOf(page, ACCOUNTS.admin);
  const { qualifiedPractice } = await api(
    page,
    courses.createQualifiedPractice,
    { entity: entityId, course: bank.courseId, title, weight: '2' },
    { token },
  );
  return { id: qualifiedPractice._id, title, token };
}

async function openPublish(page: Page, bank: ModuleWithBank, title: string) {
  await page.goto(modulePath(bank));
  await evaluationList(page)
    .getByRole('button', { name: new RegExp(title) })
    .click();
  await page.getByRole('region', { name: title }).getByRole('button', { name: 'Publicar' }).click();
  const dialog = page.getByRole('dialog', { name: `Publicar: ${title}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('publishes a 20-point evaluation with its window and practice; it moves to Publicadas, and its window moves', async ({
  page,
}) => {
  test.slow(); // publishing, the list, and publishing again
  const bank = await moduleWithBank(page, ['easy', 'hard']);
  const title = unique('Examen final');
  await evaluationThroughApi(page, bank, title);
  const practice = await practiceOf(page, bank, unique('Examen'));

  const dialog = await openPublish(page, bank, title);
  // the module is scheduled nowhere: no defaults, and the dialog says so
  await expect(dialog).toContainText('El módulo no está programado: elija las fechas');
  await expect(dialog.getByLabel('Apertura')).toHaveValue('');
  // a closing before the opening is refused before anything is sent
  await dialog.getByLabel('Apertura').fill('2030-05-01T08:00');
  await dialog.getByLabel('Cierre').fill('2030-04-30T23:00');
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(dialog.getByText('La fecha de cierre debe ser posterior a la de apertura')).toBeVisible();
  await dialog.getByLabel('Cierre').fill('2030-05-03T22:30');
  await dialog.getByRole('combobox', { name: 'Práctica calificada' }).click();
  await page.getByRole('option', { name: new RegExp(`^${practice.title}`) }).click();
  // one attempt: the grade shows on submitting unless the coordinator says otherwise (decision 0048)
  const showGrade = dialog.getByRole('combobox', { name: 'El estudiante ve su nota' });
  await expect(showGrade).toContainText('Al entregar');
  await showGrade.click();
  await page.getByRole('option', { name: 'Cuando cierre la evaluación' }).click();
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await closeToast(page, 'La evaluación ha sido publicada');
  await expect(dialog).toBeHidden();

  // it left the list of evaluations in preparation and the panel, and shows in 'Publicadas' with no results yet
  await expect(page.getByText('No ha seleccionado una Evaluación')).toBeVisible();
  await expect(evaluationList(page)).not.toContainText(title);
  const row = publishedRow(page, title);
  await expect(row).toContainText('01/05/2030 08:00 – 03/05/2030 22:30');
  await expect(row).toContainText(practice.title);
  await expect(row.getByRole('cell')).toHaveText([
    title,
    /01\/05\/2030/,
    practice.title,
    '0',
    '—',
    '—',
    '—',
    /Cambiar fechas/,
  ]);

  // republished from the row: the dialog starts from the current window and practice
  await row.getByRole('button', { name: 'Cambiar fechas' }).click();
  const again = page.getByRole('dialog', { name: `Cambiar fechas: ${title}` });
  await expect(again.getByLabel('Apertura')).toHaveValue('2030-05-01T08:00');
  await expect(again.getByLabel('Cierre')).toHaveValue('2030-05-03T22:30');
  await expect(again.getByRole('combobox', { name: 'Práctica calificada' })).toContainText(practice.title);
  await expect(again.getByRole('combobox', { name: 'El estudiante ve su nota' })).toContainText(
    'Cuando cierre la evaluación',
  );
  await again.getByLabel('Cierre').fill('2030-05-10T23:59');
  await again.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Las fechas de la evaluación han sido actualizadas');
  await expect(row).toContainText('01/05/2030 08:00 – 10/05/2030 23:59');
  // the address alone shows it again
  await page.reload();
  await expect(publishedRow(page, title)).toContainText('10/05/2030 23:59');
});

test("shows the server's refusal in its words and keeps the evaluation in the list", async ({ page }) => {
  const bank = await moduleWithBank(page, ['medium']);
  const title = unique('Práctica');
  await evaluationThroughApi(page, bank, title, 2);
  const practice = await practiceOf(page, bank, unique('Tarea'));

  const dialog = await openPublish(page, bank, title);
  // two attempts: the grade waits for the closing by default, and the dialog says why
  await expect(dialog.getByRole('combobox', { name: 'El estudiante ve su nota' })).toContainText(
    'Cuando cierre la evaluación',
  );
  await expect(dialog).toContainText('Con más de un intento, ver la nota al entregar deja deducir');
  await dialog.getByLabel('Apertura').fill('2030-06-01T00:00');
  await dialog.getByLabel('Cierre').fill('2030-06-02T23:59');
  await dialog.getByRole('combobox', { name: 'Práctica calificada' }).click();
  await page.getByRole('option', { name: new RegExp(`^${practice.title}`) }).click();
  // the practice is deleted while the dialog is open: the server refuses it, and the dialog stays with what was typed
  await api(page, courses.deleteQualifiedPractice, { qualified_practice: practice.id }, { token: practice.token });
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await closeToast(page, 'La práctica calificada no pertenece al programa de la evaluación');
  await expect(dialog.getByText('La práctica calificada no pertenece al programa de la evaluación')).toBeVisible();
  await expect(dialog.getByLabel('Cierre')).toHaveValue('2030-06-02T23:59');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(evaluationList(page).getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(publishedRow(page, title)).toHaveCount(0);
});

test("offers the module schedule's days as the window, from 00:00 to 23:59 in Lima", async ({ page }) => {
  // the demo module is scheduled; its evaluation in preparation is only looked at, not published
  const { entityId, token } = await sessionOf(page);
  const { courses: programmes } = await api(
    page,
    courses.getCourses,
    { entity_id: entityId, page: 1, docs: 100, query: { field: 'name', search: 'Desarrollo Web Full Stack' } },
    { token },
  );
  const programme = programmes.find((c) => c.name === 'Desarrollo Web Full Stack');
  const { courses: modules } = await api(
    page,
    courses.getCourses,
    { entity_id: entityId, parent_course_id: programme?._id ?? '', page: 1, docs: 100 },
    { token },
  );
  const module = modules.find((c) => c.name === 'JavaScript moderno');
  await page.goto(`/dashboard/coordinator/evaluations/${programme?._id}/${module?._id}`);
  const title = 'Examen parcial - JavaScript moderno';
  await evaluationList(page)
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .click();
  await page.getByRole('region', { name: title }).getByRole('button', { name: 'Publicar' }).click();
  const dialog = page.getByRole('dialog', { name: `Publicar: ${title}` });
  await expect(dialog.getByLabel('Apertura')).toHaveValue(/^\d{4}-\d{2}-\d{2}T00:00$/);
  await expect(dialog.getByLabel('Cierre')).toHaveValue(/^\d{4}-\d{2}-\d{2}T23:59$/);
  await expect(dialog).not.toContainText('El módulo no está programado');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  // the demo's published evaluation is in 'Publicadas'
  await expect(publishedRow(page, 'Evaluación de entrada')).toBeVisible();
});
