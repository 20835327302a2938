// 'Repositorio' of the entity admin (02 §2.6, §4, §5, §8): upload (file with progress and cancel, or a public link
// with a price), the blank-text rule, edit and delete.
import type { Page } from '@playwright/test';
import { tinyPdf, unique } from '../support/admin-programmes-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, holdCalls, isUpload, pathIs, signIn } from '../support/helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/dashboard/admin/repository');
  await expect(page).toHaveURL(pathIs('/dashboard/admin/repository'));
  await expect(heading(page, 'Repositorio')).toBeVisible();
});

const search = (page: Page, text: string) => page.getByPlaceholder('Buscar por nombre...').fill(text);
const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** Opens 'Subir material de clases' and fills the texts and the first category. */
async function openUpload(page: Page, title: string, description = 'Material de consulta') {
  await page.getByRole('button', { name: 'Agregar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subir material de clases' });
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Descripción').fill(description);
  await dialog.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option').first().click();
  return dialog;
}

test('a private PDF with its progress, a cancelled upload and a priced public link', async ({ page }) => {
  // a private PDF: 'Gratis', and its title opens the file in a new tab
  const pdfTitle = unique('Guía PDF');
  let dialog = await openUpload(page, pdfTitle);
  await dialog.getByRole('button', { name: 'Subir' }).click();
  await expect(dialog.getByText('No puede crear un material sin algún material')).toBeVisible();
  await dialog.getByLabel('Seleccionar archivo').setInputFiles({
    name: 'guia.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('Guia del repositorio'),
  });
  await expect(dialog.getByText('guia.pdf')).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Hacer público' })).not.toBeChecked();
  await expect(dialog.getByLabel('Precio')).toHaveCount(0);
  // the percent shows while the bytes travel
  let release = await holdCalls(page, '**/v5.0.1/api/materials', { when: isUpload });
  await dialog.getByRole('button', { name: 'Subir' }).click();
  await expect(dialog.getByText(/^\d+%$/)).toBeVisible();
  await release();
  await expect(page.getByText('El archivo ha sido subido correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await search(page, pdfTitle);
  const pdfRow = rowOf(page, pdfTitle);
  await expect(pdfRow).toHaveCount(1);
  await expect(pdfRow.getByRole('cell', { name: 'Gratis' })).toBeVisible();
  await expect(pdfRow.getByRole('cell', { name: 'Colegio Andino' })).toBeVisible();
  await expect(pdfRow.getByRole('cell', { name: 'Andrés Mamani' })).toBeVisible();
  await expect(pdfRow.getByRole('cell', { name: new Date().toLocaleDateString('es-PE') })).toBeVisible();
  const link = pdfRow.getByRole('link', { name: pdfTitle });
  await expect(link).toHaveAttribute('target', '_blank');
  const served = page.context().waitForEvent('response', (r) => r.url().includes('/files/private/'));
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  expect((await served).status()).toBe(200);
  await popup.close();

  // a few MB cancelled on the way: nothing is stored, no error toast
  const bigTitle = unique('Video pesado');
  dialog = await openUpload(page, bigTitle);
  const big = tinyPdf('Grande');
  await dialog.getByLabel('Seleccionar archivo').setInputFiles({
    name: 'grande.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([big, Buffer.alloc(4 * 1024 * 1024, 0x20)]),
  });
  release = await holdCalls(page, '**/v5.0.1/api/materials', { abort: true, when: isUpload });
  await dialog.getByRole('button', { name: 'Subir' }).click();
  await expect(dialog.getByText(/^\d+%$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar subida' }).click();
  await expect(dialog.getByRole('button', { name: 'Cancelar subida' })).toBeHidden();
  await release();
  await expect(dialog.getByLabel('Título')).toHaveValue(bigTitle);
  await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await search(page, bigTitle);
  await expect(page.getByText('No hay datos')).toBeVisible();
  await expect(page.getByText('Hubo un error, no se subieron los archivos.')).toHaveCount(0);

  // a public link with a price
  const linkTitle = unique('Enlace de pago');
  dialog = await openUpload(page, linkTitle);
  await dialog.getByRole('button', { name: 'Enlace' }).click();
  await dialog.getByLabel('Dirección del enlace (URL)').fill('https://example.com/recurso');
  await dialog.getByLabel('Nombre del enlace').fill('Recurso externo');
  await dialog.getByRole('switch', { name: 'Hacer público' }).check();
  await dialog.getByLabel('Precio').fill('25');
  await dialog.getByRole('button', { name: 'Subir' }).click();
  await expect(page.getByText('El archivo ha sido subido correctamente').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await search(page, linkTitle);
  const linkRow = rowOf(page, linkTitle);
  await expect(linkRow.getByRole('cell', { name: 'S/ 25.00' })).toBeVisible();
  await expect(linkRow.getByRole('link', { name: linkTitle })).toHaveAttribute('href', 'https://example.com/recurso');
});

test('a blank title is refused; a material is edited and then deleted through "Aviso"', async ({ page }) => {
  let dialog = await openUpload(page, '   ');
  await dialog.getByRole('button', { name: 'Subir' }).click();
  await expect(dialog.getByText('No puede crear un archivo con espacios en blanco')).toBeVisible();

  const title = unique('Lectura');
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Seleccionar archivo').setInputFiles({
    name: 'lectura.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('Lectura'),
  });
  await dialog.getByRole('button', { name: 'Subir' }).click();
  await expect(page.getByText('El archivo ha sido subido correctamente')).toBeVisible();
  await search(page, title);
  await expect(rowOf(page, title)).toHaveCount(1);

  // edit: a blank title is refused, then the new title is saved (the file stays)
  await page.getByRole('button', { name: `Actualizar material: ${title}` }).click();
  dialog = page.getByRole('dialog', { name: 'Editar material de clases' });
  await expect(dialog.getByLabel('Título')).toHaveValue(title);
  await dialog.getByLabel('Título').fill('  ');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('No puede editar un material con espacios en blanco')).toBeVisible();
  const edited = `${title} editada`;
  await dialog.getByLabel('Título').fill(edited);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El archivo ha sido editado correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, edited).getByRole('link', { name: edited })).toBeVisible();

  // delete through 'Aviso'
  await page.getByRole('button', { name: `Eliminar material: ${edited}` }).click();
  const notice = page.getByRole('dialog', { name: 'Aviso' });
  await expect(notice.getByText('¿Está seguro de eliminar este material?')).toBeVisible();
  await notice.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('El archivo ha sido eliminado correctamente')).toBeVisible();
  await expect(rowOf(page, edited)).toHaveCount(0);
});
