// 'Mi Entidad' and 'Mi perfil' of the entity admin (02 §2.10, §5, §8): branding that the shell follows at once,
// one's own profile and the password tab: matching entries, and the current password (a wrong one, then the right one).
import { entities } from '@edu/shared';
import { api } from '../support/api';
import type { Locator, Page } from '@playwright/test';
import { closeToast, sessionOf } from '../support/admin-programmes-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, PASSWORD, pathIs, signIn, signOut } from '../support/helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));
});

async function setSidebarColour(page: Page, colour: string) {
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar entidad' });
  await dialog.getByLabel('Color de la barra lateral').fill(colour);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'La entidad ha sido actualizada');
  await expect(dialog).toBeHidden();
}

test("'Mi Entidad' shows the entity and its new sidebar colour reaches the shell without a reload", async ({
  page,
}) => {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: 'Mi Entidad' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard/admin/my-entity'));
  await expect(heading(page, 'Mi Entidad')).toBeVisible();
  await expect(page.getByTestId('entity-name')).toHaveText('Colegio Andino');
  await expect(page.getByText('admin@colegioandino.edu.pe')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Color de la barra lateral: #CC337E' })).toBeVisible();

  try {
    await setSidebarColour(page, '#123456');
    await expect(sidebar).toHaveCSS('background-color', 'rgb(18, 52, 86)');
    await expect(page.getByRole('img', { name: 'Color de la barra lateral: #123456' })).toBeVisible();

    // back to the default through the screen, so that the other journeys see it
    await setSidebarColour(page, '#CC337E');
    await expect(sidebar).toHaveCSS('background-color', 'rgb(204, 51, 126)');
  } finally {
    // and through the API when a step failed, so that a retry starts from the demo's look
    await restoreAppearance(page);
  }
});

test("'Mi Entidad' sets the passing mark and when certificates are issued", async ({ page }) => {
  await page.getByTestId('sidebar').getByRole('link', { name: 'Mi Entidad' }).click();
  await expect(page.getByText('Nota aprobatoria: 11.00')).toBeVisible();
  // the demo Colegio Andino chose 'any time' (decision 0054)
  await expect(page.getByText('Los certificados se emiten en cualquier momento, sin mirar la nota')).toBeVisible();

  const edit = async (mark: string, atCourseEnd: boolean) => {
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar entidad' });
    // the rule first: leaving a wrong mark shows its message, which moves the field under a click
    await dialog.getByRole('combobox', { name: 'Emisión de certificados' }).click();
    await page
      .getByRole('option', {
        name: atCourseEnd ? 'Al terminar el curso, solo a alumnos aprobados' : 'En cualquier momento, sin mirar la nota',
      })
      .click();
    await dialog.getByLabel('Nota aprobatoria').fill(mark);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    return dialog;
  };
  try {
    await passingMarkAndRule(page, edit);
  } finally {
    // the demo's settings, so that the other journeys' grades and certificates count as before (and a retry starts there)
    const { token, entityId } = await sessionOf(page);
    await api(page, entities.updateEntity, { entity_id: entityId, ...DEMO_GRADING }, { token });
  }
});

async function passingMarkAndRule(page: Page, edit: (mark: string, atCourseEnd: boolean) => Promise<Locator>) {
  const dialog = await edit('21', true);
  await expect(dialog.getByText('La nota aprobatoria va de 0 a 20, con hasta dos decimales')).toBeVisible();
  await dialog.getByLabel('Nota aprobatoria').fill('12.5');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'La entidad ha sido actualizada');
  await expect(page.getByText('Nota aprobatoria: 12.50')).toBeVisible();
  await expect(page.getByText('Los certificados se emiten al terminar el curso, solo a alumnos aprobados')).toBeVisible();

  // back to the demo's settings, so that the other journeys' grades and certificates count as before
  await edit('11', false);
  await closeToast(page, 'La entidad ha sido actualizada');
  await expect(page.getByText('Nota aprobatoria: 11.00')).toBeVisible();
  await expect(page.getByText('Los certificados se emiten en cualquier momento, sin mirar la nota')).toBeVisible();
}

