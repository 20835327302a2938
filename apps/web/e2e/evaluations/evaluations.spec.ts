// The coordinator's evaluations (02 §2.15, §4, §5; docs/decisions/0019-evaluations-and-question-bank.md): category →
// programme → module, then an evaluation built from the module's bank under the 20-point rule, shown, edited and
// deleted, the panel's mode always in the address.
import type { Page } from '@playwright/test';
import { closeToast } from '../support/admin-programmes-helpers';
import { programmeWithModules } from '../support/coordinator-courses-helpers';
import {
  emptyCategory,
  evaluationThroughApi,
  modulePath,
  moduleWithBank,
  pointsOf,
  questionAt,
  questionBox,
} from './evaluations-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';

const EVALUATIONS = '/dashboard/coordinator/evaluations';
const NONE = 'No ha seleccionado una Evaluación';

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.coordinator);
});

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const panelForm = (page: Page) => page.getByRole('form');
const evaluationList = (page: Page) => page.getByRole('navigation', { name: 'Evaluaciones', exact: true });
const evaluationRows = (page: Page) => evaluationList(page).getByRole('list').getByRole('button');

async function searchCategory(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Buscar categoría' }).fill(name);
  await column(page, 'Categorías')
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
}

async function choose(page: Page, combobox: string, option: string) {
  await panelForm(page).getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('goes from a category to a programme to a module, with the empty texts of each step', async ({ page }) => {
  const empty = await emptyCategory(page);
  const withoutModules = await programmeWithModules(page, 0);
  const withModule = await programmeWithModules(page, 1);
  await page.goto(EVALUATIONS);
  await expect(heading(page, 'Evaluaciones por cursos principales')).toBeVisible();
  await expect(column(page, 'Cursos')).toContainText('Seleccione una categoría');
  await expect(column(page, 'Módulos')).toContainText('Seleccione un curso');

  await searchCategory(page, empty);
  await expect(column(page, 'Cursos')).toContainText('No hay cursos');
  await page.getByRole('searchbox', { name: 'Buscar categoría' }).fill('zz no existe ninguna');
  await expect(column(page, 'Categorías')).toContainText('No hay categorías con ese nombre');

  await searchCategory(page, withoutModules.categoryName);
  await expect(column(page, 'Categorías').getByText('1 curso', { exact: true })).toBeVisible();
  await column(page, 'Cursos').getByRole('button', { name: withoutModules.courseName }).click();
  await expect(column(page, 'Módulos')).toContainText('No hay módulos');

  await searchCategory(page, withModule.categoryName);
  await expect(column(page, 'Módulos')).toContainText('Seleccione un curso');
  await column(page, 'Cursos').getByRole('button', { name: withModule.courseName }).click();
  const moduleRow = column(page, 'Módulos').getByRole('listitem').filter({ hasText: withModule.modules[0] });
  await moduleRow.getByRole('link', { name: 'ver Evaluaciones' }).click();

  await expect(page).toHaveURL(new RegExp(`${EVALUATIONS}/${withModule.courseId}/[0-9a-f-]{36}$`));
  await expect(heading(page, withModule.modules[0] as string)).toBeVisible();
  await expect(page.getByText(`Programa: ${withModule.courseName}`)).toBeVisible();
  await expect(page.getByText(NONE)).toBeVisible();
  await expect(evaluationList(page)).toContainText('No hay evaluaciones');
  await expect(page.getByRole('link', { name: 'Banco de Preguntas' })).toHaveAttribute(
    'href',
    new RegExp(`${withModule.courseId}/[0-9a-f-]{36}/question_all$`),
  );

  // back to the columns with the same category and programme chosen
  await page.getByRole('link', { name: 'REGRESAR' }).click();
  await expect(column(page, 'Módulos').getByText(withModule.modules[0] as string)).toBeVisible();
});

test('builds an evaluation under the 20-point rule, shows it, edits it and deletes it', async ({ page }) => {
  test.slow(); // every mode of the panel, on a page that also holds the 'Publicadas' table (decision 0038)
  const bank = await moduleWithBank(page, ['easy', 'medium', 'hard']);
  const [first, second, third] = [0, 1, 2].map((i) => questionAt(bank, i));
  await page.goto(modulePath(bank));
  await expect(page.getByText(NONE)).toBeVisible();

  await page.getByRole('button', { name: 'Añadir nueva Evaluación' }).click();
  await expect(page).toHaveURL(pathIs(`${modulePath(bank)}/create`));
  const form = panelForm(page);
  await expect(form.getByRole('heading', { name: 'Nueva Evaluación' })).toBeVisible();
  // nothing filled in: the form says so once, and the total is still short of 20
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Completar todos los campos')).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: 'El total de puntos debe ser 20' })).toBeVisible();

  const title = `Examen parcial ${bank.moduleName.slice(-6)}`;
  await form.getByRole('textbox', { name: 'Título' }).fill(title);
  await choose(page, 'Intentos', '2');
  await choose(page, 'Duración (hh:mm)', '01:30');
  await form.getByRole('switch', { name: 'Orden aleatorio' }).check();
  // every field filled: the message goes as the form checks itself again
  await expect(form.getByText('Completar todos los campos')).toBeHidden();

  await questionBox(page, first.title).check();
  await questionBox(page, second.title).check();
  await pointsOf(page, first.title).fill('5');
  await pointsOf(page, second.title).fill('10');
  await expect(form.getByTestId('evaluation-total')).toHaveText('Total: 15 / 20');
  const below = form.getByRole('alert').filter({ hasText: 'El total de puntos debe ser 20' });
  await expect(below).toHaveClass(/MuiAlert-colorWarning/);
  await expect(form.getByTestId('nivel-easy')).toHaveText('Fácil 1');
  await expect(form.getByTestId('nivel-medium')).toHaveText('Normal 1');
  await expect(form.getByTestId('nivel-hard')).toHaveText('Difícil 0');

  await pointsOf(page, second.title).fill('20');
  await expect(form.getByTestId('evaluation-total')).toHaveText('Total: 25 / 20');
  const above = form.getByRole('alert').filter({ hasText: 'El máximo de puntos es 20' });
  await expect(above).toHaveClass(/MuiAlert-colorError/);
  await expect(below).toBeHidden();
  // a refused save stays in the form
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(pathIs(`${modulePath(bank)}/create`));

  // picking a question and leaving it again
  await questionBox(page, third.title).check();
  await expect(form.getByTestId('nivel-hard')).toHaveText('Difícil 1');
  await questionBox(page, third.title).uncheck();
  await closeToast(page, 'Pregunta eliminada de la evaluación');
  await expect(pointsOf(page, third.title)).toBeHidden();

  await pointsOf(page, second.title).fill('15');
  await expect(form.getByTestId('evaluation-total')).toHaveText('Total: 20 / 20');
  await expect(above).toBeHidden();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'La evaluación ha sido creada');

  // show mode, in the address too
  await expect(page).toHaveURL(new RegExp(`${modulePath(bank)}/show/[0-9a-f-]{36}$`));
  const shown = page.getByRole('region', { name: title });
  await expect(shown.getByRole('heading', { name: title })).toBeVisible();
  await expect(shown.getByRole('definition').filter({ hasText: '01:30' })).toBeVisible();
  await expect(shown.getByRole('checkbox', { name: 'Orden aleatorio' })).toBeChecked();
  await expect(shown.getByRole('checkbox', { name: 'Bloquear retorno' })).not.toBeChecked();
  await expect(shown.getByRole('row').filter({ hasText: first.title })).toContainText('5');
  await expect(shown.getByRole('row').filter({ hasText: second.title })).toContainText('15');
  await expect(shown.getByRole('row').filter({ hasText: third.title })).toHaveCount(0);
  await expect(shown.getByText('Total: 20 / 20')).toBeVisible();
  const row = evaluationList(page).getByRole('button', { name: new RegExp(title) });
  await expect(row).toContainText('2 preguntas · 01:30');
  await expect(row).toHaveAttribute('aria-current', 'true');
  // the address alone reopens it
  await page.reload();
  await expect(shown.getByRole('heading', { name: title })).toBeVisible();

  // update mode: the form starts from the saved evaluation
  await shown.getByRole('button', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`${modulePath(bank)}/update/[0-9a-f-]{36}$`));
  await expect(form.getByRole('heading', { name: 'Editar Evaluación' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
  await expect(form.getByRole('combobox', { name: 'Duración (hh:mm)' })).toHaveText('01:30');
  await expect(pointsOf(page, second.title)).toHaveValue('15');
  const renamed = `${title} (revisado)`;
  await form.getByRole('textbox', { name: 'Título' }).fill(renamed);
  await questionBox(page, third.title).check();
  await pointsOf(page, first.title).fill('6.5');
  await pointsOf(page, second.title).fill('6.5');
  await pointsOf(page, third.title).fill('7');
  await expect(form.getByTestId('evaluation-total')).toHaveText('Total: 20 / 20');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'La evaluación ha sido actualizada');
  const edited = page.getByRole('region', { name: renamed });
  await expect(edited.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(edited.getByRole('row').filter({ hasText: third.title })).toContainText('7');
  await expect(edited.getByTestId('nivel-hard')).toHaveText('Difícil 1');

  // delete: Cancelar returns to show, Aceptar removes it and the panel is empty again
  await edited.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Aviso' });
  await expect(confirm).toContainText('¿Está seguro de eliminar la Evaluación?');
  await expect(page).toHaveURL(new RegExp(`${modulePath(bank)}/delete/[0-9a-f-]{36}$`));
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${modulePath(bank)}/show/[0-9a-f-]{36}$`));
  await expect(edited.getByRole('heading', { name: renamed })).toBeVisible();
  await edited.getByRole('button', { name: 'Eliminar' }).click();
  await confirm.getByRole('button', { name: 'Aceptar' }).click();
  await closeToast(page, 'La evaluación ha sido eliminada');
  await expect(page).toHaveURL(pathIs(modulePath(bank)));
  await expect(page.getByText(NONE)).toBeVisible();
  await expect(evaluationList(page)).toContainText('No hay evaluaciones');
});

test('searches the evaluations by title and opens one from the list', async ({ page }) => {
  const bank = await moduleWithBank(page, ['easy', 'hard']);
  const suffix = bank.moduleName.slice(-6);
  await evaluationThroughApi(page, bank, `Práctica inicial ${suffix}`);
  await evaluationThroughApi(page, bank, `Examen final ${suffix}`);
  await page.goto(modulePath(bank));
  const list = evaluationList(page);
  await expect(evaluationRows(page)).toHaveText([
    new RegExp(`^Examen final ${suffix}`),
    new RegExp(`^Práctica inicial ${suffix}`),
  ]);
  await page.getByRole('searchbox', { name: 'Buscar evaluación' }).fill('examen');
  await expect(evaluationRows(page)).toHaveText([new RegExp(`^Examen final ${suffix}`)]);
  await list.getByRole('button', { name: new RegExp(`Examen final ${suffix}`) }).click();
  await expect(page).toHaveURL(new RegExp(`${modulePath(bank)}/show/[0-9a-f-]{36}$`));
  await expect(page.getByRole('region', { name: `Examen final ${suffix}` })).toContainText('00:30');
  await expect(page.getByRole('region', { name: `Examen final ${suffix}` })).toContainText('Total: 20 / 20');
});

test("lists the demo module's evaluations in preparation, never its published one", async ({ page }) => {
  await page.goto(EVALUATIONS);
  await column(page, 'Categorías')
    .getByRole('button', { name: /^Tecnología/ })
    .click();
  await column(page, 'Cursos').getByRole('button', { name: 'Desarrollo Web Full Stack' }).click();
  const moduleRow = column(page, 'Módulos').getByRole('listitem').filter({ hasText: 'JavaScript moderno' });
  await moduleRow.getByRole('link', { name: 'ver Evaluaciones' }).click();
  await expect(heading(page, 'JavaScript moderno')).toBeVisible();
  // other journeys may add to the demo module: only the demo's own evaluations are asserted
  const list = evaluationList(page);
  await expect(list.getByRole('button', { name: /^Examen parcial - JavaScript moderno/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /^Práctica calificada 1 - Fundamentos de JavaScript/ })).toBeVisible();
  await expect(list).not.toContainText('Evaluación de entrada');
});
