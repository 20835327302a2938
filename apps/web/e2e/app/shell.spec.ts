// The shell across entities (01 §2): the entity switcher and the branding that follows it.
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';

test('multi switches to Instituto Pacífico and the sidebar takes its colours', async ({ page }) => {
  await signIn(page, ACCOUNTS.multi);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveCSS('background-color', 'rgb(204, 51, 126)');
  await expect(sidebar.getByRole('img', { name: 'Colegio Andino' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Entidad' }).click();
  await expect(page.getByRole('option')).toHaveText(['Colegio Andino', 'Instituto Pacífico']);
  await page.getByRole('option', { name: 'Instituto Pacífico' }).click();
  await expect(sidebar).toHaveCSS('background-color', 'rgb(30, 107, 82)');
  await expect(sidebar).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(sidebar.getByRole('img', { name: 'Instituto Pacífico' })).toBeVisible();
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));

  // the choice is kept across a reload, and switching back restores the first entity's colours
  await page.reload();
  await expect(sidebar).toHaveCSS('background-color', 'rgb(30, 107, 82)');
  await page.getByRole('combobox', { name: 'Entidad' }).click();
  await page.getByRole('option', { name: 'Colegio Andino' }).click();
  await expect(sidebar).toHaveCSS('background-color', 'rgb(204, 51, 126)');
});

test('the buttons take the entity colour too', async ({ page }) => {
  await signIn(page, ACCOUNTS.multi);
  await page.getByRole('combobox', { name: 'Entidad' }).click();
  await page.getByRole('option', { name: 'Instituto Pacífico' }).click();
  // the avatar uses the primary colour, which is bg_buttons
  await expect(page.getByRole('button', { name: 'Menú de usuario' }).locator('.MuiAvatar-root')).toHaveCSS(
    'background-color',
    'rgb(46, 139, 87)',
  );
});

test('the shell shows the error panel when the entity data cannot be loaded, and reloads', async ({ page }) => {
  await signIn(page, ACCOUNTS.coordinator);
  await page.route('**/v5.0.1/api/entities', (route) =>
    route.fulfill({
      status: 500,
      json: { message: 'Ha ocurrido un error inesperado en el servidor', code: 'INTERNAL' },
    }),
  );
  await page.reload();
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(page.getByText('Internal server error.')).toBeVisible();
  await page.unroute('**/v5.0.1/api/entities');
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(heading(page, 'Lista de Cursos Programados')).toBeVisible();
});
