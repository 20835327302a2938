// The staff users of the entity admin (02 §2.7, §5, §8; docs/decisions/0015-staff-users-and-profile.md): create with
// its rules, search, edit and delete.
import { closeToast, unique } from '../support/admin-programmes-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));
  await page.getByTestId('sidebar').getByRole('link', { name: 'Usuarios' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard/admin/users'));
  await expect(heading(page, 'Usuarios')).toBeVisible();
});

test('creates a coordinator, finds it by name, edits its phone and removes it from the entity', async ({ page }) => {
  const name = unique('Rosa');
  const fullName = `${name} Quispe`;
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@colegioandino.edu.pe`;
  const rowOf = () => page.getByRole('row').filter({ hasText: email });

  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  await dialog.getByLabel('Apellido').fill('Quispe');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel(/^Contraseña/).fill('123');
  // 'estudiante' is never offered
  await expect(dialog.getByRole('checkbox', { name: 'Estudiante' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
  await expect(dialog.getByText('Seleccione un rol')).toBeVisible();

  await dialog.getByLabel(/^Contraseña/).fill('Demo1234');
  await dialog.getByLabel('DNI').fill('12345678');
  await dialog.getByLabel('Teléfono').fill('987654321');
  await dialog.getByLabel('Dirección').fill('Av. Los Andes 123');
  await dialog.getByRole('checkbox', { name: 'Coordinador' }).check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'El usuario ha sido creado correctamente');
  await expect(dialog).toBeHidden();

  await page.getByPlaceholder('Buscar por nombre...').fill(name);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(rowOf()).toContainText(name);
  await expect(rowOf()).toContainText('Quispe');
  await expect(rowOf()).toContainText('987654321');
  await expect(rowOf()).toContainText('12345678');
  // the role, in Spanish, in its own column (decision 0053)
  await expect(page.getByRole('columnheader', { name: 'Rol', exact: true })).toBeVisible();
  await expect(rowOf().getByRole('cell', { name: 'Coordinador', exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Editar usuario: ${fullName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar usuario' });
  await expect(edit.getByLabel('Correo electrónico')).toHaveValue(email);
  await expect(edit.getByLabel('Correo electrónico')).toHaveAttribute('readonly', '');
  await expect(edit.getByRole('checkbox', { name: 'Coordinador' })).toBeChecked();
  await edit.getByLabel('Teléfono').fill('912345678');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Operación realizada con éxito');
  await expect(edit).toBeHidden();
  await expect(rowOf()).toContainText('912345678');

  await page.getByRole('button', { name: `Eliminar usuario: ${fullName}` }).click();
  await page.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Usuario eliminado con éxito' })).toBeVisible();
  await expect(rowOf()).toHaveCount(0);
  await expect(page.getByText('No hay datos')).toBeVisible();
});

test("'Chat' lists the staff read-only with the name-length badge and a mock chat that ignores blank messages", async ({
  page,
}) => {
  await page.goto('/dashboard/admin/chat');
  await expect(heading(page, 'Chat')).toBeVisible();
  await expect(page.getByText('Seleccione un usuario para conversar')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'coordinador@colegioandino.edu.pe' });
  const name = (await row.getByRole('cell').nth(1).innerText()).trim();
  await expect(row.getByTestId('name-length')).toContainText(String(name.length));
  // read-only: no add, edit or delete
  await expect(page.getByRole('button', { name: 'Agregar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Editar/ })).toHaveCount(0);

  await row.getByRole('button', { name: /^Chat: / }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/chat\/[0-9a-f-]{36}$/);
  const messages = page.getByRole('list', { name: new RegExp(`^${name}`) });
  await expect(messages.getByRole('listitem')).toHaveCount(3);
  await expect(messages.getByRole('listitem').first()).toHaveText('Hola, ¿en qué te puedo ayudar?');
  await page.getByLabel('Escriba un mensaje').fill('   ');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(messages.getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('Escriba un mensaje').fill('  Nos vemos en la reunión  ');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(messages.getByRole('listitem')).toHaveCount(4);
  await expect(messages.getByRole('listitem').last()).toHaveText('Nos vemos en la reunión');
  await expect(page.getByLabel('Escriba un mensaje')).toHaveValue('');
});
