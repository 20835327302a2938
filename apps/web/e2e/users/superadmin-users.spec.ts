// The superadmin's Users page (01 §2, §5, §8): the groups by register state, the invitation and the manual form.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, readRecoveryLink, signIn } from '../support/helpers';

const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.pe`;

/** A group's header (its name and count) and, when expanded, its table. */
const group = (page: Page, name: string) => {
  const named = new RegExp(`^${name}\\s*\\d+$`);
  return { header: page.getByRole('button', { name: named }), region: page.getByRole('region', { name: named }) };
};

/** The browser logs its own line for an answer the journey causes on purpose (409: e-mail taken). */
function expectOnly(consoleErrors: string[], status: number) {
  const expected = new RegExp(`status of ${status}`);
  expect(consoleErrors.filter((line) => !expected.test(line))).toEqual([]);
  consoleErrors.splice(0, consoleErrors.length);
}
const countOf = async (page: Page, name: string) =>
  Number((await group(page, name).header.innerText()).replace(/\D+/g, ' ').trim());

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  await page.goto('/superadmin/dashboard/users');
  await expect(heading(page, 'Usuarios')).toBeVisible();
});

test('the three groups by register state, with their counts and columns, collapse and expand', async ({ page }) => {
  const invited = group(page, 'Usuarios invitados');
  const inProcess = group(page, 'Usuarios en proceso');
  const completed = group(page, 'Completado');
  await expect(invited.region.getByRole('cell', { name: 'invitado@demo.pe' })).toBeVisible();
  await expect(inProcess.region.getByRole('cell', { name: 'enproceso@demo.pe' })).toBeVisible();
  await expect(completed.header).toBeVisible();
  for (const column of ['Aplicado para', 'CV', 'Teléfono', 'DNI', 'Correo electrónico', 'Link de perfil']) {
    await expect(inProcess.region.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const row = inProcess.region.getByRole('row').filter({ hasText: 'enproceso@demo.pe' });
  await expect(row.getByRole('link')).toHaveCount(2);
  await expect(row.getByRole('link').first()).toHaveAttribute('href', /^https:\/\/cv\.demo\.pe\//);
  expect(await countOf(page, 'Usuarios en proceso')).toBeGreaterThanOrEqual(1);

  await expect(invited.header).toHaveAttribute('aria-expanded', 'true');
  await invited.header.click();
  await expect(invited.header).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('cell', { name: 'invitado@demo.pe' })).toBeHidden();
  await invited.header.click();
  await expect(page.getByRole('cell', { name: 'invitado@demo.pe' })).toBeVisible();
});

test('an invitation adds the user to "Usuarios invitados" and sends the mail', async ({ page, consoleErrors }) => {
  const email = uniqueEmail('invitada');
  const before = await countOf(page, 'Usuarios invitados');
  const since = Date.now();

  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar usuario' });
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('El email es obligatorio')).toBeVisible();
  await dialog.getByLabel('Correo del destinatario').fill('invitado@demo.pe');
  await dialog.getByLabel('Nombre del destinatario').fill('Rosa');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('El correo electrónico ya está registrado')).toBeVisible();

  await dialog.getByLabel('Correo del destinatario').fill(email);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Operación realizada con éxito')).toBeVisible();
  await expect(dialog).toBeHidden();
  const invited = group(page, 'Usuarios invitados');
  await expect(invited.region.getByRole('cell', { name: email })).toBeVisible();
  await expect.poll(() => countOf(page, 'Usuarios invitados')).toBe(before + 1);

  const link = await readRecoveryLink(email, since);
  expect(link).toMatch(/\/auth\/recover-password\/[\w-]+$/);
  expectOnly(consoleErrors, 409);
});

test('a user created manually, after the client checks and a taken e-mail, shows in "Completado"', async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail('manual');
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  await page.getByRole('button', { name: 'Asignar Manualmente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asignar Manualmente' });

  // page 1: personal data
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByText('Este campo es obligatorio')).toHaveCount(2);
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Marta');
  await dialog.getByRole('textbox', { name: 'Apellido' }).fill('Ríos');
  await dialog.getByLabel('DNI').fill('12ab');
  await dialog.getByLabel('Teléfono').fill('9876543210');
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByText('Solo se permiten números')).toBeVisible();
  await expect(dialog.getByLabel('Teléfono')).toHaveValue('987654321');
  await dialog.getByLabel('DNI').fill('45678912');
  await dialog.getByRole('button', { name: 'Siguiente' }).click();

  // page 2: e-mail, password, role
  await dialog.getByLabel('Correo electrónico').fill('marta@');
  await dialog.getByLabel(/^Contraseña/).fill('123');
  await dialog.getByRole('button', { name: 'Finalizar' }).click();
  await expect(dialog.getByText('Ingrese un correo electrónico válido')).toBeVisible();
  await expect(dialog.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
  await expect(dialog.getByText('Seleccione un rol')).toBeVisible();

  await dialog.getByLabel('Correo electrónico').fill('completado@demo.pe');
  await dialog.getByLabel(/^Contraseña/).fill('Secreta123');
  await dialog.getByRole('combobox', { name: 'Rol' }).click();
  await expect(page.getByRole('option')).toHaveText(['AdminUser', 'Coordinador', 'Counter']);
  await page.getByRole('option', { name: 'Coordinador' }).click();
  await dialog.getByRole('button', { name: 'Finalizar' }).click();
  await expect(dialog.getByText('El correo electrónico ya está registrado')).toBeVisible();

  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('El usuario ha sido creado correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = group(page, 'Completado').region.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Coordinador' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '45678912' })).toBeVisible();
  expectOnly(consoleErrors, 409);
});
