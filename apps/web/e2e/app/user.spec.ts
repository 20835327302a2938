// The account-level area (01 §2): a user without entity, its menu and its fallback.
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';

test('a user without any entity sees the message, the entities page and the account menu', async ({ page }) => {
  await signIn(page, ACCOUNTS.noEntity);
  await expect(page.getByText('No tienes acceso a esta entidad')).toBeVisible();
  await expect(page).toHaveURL(pathIs('/dashboard/user/entity'));
  await expect(heading(page, 'Entidades')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCSS('background-color', 'rgb(25, 123, 255)');

  const sidebar = page.getByTestId('sidebar');
  for (const [label, path, title] of [
    ['Inicio', '/dashboard/user/home', 'Inicio'],
    ['Perfil', '/dashboard/user/profile', 'Perfil'],
    ['Entidades', '/dashboard/user/entity', 'Entidades'],
  ] as const) {
    await sidebar.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(pathIs(path));
    await expect(heading(page, title)).toBeVisible();
  }
  await sidebar.getByRole('link', { name: 'Perfil' }).click();
  await expect(page.getByText('completado@demo.pe')).toBeVisible();
  await expect(page.getByText('Gutiérrez', { exact: true })).toBeVisible();
  await page.goto('/dashboard/user/otra');
  await expect(page).toHaveURL(pathIs('/dashboard/user/home'));
  await expect(page.getByText('Próximamente')).toBeVisible();
});
