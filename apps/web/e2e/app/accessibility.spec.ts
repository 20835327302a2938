// Accessibility beyond what the axe scan of every journey checks (docs/decisions/0032-accessibility.md): the colour
// pickers say when the chosen sidebar and font colours cannot be read together, and a toast raised while a dialog is
// open is announced. (That the menu is then drawn in white or black: app/admin.spec.ts, the entity's branding.)
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, signIn } from '../support/helpers';

const UNREADABLE =
  'El color de la fuente no se lee bien sobre el de la barra lateral (contraste menor a 4.5:1): el menú usará blanco o negro.';

async function openMyEntityEditor(page: Page) {
  await signIn(page, ACCOUNTS.admin);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Mi Entidad' }).click();
  await expect(heading(page, 'Mi Entidad')).toBeVisible();
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  return page.getByRole('dialog', { name: 'Editar entidad' });
}

test("Mi Entidad's colour pickers warn while the font cannot be read on the sidebar", async ({ page }) => {
  const dialog = await openMyEntityEditor(page);
  // the spec's default pair (01 §9) is below 4.5:1
  await expect(dialog.getByRole('alert')).toHaveText(UNREADABLE);
  await dialog.getByLabel('Color de la fuente').fill('#ffffff');
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByLabel('Color de la barra lateral').fill('#eeeeee');
  await expect(dialog.getByRole('alert')).toHaveText(UNREADABLE);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});

test('a toast raised while a dialog is open is announced: it is not hidden behind the dialog', async ({ page }) => {
  const dialog = await openMyEntityEditor(page);
  await page.route('**/v5.0.1/api/entities', (route) =>
    route.fulfill({
      status: 500,
      json: { message: 'Ha ocurrido un error inesperado en el servidor', code: 'INTERNAL' },
    }),
  );
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  // getByRole finds only what assistive technology is given: nothing under aria-hidden
  const toast = page.getByRole('alert').filter({ hasText: 'Ha ocurrido un error' });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await toast.evaluate((element) => element.closest('[aria-hidden="true"]') === null)).toBe(true);
  await page.unroute('**/v5.0.1/api/entities');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});

test("the entity wizard's colour pickers warn while the font cannot be read on the sidebar", async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  await page.goto('/superadmin/dashboard/entities');
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva entidad' });
  const warning = dialog.getByRole('alert').filter({ hasText: UNREADABLE });
  await expect(warning).toBeVisible();
  await dialog.getByLabel('Color de la fuente', { exact: true }).fill('#FFFFFF');
  await expect(warning).toBeHidden();
  await dialog.getByLabel('Color de la barra lateral', { exact: true }).fill('#F5F5F5');
  await expect(warning).toBeVisible();
});
