// The counter's area (01 §2, 02 §2.11): Inscritos, Invitados, the other students routes and the fallbacks.
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.counter);
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/students/inscribed'));
});

test('every menu entry opens its page', async ({ page }) => {
  const sidebar = page.getByTestId('sidebar');
  // 01 §2's Inscritos and Invitados, then the two other screens of 02 §2.11 (docs/decisions/0031), then the bank
  // statements, 'Caja' and 'Comprobantes' (decisions 0061, 0062, 0063)
  const entries = [
    ['Invitados', '/dashboard/accountant/students/invited', 'Alumnos'],
    ['Vouchers', '/dashboard/accountant/students/vouchers', 'Vouchers'],
    ['Historial', '/dashboard/accountant/students/history', 'Historial'],
    ['Extractos bancarios', '/dashboard/accountant/statements', 'Extractos bancarios'],
    ['Caja', '/dashboard/accountant/cash', 'Caja'],
    ['Comprobantes', '/dashboard/accountant/receipts', 'Comprobantes'],
    ['Inscritos', '/dashboard/accountant/students/inscribed', 'Inscritos'],
  ] as const;
  await expect(sidebar.getByRole('link')).toHaveText([
    'Inscritos',
    'Invitados',
    'Vouchers',
    'Historial',
    'Extractos bancarios',
    'Caja',
    'Comprobantes',
  ]);
  for (const [label, path, title] of entries) {
    await sidebar.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(pathIs(path));
    await expect(heading(page, title)).toBeVisible();
  }
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
