// The coordinator's scheduled courses (02 §2.13, docs/decisions/0017-scheduled-courses.md) and module scheduling (02
// §2.14, §4): schedule a course through its modal, edit and delete it; schedule modules in order inside the main
// course's dates.
import type { Page } from '@playwright/test';
import { closeToast, drawImage } from '../support/admin-programmes-helpers';
import { limaDay, plusDays, programmeWithModules, scheduledThroughApi, shown } from '../support/coordinator-courses-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.coordinator);
  await expect(page).toHaveURL(pathIs('/dashboard/coordinator/courses'));
});

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('schedules a course with a cover and a teacher, edits it and deletes it', async ({ page }) => {
  const programme = await programmeWithModules(page, 1);
  await page.reload();
  await expect(heading(page, 'Lista de Cursos Programados')).toBeVisible();
  for (const header of ['Imagen', 'Título', 'Categoría', 'Sede', 'Inicio', 'Fin']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const name = `Curso ${programme.courseName}`;
  const start = limaDay(3);
  const end = limaDay(60);

  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Programar Curso' });
  await expect(dialog.getByRole('combobox', { name: 'Programa' })).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: programme.categoryName, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Programa' }).click();
  await page.getByRole('option', { name: programme.courseName, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Sede' }).click();
  await page.getByRole('option', { name: 'Sede Cusco', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Nombre del curso' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Clases presenciales en Cusco');
  await expect(dialog.getByText('372 caracteres restantes')).toBeVisible();
  // the picker starts at today in Lima; a date typed before it is refused with the rule's text
  await expect(dialog.getByLabel('Fecha de inicio')).toHaveAttribute('min', limaDay(0));
  await dialog.getByLabel('Fecha de inicio').fill(limaDay(-1));
  await dialog.getByLabel('Fecha de fin').fill(end);
  await dialog.getByRole('combobox', { name: 'Docentes' }).click();
  await page.getByRole('option', { name: 'Fernando Castillo', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('combobox', { name: 'Docentes' })).toHaveText('Fernando Castillo');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'portada.png',
    mimeType: 'image/png',
    buffer: await drawImage(page, 'image/png', '#2e7d32'),
  });
  await dialog.getByLabel('Publicar').check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('La fecha de inicio no puede ser anterior a hoy')).toBeVisible();
  await dialog.getByLabel('Fecha de inicio').fill(start);
  await expect(dialog.getByLabel('Fecha de fin')).toHaveAttribute('min', start);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Curso programado correctamente');
  await expect(dialog).toBeHidden();

  await page.getByPlaceholder('Buscar por nombre...').fill(name);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, name)).toContainText(programme.categoryName);
  await expect(rowOf(page, name)).toContainText('Sede Cusco');
  await expect(rowOf(page, name)).toContainText(shown(start));
  await expect(rowOf(page, name)).toContainText(shown(end));
  await expect(rowOf(page, name).getByRole('img', { name })).toBeVisible();

  await page.getByRole('button', { name: `Opciones: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Editar curso' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Curso' });
  await expect(edit.getByRole('textbox', { name: 'Nombre del curso' })).toHaveValue(name);
  await expect(edit.getByRole('combobox', { name: 'Programa' })).toHaveText(programme.courseName);
  await expect(edit.getByRole('combobox', { name: 'Docentes' })).toHaveText('Fernando Castillo');
  await expect(edit.getByLabel('Fecha de inicio')).toHaveValue(start);
  const renamed = `${name} (editado)`;
  await edit.getByRole('textbox', { name: 'Nombre del curso' }).fill(renamed);
  await edit.getByLabel('Fecha de fin').fill(limaDay(90));
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Curso actualizado con éxito');
  await expect(edit).toBeHidden();
  await expect(rowOf(page, renamed)).toContainText(shown(limaDay(90)));

  await page.getByRole('button', { name: `Opciones: ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar curso' }).click();
  const notice = page.getByRole('dialog', { name: 'Aviso' });
  await expect(notice).toContainText('¿Está seguro de eliminar el Curso Programado?');
  await notice.getByRole('button', { name: 'Aceptar' }).click();
  await closeToast(page, 'Curso eliminada con éxito');
  await expect(rowOf(page, renamed)).toHaveCount(0);
});

test('schedules the modules in order inside the main course and edits one', async ({ page }) => {
  const programme = await programmeWithModules(page, 3);
  const mainStart = limaDay(5);
  const mainEnd = limaDay(120);
  const main = await scheduledThroughApi(page, programme, mainStart, mainEnd);
  await page.reload();
  await page.getByPlaceholder('Buscar por nombre...').fill(main.name);
  await page.getByRole('button', { name: `Opciones: ${main.name}` }).click();
  await page.getByRole('menuitem', { name: 'Programar módulos' }).click();
  await expect(page).toHaveURL(pathIs(`/dashboard/coordinator/modules/${main.id}`));
  await expect(heading(page, 'Programar módulos')).toBeVisible();
  await expect(page.getByRole('heading', { name: main.name })).toBeVisible();
  await expect(page.getByText(`Del ${shown(mainStart)} al ${shown(mainEnd)}`)).toBeVisible();
  await expect(page.getByText('Seleccione un módulo')).toBeVisible();

  const list = page.getByRole('navigation', { name: 'Módulos del curso' });
  const [first, second, third] = programme.modules as [string, string, string];
  const detail = (name: string) => page.getByRole('region', { name });
  await list.getByRole('button', { name: third }).click();
  await expect(detail(third)).toContainText('Debes programar el módulo anterior');
  await expect(detail(third).getByRole('button', { name: 'PROGRAMAR' })).toBeDisabled();

  await list.getByRole('button', { name: first }).click();
  await expect(detail(first)).toContainText('S/ 150.00');
  await expect(detail(first).getByText('no definido aun')).toHaveCount(2); // 02 §2 writes it without the accent (decision 0053)
  await detail(first).getByRole('button', { name: 'PROGRAMAR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Programar Módulo' });
  await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveValue(first);
  const startField = dialog.getByLabel('Fecha de inicio del curso');
  const endField = dialog.getByLabel('Fecha de fin del curso');
  await expect(startField).toHaveAttribute('min', mainStart);
  await expect(startField).toHaveAttribute('max', mainEnd);
  const firstStart = plusDays(mainStart, 1);
  const firstEnd = plusDays(mainStart, 20);
  await endField.fill(firstEnd);
  await startField.fill(firstStart);
  // a new start clears the end and becomes its minimum
  await expect(endField).toHaveValue('');
  await expect(endField).toHaveAttribute('min', firstStart);
  await endField.fill(firstEnd);
  await dialog.getByRole('button', { name: 'GUARDAR' }).click();
  await closeToast(page, 'Módulo programado correctamente');
  await expect(dialog).toBeHidden();
  await expect(detail(first)).toContainText(shown(firstStart));
  await expect(detail(first).getByRole('button', { name: 'EDITAR' })).toBeEnabled();

  // the second module starts two days after the first one ends, at the earliest
  await list.getByRole('button', { name: second }).click();
  await detail(second).getByRole('button', { name: 'PROGRAMAR' }).click();
  const next = page.getByRole('dialog', { name: 'Programar Módulo' });
  await expect(next.getByLabel('Fecha de inicio del curso')).toHaveAttribute('min', plusDays(firstEnd, 2));
  await expect(next.getByLabel('Fecha de fin del curso')).toHaveAttribute('min', plusDays(firstEnd, 2));
  await expect(next.getByLabel('Fecha de inicio del curso')).toHaveAttribute('max', mainEnd);
  await next.getByRole('button', { name: 'CANCELAR' }).click();
  await expect(next).toBeHidden();
  await list.getByRole('button', { name: third }).click();
  await expect(detail(third)).toContainText('Debes programar el módulo anterior');

  // a reload finds the main course again and keeps the selection
  await list.getByRole('button', { name: first }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: main.name })).toBeVisible();
  await detail(first).getByRole('button', { name: 'EDITAR' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Módulo' });
  await expect(edit.getByLabel('Fecha de inicio del curso')).toHaveValue(firstStart);
  await expect(edit.getByLabel('Fecha de fin del curso')).toHaveValue(firstEnd);
  await edit.getByLabel('Fecha de inicio del curso').fill(plusDays(mainStart, 2));
  await expect(edit.getByLabel('Fecha de fin del curso')).toHaveValue('');
  await edit.getByLabel('Fecha de fin del curso').fill(plusDays(mainStart, 10));
  await edit.getByRole('button', { name: 'GUARDAR' }).click();
  await closeToast(page, 'Módulo actualizado con éxito');
  await expect(detail(first)).toContainText(shown(plusDays(mainStart, 10)));
});
