// The programmes screen (02 §2.2, §4, §5, §8; docs/decisions/0012-programme-data.md): categories, and programmes with
// their form, as the entity admin sees them. The programme's own views are in admin-programmes-views.spec.ts.
import type { Locator } from '@playwright/test';
import {
  categoryItem,
  closeToast,
  courseRow,
  drawImage,
  openRowAction,
  programmeThroughApi,
  unique,
} from '../support/admin-programmes-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';

async function fillProgramme(dialog: Locator, name: string) {
  await dialog.getByLabel('Nombre del curso').fill(name);
  await dialog.getByLabel('Descripción').fill('Aprende a construir interfaces');
  await dialog.getByLabel('Público objetivo').fill('Estudiantes de secundaria');
  await dialog.getByRole('checkbox', { name: 'web' }).check();
  await dialog.getByRole('checkbox', { name: '3d' }).check();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));
});

test('creates a category and a programme with a cover; the form shows the rules of 02 §5', async ({ page }) => {
  const categoryName = unique('Robótica');
  const courseName = unique('Robots');
  await expect(heading(page, 'Programas')).toBeVisible();
  await expect(page.getByText('Seleccione una categoría')).toBeVisible();

  await page.getByRole('button', { name: 'Agregar categoría' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Nueva categoría' });
  await categoryDialog.getByLabel('Nombre').fill('   ');
  await categoryDialog.getByLabel('Descripción').fill('Robots y electrónica');
  await categoryDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(categoryDialog.getByText('No puede crear una categoría con espacios en blanco')).toBeVisible();
  await categoryDialog.getByLabel('Nombre').fill(categoryName);
  await categoryDialog.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'La categoría ha sido creada con éxito');
  // the new category is chosen: its header and an empty course list
  await expect(page.getByRole('heading', { level: 2, name: categoryName })).toBeVisible();
  await expect(page.getByText('Robots y electrónica')).toBeVisible();
  await expect(categoryItem(page, categoryName)).toContainText('0 cursos');
  await expect(page.getByRole('heading', { name: 'Listado de cursos' })).toBeVisible();

  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo curso' });
  await dialog.getByLabel('Nombre del curso').fill('   ');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('No puede crear un curso con espacios en blanco').first()).toBeVisible();
  await expect(dialog.getByText('Debe asignarle los tags al curso')).toBeVisible();
  await expect(dialog.getByText('Debe agregar la foto del curso')).toBeVisible();
  await expect(dialog.getByLabel('Categoría')).toHaveText(categoryName);

  await fillProgramme(dialog, courseName);
  await dialog.getByLabel('Precio de inscripción').fill('120');
  await dialog.getByLabel('Precio del curso').fill('850.5');
  await dialog.getByLabel('Precio del certificado').fill('45');
  await expect(dialog.getByLabel('Subtotal')).toHaveValue('S/ 1015.50');
  await dialog.getByLabel('Precio del certificado').fill('123456');
  await expect(dialog.getByLabel('Precio del certificado')).toHaveValue('12345');
  await dialog.getByLabel('Precio del certificado').fill('45');
  await dialog.getByLabel('Foto del curso').setInputFiles({
    name: 'portada.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawImage(page, 'image/jpeg', '#2e8b57'),
  });
  await expect(dialog.getByRole('img', { name: 'Vista previa' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Curso creado con éxito')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = courseRow(page, courseName);
  await expect(row.getByRole('cell')).toContainText([
    '',
    courseName,
    categoryName,
    'S/ 120.00',
    'S/ 850.50',
    'S/ 45.00',
    'Aprende a construir interfaces',
  ]);
  const cover = row.getByRole('img', { name: courseName });
  await expect(cover).toHaveAttribute('src', /\/files\/public\//);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  await expect(categoryItem(page, categoryName)).toContainText('1 curso');

  // the choice is in the address: a reload keeps it
  await page.reload();
  await expect(courseRow(page, courseName)).toBeVisible();
});

test('the free switch zeroes, clears and disables the prices; editing and deleting a programme', async ({ page }) => {
  const { categoryId, courseName } = await programmeThroughApi(page);
  const renamed = unique('Gratuito');
  await page.goto(`/dashboard/admin/courses?category=${categoryId}`);
  await openRowAction(page, courseName, 'Editar curso');
  const dialog = page.getByRole('dialog', { name: 'Editar curso' });
  await expect(dialog.getByLabel('Nombre del curso')).toHaveValue(courseName);
  await expect(dialog.getByLabel('Precio de inscripción')).toHaveValue('100');
  await expect(dialog.getByLabel('Subtotal')).toHaveValue('S/ 620.00');

  await dialog.getByLabel('Gratis').check();
  for (const label of ['Precio de inscripción', 'Precio del curso', 'Precio del certificado']) {
    await expect(dialog.getByLabel(label)).toHaveValue('');
    await expect(dialog.getByLabel(label)).toBeDisabled();
  }
  await expect(dialog.getByLabel('Subtotal')).toHaveValue('S/ 0.00');
  await dialog.getByLabel('Nombre del curso').fill(renamed);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Curso actualizado con éxito')).toBeVisible();
  await expect(courseRow(page, renamed).getByRole('cell')).toContainText([
    '',
    renamed,
    /Categoría/,
    'S/ 0.00',
    'S/ 0.00',
    'S/ 0.00',
  ]);

  // a free programme's modules have no price to set
  await openRowAction(page, renamed, 'Módulos');
  await page.getByRole('button', { name: 'Agregar módulo' }).click();
  const moduleDialog = page.getByRole('dialog', { name: 'Nuevo módulo' });
  await expect(moduleDialog.getByLabel('Precio del módulo')).toBeDisabled();
  await moduleDialog.getByLabel('Título del módulo').fill('Módulo abierto');
  await moduleDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Módulo creado con éxito')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Módulo abierto' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Gratis', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Volver a Programas' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/admin/courses\\?category=${categoryId}$`));
  await openRowAction(page, renamed, 'Eliminar curso');
  await page.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Curso eliminado con éxito')).toBeVisible();
  await expect(courseRow(page, renamed)).toHaveCount(0);
  await expect(page.getByText('No hay datos')).toBeVisible();
});

test('the built-in category has no Eliminar; a category with courses is kept; an empty one goes', async ({ page }) => {
  const { categoryName } = await programmeThroughApi(page);
  await categoryItem(page, 'General').click();
  await page.getByRole('button', { name: 'Opciones', exact: true }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Editar']);
  await page.keyboard.press('Escape');

  await categoryItem(page, categoryName).click();
  await page.getByRole('button', { name: 'Opciones', exact: true }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Editar', 'Eliminar']);
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('No se puede eliminar una categoría que tiene cursos')).toBeVisible();
  await expect(categoryItem(page, categoryName)).toBeVisible();

  // an empty category: edited, then deleted
  const emptyName = unique('Vacía');
  const renamed = unique('Renombrada');
  await page.getByRole('button', { name: 'Agregar categoría' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
  await dialog.getByLabel('Nombre').fill(emptyName);
  await dialog.getByLabel('Descripción').fill('Sin cursos');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: emptyName })).toBeVisible();
  await page.getByRole('button', { name: 'Opciones', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar categoría' });
  await expect(edit.getByLabel('Nombre')).toHaveValue(emptyName);
  await edit.getByLabel('Nombre').fill(renamed);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La categoría ha sido actualizada con éxito')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
  await page.getByRole('button', { name: 'Opciones', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Categoría eliminada con éxito')).toBeVisible();
  await expect(categoryItem(page, renamed)).toHaveCount(0);
  await expect(page.getByText('Seleccione una categoría')).toBeVisible();

  // the search on the left
  await page.getByLabel('Buscar categoría').fill('no-existe-ninguna');
  await expect(page.getByText('No hay categorías con ese nombre')).toBeVisible();
  await page.getByLabel('Buscar categoría').fill(categoryName);
  await expect(categoryItem(page, categoryName)).toBeVisible();
  await expect(categoryItem(page, 'General')).toHaveCount(0);
});
