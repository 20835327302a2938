// A new institute's first week from an empty database (issue 30): the platform installed without demo data, its first
// superadmin made from the command line, then each role in its own browser, the student on a phone. The journey plays
// the week in order, one test per day's work, and checks what each person sees at the points the issue names.
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
