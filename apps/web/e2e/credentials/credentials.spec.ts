// The entity admin's credentials (02 §2.9, docs/decisions/0014): create, the blank rules, edit and delete.
import { closeToast, unique } from '../support/admin-programmes-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));
});

test('creates a zoom credential shown masked, updates it after the warning and deletes it', async ({ page }) => {
  await page.getByTestId('sidebar').getByRole('link', { name: 'Credenciales' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard/admin/credentials'));
  await expect(heading(page, 'Lista de Credenciales')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Métodos de pago' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Videoconferencias' }).click();

  const email = `${unique('zoom').replace(/\W+/g, '.').toLowerCase()}@colegioandino.edu.pe`;
  const rowOf = () => page.getByRole('row').filter({ hasText: email });

  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva credencial' });
  await dialog.getByRole('combobox', { name: 'Servicio' }).click();
  // only the videoconference services are offered on this tab
  await expect(page.getByRole('option')).toHaveText(['zoom', 'meet']);
  await page.getByRole('option', { name: 'zoom', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Token' }).fill('   ');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('No puede crear una credencial con espacios en blanco')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Token' }).fill('tok-secreto-12345');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Credencial creada con éxito');
  await expect(dialog).toBeHidden();

  await expect(rowOf()).toContainText('zoom');
  await expect(rowOf()).toContainText('••••');
  await expect(rowOf()).not.toContainText('tok-secreto-12345');
  await expect(rowOf()).toContainText(new Date().toLocaleDateString('es-PE'));

  await page.getByRole('button', { name: `Actualizar credencial: ${email}` }).click();
  const edit = page.getByRole('dialog', { name: 'Actualizar credencial' });
  await expect(edit.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(email);
  await edit.getByRole('textbox', { name: 'Token' }).fill(' ');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit.getByText('No puede editar una credencial con espacios en blanco')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Token' }).fill('tok-nuevo-67890');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  const warning = page.getByRole('dialog', { name: 'Aviso' });
  await expect(warning).toContainText('Recuerde que es un cambio fundamental');
  await warning.getByRole('button', { name: 'Aceptar' }).click();
  await closeToast(page, 'Credencial actualizada con éxito');
  await expect(edit).toBeHidden();
  await expect(rowOf()).toContainText('7890');
  await expect(rowOf()).not.toContainText('tok-nuevo-67890');

  await page.getByRole('button', { name: `Eliminar credencial: ${email}` }).click();
  await page.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Aceptar' }).click();
  await closeToast(page, 'Credencial eliminada con éxito');
  await expect(rowOf()).toHaveCount(0);
});