test("'Mi perfil' saves the phone, and the password tab asks for matching entries and the current password", async ({
  page,
}) => {
  const phone = `9${String(Date.now()).slice(-8)}`;
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard/admin/profile/user'));
  await expect(heading(page, 'Mi perfil')).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Andrés Mamani');
  await expect(page.getByTestId('profile-tab')).toHaveText('editar perfil');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(ACCOUNTS.admin);
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('readonly', '');

  await page.getByLabel('Teléfono').fill('12a');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Solo se permiten números')).toBeVisible();
  await page.getByLabel('Teléfono').fill(phone);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Se actualizó el usuario correctamente.');
  await page.reload();
  await expect(page.getByLabel('Teléfono')).toHaveValue(phone);

  await page.getByRole('tab', { name: 'contraseña' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard/admin/profile/password'));
  await expect(page.getByTestId('profile-tab')).toHaveText('contraseña');
  await page.getByLabel('Nueva contraseña').fill('Otra1234');
  await page.getByLabel('Repetir contraseña').fill('Otra12345');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  // the click that left the repeat field may be lost as its message pushes the button down: submit once it stays put
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
  // a wrong current password: the server's message on that field, and the password stays (the next journeys sign in)
  await page.getByLabel('Contraseña actual').fill('NoEsLaMia1');
  await page.getByLabel('Repetir contraseña').fill('Otra1234');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña actual no es correcta')).toBeVisible();
  await expect(page.getByLabel('Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Su contraseña ha sido actualizada correctamente.')).toBeHidden();
});

test('the password tab changes the password once the current one is right, and the new one signs in', async ({
  page,
}) => {
  await signOut(page);
  await signIn(page, ACCOUNTS.passwordChange);
  await page.goto('/dashboard/admin/profile/password');
  await expect(page.getByTestId('profile-tab')).toHaveText('contraseña');
  const current = page.getByLabel('Contraseña actual');
  // the show/hide toggle, like the other two (the current password's is the first)
  await current.fill('NoEsLaMia1');
  await expect(current).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar contraseña' }).first().click();
  await expect(current).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
  await expect(current).toHaveAttribute('type', 'password');

  const change = async (from: string, to: string) => {
    await current.fill(from);
    await page.getByLabel('Nueva contraseña').fill(to);
    await page.getByLabel('Repetir contraseña').fill(to);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  };
  await change('NoEsLaMia1', 'Cambiada2026');
  await expect(page.getByText('La contraseña actual no es correcta')).toBeVisible();
  await change(PASSWORD, 'Cambiada2026');
  await closeToast(page, 'Su contraseña ha sido actualizada correctamente.');
  await expect(page.getByText('La contraseña actual no es correcta')).toBeHidden();
  await expect(current).toHaveValue('');

  await signOut(page);
  await signIn(page, ACCOUNTS.passwordChange, 'Cambiada2026');
  await page.goto('/dashboard/admin/profile/password');
  // back to the demo password, so that a second run finds it as seeded
  await change('Cambiada2026', PASSWORD);
  await closeToast(page, 'Su contraseña ha sido actualizada correctamente.');
});

async function restoreAppearance(page: Page) {
  const { token, entityId } = await sessionOf(page);
  await api(page, entities.updateEntity, { entity_id: entityId, ...DEFAULT_LOOK, font: 'Rubik' }, { token });
}
const DEMO_GRADING = { passing_mark: '11', certificate_rule: 'any_time' } as const;
const DEFAULT_LOOK = { bg_sidebar: '#CC337E', bg_buttons: '#CC337E', font_color: '#000000' };
const rgbOf = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test("'configuración' changes the theme colour to one of the logo's and the sidebar follows", async ({ page }) => {
  const sidebar = page.getByTestId('sidebar');
  await page.goto('/dashboard/admin/profile/settings');
  await expect(page.getByTestId('profile-tab')).toHaveText('configuración');
  await expect(page.getByRole('tab', { name: 'Tema' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Colores de su logo')).toBeVisible();
  try {
    const swatches = page.getByRole('radio', { name: /^Color #/ });
    await expect(swatches.first()).toBeVisible();
    const count = await swatches.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(4);
    // the logo's purple band: the darkest colour offered that is not the current sidebar colour
    const labels = await swatches.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
    const purple = labels
      .map((l) => l.replace('Color ', ''))
      .find((hex) => /^#[0-9a-f]{6}$/.test(hex) && hex !== '#cc337e' && hex !== '#ffffff');
    expect(purple, labels.join()).toBeTruthy();
    await page.getByRole('radio', { name: `Color ${purple}` }).click();
    await expect(page.getByRole('radio', { name: `Color ${purple}` })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('theme-preview')).toHaveCSS('background-color', rgbOf(purple as string));
    // nothing changes before it is saved
    await expect(sidebar).toHaveCSS('background-color', 'rgb(204, 51, 126)');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await closeToast(page, 'Apariencia actualizada correctamente.');
    await expect(sidebar).toHaveCSS('background-color', rgbOf(purple as string));
    await page.reload();
    await expect(sidebar).toHaveCSS('background-color', rgbOf(purple as string));

    await page.getByRole('tab', { name: 'Fuentes' }).click();
    await expect(page.getByRole('radio', { name: /Rubik/ })).toBeChecked();
    await page.getByRole('radio', { name: /Roboto/ }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await closeToast(page, 'Apariencia actualizada correctamente.');
    await expect(heading(page, 'Mi perfil')).toHaveCSS('font-family', /^"?Roboto\b/);
  } finally {
    await restoreAppearance(page);
  }
  await page.reload();
  await expect(sidebar).toHaveCSS('background-color', 'rgb(204, 51, 126)');
  await expect(heading(page, 'Mi perfil')).toHaveCSS('font-family', /^"?Rubik\b/);
});
