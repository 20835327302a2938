// Sign-in, role landings, guards and the end of a session (01 §2, §4, §5, §6, §8).
import { auth } from '@edu/shared';
import { apiResponse } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, holdCalls, PASSWORD, pathIs, signIn, signOut } from '../support/helpers';

const LANDINGS = [
  { role: 'superadmin', email: ACCOUNTS.superadmin, landing: '/superadmin/dashboard/home' },
  { role: 'admin', email: ACCOUNTS.admin, landing: '/dashboard/admin/courses' },
  { role: 'admin b2b', email: ACCOUNTS.adminB2b, landing: '/dashboard/admin/courses' },
  { role: 'coordinador', email: ACCOUNTS.coordinator, landing: '/dashboard/coordinator/courses' },
  { role: 'counter', email: ACCOUNTS.counter, landing: '/dashboard/accountant/students/inscribed' },
  // admin + coordinador + counter: the last of coordinador, counter, admin decides
  { role: 'multi', email: ACCOUNTS.multi, landing: '/dashboard/admin/courses' },
];

for (const { role, email, landing } of LANDINGS) {
  test(`${role} lands on ${landing}`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(pathIs(landing));
    // the landing page renders (Programas is a built screen; the others are placeholders)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('the login page shows its title, the recovery link and the loading button text', async ({ page }) => {
  await page.goto('/login');
  await expect(heading(page, 'Iniciar sesión como: Administrador')).toBeVisible();
  const password = page.getByLabel('Contraseña', { exact: true });
  await password.fill('secreto');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByLabel('Correo electrónico').fill(ACCOUNTS.admin);
  await password.fill(PASSWORD);
  const release = await holdCalls(page, '**/v5.0.1/api/auth');
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await expect(page.getByRole('button', { name: 'CARGANDO...' })).toBeVisible();
  await release();
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));

  await signOut(page);
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(pathIs('/auth/recover-password'));
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(ACCOUNTS.admin);
  await page.getByLabel('Contraseña', { exact: true }).fill('Incorrecta123');
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await expect(page.getByText('Revisa tu usuario o contraseña e intenta de nuevo')).toBeVisible();
  await expect(page).toHaveURL(pathIs('/login'));
});

test('the form rules come from the shared schema', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await expect(page.getByText('El email es obligatorio')).toBeVisible();
  await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(ACCOUNTS.admin);
  await page.getByLabel('Contraseña', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await expect(page.getByText('La contraseña tiene que tener mas de 6 carácteres')).toBeVisible();
  await expect(page).toHaveURL(pathIs('/login'));
});

test("a teacher lands on the teacher's courses (04 §2.3), not on the no-access page", async ({ page }) => {
  await signIn(page, ACCOUNTS.teacher);
  await expect(page).toHaveURL(pathIs('/dashboard/teacher/courses'));
  await expect(heading(page, 'Mis cursos como docente')).toBeVisible();
  await expect(page.getByText('No tienes acceso a esta entidad')).toHaveCount(0);
});

test('an unknown path goes to /login', async ({ page }) => {
  await page.goto('/no-existe/en/ninguna-parte');
  await expect(page).toHaveURL(pathIs('/login'));
});

test('a private path without a session goes to /login', async ({ page }) => {
  await page.goto('/dashboard/admin/users');
  await expect(page).toHaveURL(pathIs('/login'));
  await page.goto('/superadmin/dashboard/entities');
  await expect(page).toHaveURL(pathIs('/login'));
});

test('a signed-in superadmin opening /login lands on the superadmin home; /dashboard is not theirs', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.superadmin);
  await page.goto('/login');
  await expect(page).toHaveURL(pathIs('/superadmin/dashboard/home'));
  await page.goto('/dashboard/admin/users');
  await expect(page).toHaveURL(pathIs('/superadmin/dashboard/home'));
});

test('a signed-in staff member opening /login or /superadmin goes back to the dashboard', async ({ page }) => {
  await signIn(page, ACCOUNTS.coordinator);
  await page.goto('/auth/recover-password');
  await expect(page).toHaveURL(pathIs('/dashboard/coordinator/courses'));
  await page.goto('/superadmin/dashboard/users');
  await expect(page).toHaveURL(pathIs('/dashboard/coordinator/courses'));
});

test('signing out returns to /login and private pages stay closed', async ({ page }) => {
  await signIn(page, ACCOUNTS.counter);
  await signOut(page);
  await page.goto('/dashboard/accountant/students/inscribed');
  await expect(page).toHaveURL(pathIs('/login'));
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});

test('a garbage token ends the session with "Sesión expirada"', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('session') ?? '{}');
    localStorage.setItem('session', JSON.stringify({ ...session, token: 'garbage' }));
  });
  await page.goto('/dashboard/admin/users');
  await expect(page.getByText('Sesión expirada, ingrese nuevamente')).toBeVisible();
  await expect(page).toHaveURL(pathIs('/login'));
});

test('a token revoked on the server ends the session on the next entry', async ({ page }) => {
  await signIn(page, ACCOUNTS.adminB2b);
  // the landing page has finished its calls: a revocation now is found by the reload, not by a call still in flight
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').token as string);
  const revoked = await apiResponse(page, auth.logout, {}, { token });
  expect(revoked.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('Sesión expirada, ingrese nuevamente')).toBeVisible();
  await expect(page).toHaveURL(pathIs('/login'));
});
