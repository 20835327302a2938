// The platform area (01 §2): its menu, its other routes and its fallback.
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  await expect(page).toHaveURL(pathIs('/superadmin/dashboard/home'));
});

test('every menu entry opens its page', async ({ page }) => {
  const sidebar = page.getByTestId('sidebar');
  // Tickets is a placeholder; Entidades and Usuarios are the step-2 pages, Métricas the step-12 one
  // (metrics/metrics.spec.ts), Auditoría decision 0041's (audit/audit.spec.ts)
  const entries = [
    ['Tickets', '/superadmin/dashboard/tickets', 'Tickets', 'Próximamente'],
    ['Entidades', '/superadmin/dashboard/entities', 'Entidades', 'Organizaciones B2B'],
    ['Usuarios', '/superadmin/dashboard/users', 'Usuarios', 'Usuarios invitados'],
    ['Métricas', '/superadmin/dashboard/metrics', 'Métricas', 'Ingresos aceptados por mes'],
    ['Auditoría', '/superadmin/dashboard/audit', 'Auditoría', 'Quién cambió qué, cuándo (hora de Lima) y desde dónde'],
  ] as const;
  await expect(sidebar.getByRole('link')).toHaveCount(entries.length);
  for (const [label, path, title, text] of entries) {
    await sidebar.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(pathIs(path));
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
});

test('the superadmin theme, no switchers and no "Mi perfil"', async ({ page }) => {
  await expect(page.getByTestId('sidebar')).toHaveCSS('background-color', 'rgb(14, 56, 115)');
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByText('Sofía Quispe')).toBeVisible();
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Mi perfil' })).toHaveCount(0);
});

test('the other platform routes, and unknown ones fall back to home', async ({ page }) => {
  await page.goto('/superadmin/dashboard/permissions/123');
  await expect(heading(page, 'Permisos')).toBeVisible();
  await expect(page.getByText('Sorry, we were unable to find that page.')).toBeVisible();
  await page.goto('/superadmin/dashboard/repository');
  await expect(heading(page, 'Repositorio')).toBeVisible();
  await page.goto('/superadmin/dashboard/no-existe');
  await expect(page).toHaveURL(pathIs('/superadmin/dashboard/home'));
  await page.goto('/superadmin');
  await expect(page).toHaveURL(pathIs('/superadmin/dashboard/home'));
  await expect(heading(page, 'Inicio')).toBeVisible();
  await expect(page.getByText('Próximamente')).toHaveCount(0);
});
