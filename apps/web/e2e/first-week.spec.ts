// A new institute's first week from an empty database: the platform installed without demo data, its first
// superadmin made from the command line, then each role in its own browser, the student on a phone. The journey plays
// the week in order, one test per day's work, and checks what each person sees where a new institute used to trip (decisions 0050-0055).
import { expect, test } from './fixtures';
import { type EmptyPlatform, startEmptyPlatform } from './empty-platform';
import { heading, pathIs } from './helpers';

const PORT = Number(process.env.E2E_PORT ?? 4173) + 97;
test.use({ baseURL: `http://localhost:${PORT}` });
// each test is a day's work of one person, several screens long
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const OWNER = { email: 'directora@institutoandes.pe', name: 'Rosa', lastname: 'Ccori', password: 'Andes#2026' };

let platform: EmptyPlatform;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  platform = await startEmptyPlatform(OWNER);
});
test.afterAll(async () => {
  await platform?.stop();
});

test('the first superadmin chooses a password from the mailed link and finds an empty platform', async ({ page }) => {
  expect(platform.superadminLink.startsWith(`http://localhost:${PORT}/auth/recover-password/`)).toBe(true);
  await page.goto(platform.superadminLink.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('Contraseña', { exact: true }).fill(OWNER.password);
  await page.getByLabel('Repetir contraseña', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'RESTABLECER' }).click();
  await expect(page.getByText('Su contraseña ha sido restaurada con éxito.')).toBeVisible();
  await page.getByRole('link', { name: 'INICIAR SESIÓN' }).click();
  await expect(page).toHaveURL(pathIs('/login'));
  await page.getByLabel('Correo electrónico').fill(OWNER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  // an empty platform: the home page's figures are all zero, and there is no entity yet
  await expect(page).toHaveURL(pathIs('/superadmin/dashboard/home'), { timeout: 15_000 });
  await page.getByRole('link', { name: 'Entidades' }).click();
  await expect(heading(page, 'Entidades')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

const ENTITY = { name: 'Instituto Andes', domain: 'institutoandes.pe' };
const ADMIN = { email: 'admin@institutoandes.pe', name: 'Luis', lastname: 'Huamán', password: 'Andes#2026' };

async function signInAs(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 15_000 });
}

test('the superadmin creates the institute with its type and a new admin, made only at Finalizar', async ({ page }) => {
  await signInAs(page, OWNER.email, OWNER.password);
  await page.getByRole('link', { name: 'Entidades' }).click();
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva entidad' });
  await dialog.getByLabel('Nombre de la entidad').fill(ENTITY.name);
  // decision 0053: the type is a list, no longer free text prefilled 'b2b'
  await expect(dialog.getByRole('combobox', { name: 'Tipo de entidad' })).toHaveText('Organización B2B');
  await dialog.getByRole('combobox', { name: 'Tipo de entidad' }).click();
  await page.getByRole('option', { name: 'Instituto', exact: true }).click();
  await dialog.getByLabel('Dominio').fill(ENTITY.domain);
  await dialog.getByLabel('Descripción').fill('Cursos técnicos en Cusco');

  // decision 0053: 'Agregar admin' keeps the person for Finalizar; nobody is created yet
  await dialog.getByRole('button', { name: 'Agregar admin' }).click();
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(ADMIN.name);
  await dialog.getByRole('textbox', { name: 'Apellido' }).fill(ADMIN.lastname);
  await dialog.getByLabel('Correo electrónico').fill(ADMIN.email);
  await dialog.getByLabel(/^Contraseña/).fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Agregar admin' }).click();
  await expect(dialog.getByText('Nuevo: se creará al finalizar')).toBeVisible();

  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByRole('definition').filter({ hasText: 'Instituto' }).first()).toBeVisible();
  await expect(dialog.getByRole('definition').filter({ hasText: ADMIN.email })).toBeVisible();
  await dialog.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('La entidad ha sido creada')).toBeVisible();
  await expect(page.getByRole('article', { name: ENTITY.name })).toBeVisible();

  // decision 0053: the permissions tree speaks Spanish, each switch with a line on what it does
  await page.getByRole('article', { name: ENTITY.name }).getByRole('button', { name: 'Opciones' }).click();
  await page.getByRole('menuitem', { name: 'Gestionar permisos', exact: true }).click();
  await expect(heading(page, 'Permisos')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Calendario', exact: true })).toHaveAccessibleDescription(
    'Calendario de clases y fechas de los cursos.',
  );
  for (const raw of ['calendary', 'enableScrimba', 'zoom'])
    await expect(page.getByText(raw, { exact: true })).toHaveCount(0);
});

test('the new admin signs in with the password chosen in the wizard and lands on the empty institute', async ({
  page,
}) => {
  await signInAs(page, ADMIN.email, ADMIN.password);
  // an empty institute: the programmes page with the built-in category only
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));
  await expect(heading(page, 'Programas')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categorías' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^General\s*0 cursos$/ })).toBeVisible();
});
