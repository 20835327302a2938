// The entity admin's campuses (02 §2.8, docs/decisions/0016-campuses.md): create, the blank rules, edit and delete.
import { closeToast, unique } from '../support/admin-programmes-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));
});

test('creates a campus in Perú, refuses a blank name, edits its address and deletes it', async ({ page }) => {
  await page.getByTestId('sidebar').getByRole('link', { name: 'Sedes' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard/admin/sedes'));
  await expect(heading(page, 'Lista de Sedes')).toBeVisible();
  for (const header of ['Nombre', 'País', 'Departamento', 'Dirección']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const name = unique('Sede Cusco');
  const rowOf = () => page.getByRole('row').filter({ hasText: name });

  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva sede' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('   ');
  await dialog.getByRole('combobox', { name: 'País' }).click();
  await page.getByRole('option', { name: 'Perú', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Departamento' }).click();
  await page.getByRole('option', { name: 'Cusco', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Dirección' }).fill('Av. El Sol 100');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('No puede crear sedes con espacios en blanco')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Sede creada con éxito');
  await expect(dialog).toBeHidden();

  await page.getByPlaceholder('Buscar por nombre...').fill(name);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(rowOf()).toContainText('Perú');
  await expect(rowOf()).toContainText('Cusco');
  await expect(rowOf()).toContainText('Av. El Sol 100');

  await page.getByRole('button', { name: `Actualizar sede: ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Actualizar sede' });
  await expect(edit.getByRole('textbox', { name: 'Nombre' })).toHaveValue(name);
  await edit.getByRole('textbox', { name: 'Dirección' }).fill('Calle Plateros 245');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Sede actualizada con éxito');
  await expect(edit).toBeHidden();
  await expect(rowOf()).toContainText('Calle Plateros 245');
  await expect(rowOf()).toContainText('Cusco');

  await page.getByRole('button', { name: `Eliminar sede: ${name}` }).click();
  await page.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Aceptar' }).click();
  await closeToast(page, 'Sede eliminada con éxito');
  await expect(rowOf()).toHaveCount(0);
});
