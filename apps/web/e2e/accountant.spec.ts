// The counter's area (01 §2, 02 §2.11): Inscritos, Invitados, the other students routes and the fallbacks.
import { expect, test } from './fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.counter);
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/students/inscribed'));
});

test('every menu entry opens its page', async ({ page }) => {
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('link')).toHaveCount(2);
  await sidebar.getByRole('link', { name: 'Invitados' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/students/invited'));
  await expect(heading(page, 'Alumnos')).toBeVisible();
  await sidebar.getByRole('link', { name: 'Inscritos' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/students/inscribed'));
  await expect(heading(page, 'Inscritos')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Cursos, Diplomados' })).toBeVisible();
  await expect(page.getByText('Seleccione un curso')).toBeVisible();
});

test('vouchers, history, a student, and the fallbacks', async ({ page }) => {
  for (const [path, title] of [
    ['/dashboard/accountant/students/vouchers', 'Vouchers'],
    ['/dashboard/accountant/students/history', 'Historial'],
    ['/dashboard/accountant/students/inscribed/list/u1', 'Inscritos'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
  }
  await page.goto('/dashboard/accountant/students/inscribed/otra/cosa');
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/students/inscribed'));
  await page.goto('/dashboard/accountant/no-existe');
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/students/inscribed'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/students/inscribed'));
});
