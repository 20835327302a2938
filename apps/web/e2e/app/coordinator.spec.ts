// The coordinator area (01 §2, 02 §2.13-2.15): menu, scheduling and evaluation routes, students routes, fallback.
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.coordinator);
  await expect(page).toHaveURL(pathIs('/dashboard/coordinator/courses'));
});

test('every menu entry opens its page; no role switcher, no "Mi perfil"', async ({ page }) => {
  const sidebar = page.getByTestId('sidebar');
  // 01 §2's Cursos and Evaluaciones, then the students area 03 §2 gives the coordinador, without its orders (0031)
  const entries = [
    ['Inscritos', '/dashboard/coordinator/students/inscribed', 'Inscritos'],
    ['Invitados', '/dashboard/coordinator/students/invited', 'Alumnos'],
    ['Evaluaciones', '/dashboard/coordinator/evaluations', 'Evaluaciones por cursos principales'],
    ['Cursos', '/dashboard/coordinator/courses', 'Lista de Cursos Programados'],
  ] as const;
  await expect(sidebar.getByRole('link')).toHaveText(['Cursos', 'Evaluaciones', 'Inscritos', 'Invitados']);
  for (const [label, path, title] of entries) {
    await sidebar.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(pathIs(path));
    await expect(heading(page, title)).toBeVisible();
  }
  await expect(page.getByPlaceholder('Buscar por nombre...')).toBeVisible();

  await expect(page.getByRole('combobox', { name: 'Rol' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Mi perfil' })).toHaveCount(0);
});

test('the parameterised routes open a page and unknown ones fall back to /courses', async ({ page }) => {
  const pages = [
    ['/dashboard/coordinator/modules/abc', 'Programar módulos'],
    ['/dashboard/coordinator/evaluations/c1/m1', 'Evaluaciones'],
    ['/dashboard/coordinator/evaluations/c1/m1/question_all', 'Banco de Preguntas'],
    ['/dashboard/coordinator/evaluations/c1/m1/create', 'Evaluaciones'],
    ['/dashboard/coordinator/evaluations/c1/m1/update/e1', 'Evaluaciones'],
    ['/dashboard/coordinator/students/inscribed', 'Inscritos'],
    ['/dashboard/coordinator/students/inscribed/list/u1', 'Inscritos'],
    ['/dashboard/coordinator/students/vouchers', 'Vouchers'],
    ['/dashboard/coordinator/students/history', 'Historial'],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page).toHaveURL(pathIs(path));
    await expect(heading(page, title)).toBeVisible();
  }
  await page.goto('/dashboard/coordinator/students/otra');
  await expect(page).toHaveURL(pathIs('/dashboard/coordinator/students/inscribed'));
  await page.goto('/dashboard/coordinator/no-existe');
  await expect(page).toHaveURL(pathIs('/dashboard/coordinator/courses'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(pathIs('/dashboard/coordinator/courses'));
});
