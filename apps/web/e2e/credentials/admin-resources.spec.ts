// The entity admin's campuses (02 §2.8, docs/decisions/0016-campuses.md) and credentials (02 §2.9, 0014): create, the
// blank rules, edit and delete.
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
