// The superadmin's entities and permissions (01 §2-§5, §8): the wizards, the card menu, the delete, the image rules.
import { auth, entities, users } from '@edu/shared';
import { api } from '../support/api';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, PASSWORD, pathIs, signIn, signOut } from '../support/helpers';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const uniqueEmail = (prefix: string) => `${unique(prefix).replace(' ', '.')}@e2e.pe`;

/** Test data made through the API, so that each journey owns what it changes. */
async function entityWithAdmin(request: APIRequestContext, name: string) {
  const caller = { request };
  const { token } = await api(caller, auth.signin, { email: ACCOUNTS.superadmin, password: PASSWORD });
  const email = uniqueEmail('admin');
  const { user } = await api(
    caller,
    users.createUser,
    { name: 'Admin', lastname: 'E2E', email, password: PASSWORD, rol: '1.2' },
    { token },
  );
  const { entity } = await api(
    caller,
    entities.createEntity,
    { entity_name: name, description: 'Entidad de prueba', admin_id: user._id },
    { token },
  );
  return { entityId: entity._id, adminEmail: email };
}

/** A PNG or JPEG drawn by the browser itself. */
async function drawImage(page: Page, type: 'image/png' | 'image/jpeg', color: string): Promise<Buffer> {
  const url = await page.evaluate(
    ([mime, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 96;
      canvas.height = 48;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = fill;
      context.fillRect(0, 0, 96, 48);
      return canvas.toDataURL(mime, 0.9);
    },
    [type, color] as const,
  );
  return Buffer.from(url.split(',')[1] as string, 'base64');
}

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 0x90)]);

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function openCardMenu(page: Page, name: string, item: string) {
  await card(page, name).getByRole('button', { name: 'Opciones' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

async function pickAdmin(dialog: Locator, page: Page, email: string) {
  await dialog.getByRole('combobox', { name: 'Administrador principal' }).fill(email);
  await page.getByRole('option', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
}

/** 'Agregar admin': the wizard keeps the new account for 'Finalizar' (decision 0053). */
async function addAdmin(dialog: Locator, email: string) {
  await dialog.getByRole('button', { name: 'Agregar admin' }).click();
  await expect(dialog.getByRole('heading', { name: 'Agregar admin' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Nuevo');
  await dialog.getByRole('textbox', { name: 'Apellido' }).fill('Administrador');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel(/^Contraseña/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Agregar admin' }).click();
  await expect(dialog.getByText('Nuevo: se creará al finalizar')).toBeVisible();
}

/** Whether an account-level admin with this e-mail exists (getAdminEntity, as the superadmin). */
async function adminExists(request: APIRequestContext, email: string) {
  const caller = { request };
  const { token } = await api(caller, auth.signin, { email: ACCOUNTS.superadmin, password: PASSWORD });
  const { users: admins } = await api(caller, users.getAdminEntity, {}, { token });
  return admins.some((a) => a.email === email);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
});

test('creates an entity through the wizard with a logo, a portrait and a new admin, and shows its card', async ({
  page,
  request,
}) => {
  const name = unique('Academia');
  const adminEmail = uniqueEmail('nuevo.admin');
  await page.goto('/superadmin/dashboard/entities');
  await expect(heading(page, 'Entidades')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Organizaciones B2B' })).toBeVisible();
  await expect(card(page, 'Colegio Andino')).toBeVisible();

  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva entidad' });
  await expect(dialog.getByText('Configuración de la entidad')).toBeVisible();
  await expect(dialog.getByLabel('Color de la barra lateral', { exact: true })).toHaveValue('#CC337E');
  await expect(dialog.getByLabel('Color de los botones', { exact: true })).toHaveValue('#CC337E');
  await expect(dialog.getByLabel('Color de la fuente', { exact: true })).toHaveValue('#000000');
  await expect(dialog.getByText('400 caracteres restantes')).toBeVisible();

  // Siguiente checks the step: the name is required
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByText('Este campo es obligatorio')).toBeVisible();

  await dialog.getByLabel('Nombre de la entidad').fill(name);
  // 'Tipo de entidad' is a list (decision 0053), 'Organización B2B' by default
  await expect(dialog.getByRole('combobox', { name: 'Tipo de entidad' })).toHaveText('Organización B2B');
  await dialog.getByRole('combobox', { name: 'Tipo de entidad' }).click();
  await page.getByRole('option', { name: 'Instituto', exact: true }).click();
  await dialog.getByLabel('Dominio').fill('academia.e2e.pe');
  await dialog.getByLabel('Descripción').fill('Formación técnica');
  await expect(dialog.getByText('383 caracteres restantes')).toBeVisible();
  await dialog.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await drawImage(page, 'image/png', '#2e8b57'),
  });
  await dialog.getByLabel('Portada').setInputFiles({
    name: 'portada.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawImage(page, 'image/jpeg', '#0e3873'),
  });
  await expect(dialog.getByRole('img', { name: 'Vista previa' })).toHaveCount(2);

  // the side page 'Agregar admin': a new admin, then back to the configuration with it picked; the account is
  // created only with the entity, at 'Finalizar'
  await addAdmin(dialog, adminEmail);
  await expect(dialog.getByRole('combobox', { name: 'Administrador principal' })).toHaveValue(
    `Nuevo Administrador (${adminEmail})`,
  );
  expect(await adminExists(request, adminEmail)).toBe(false);

  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  const summary = dialog.getByRole('definition');
  await expect(summary.filter({ hasText: name })).toBeVisible();
  await expect(summary.filter({ hasText: adminEmail })).toBeVisible();
  await expect(summary.filter({ hasText: 'Instituto' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Logo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('La entidad ha sido creada')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await adminExists(request, adminEmail)).toBe(true);

  const created = card(page, name);
  await expect(created.getByRole('heading', { name })).toBeVisible();
  await expect(created.getByText('Formación técnica')).toBeVisible();
  const logo = created.getByRole('img', { name: 'Logo' });
  await expect(logo).toHaveAttribute('src', /\/files\/public\//);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  await expect(created.getByRole('img', { name: 'Portada' })).toHaveCSS('background-image', /\/files\/public\//);
});

test('a new-entity wizard cancelled after Agregar admin creates no account', async ({ page, request }) => {
  const adminEmail = uniqueEmail('cancelado.admin');
  await page.goto('/superadmin/dashboard/entities');
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva entidad' });
  await dialog.getByLabel('Nombre de la entidad').fill(unique('Cancelada'));
  await addAdmin(dialog, adminEmail);
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByRole('definition').filter({ hasText: adminEmail })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await adminExists(request, adminEmail)).toBe(false);
});

test('edits an entity and changes its main admin, by creating one and by picking one', async ({ page, request }) => {
  const name = unique('Edición');
  const { adminEmail: firstAdmin } = await entityWithAdmin(request, name);
  const secondAdmin = uniqueEmail('segundo.admin');
  await page.goto('/superadmin/dashboard/entities');

  await openCardMenu(page, name, 'Editar');
  const dialog = page.getByRole('dialog', { name: 'Editar entidad' });
  await expect(dialog.getByLabel('Nombre de la entidad')).toHaveValue(name);
  await dialog.getByLabel('Descripción').fill('Descripción actualizada');
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Administrador principal' })).toHaveValue(
    `Admin E2E (${firstAdmin})`,
  );
  // 'Agregar admin' returns to the summary, with the new admin
  await addAdmin(dialog, secondAdmin);
  await expect(dialog.getByRole('definition').filter({ hasText: secondAdmin })).toBeVisible();
  await expect(dialog.getByRole('definition').filter({ hasText: 'Descripción actualizada' })).toBeVisible();
  expect(await adminExists(request, secondAdmin)).toBe(false);
  await dialog.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('La entidad ha sido actualizada')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await adminExists(request, secondAdmin)).toBe(true);
  await expect(card(page, name).getByText('Descripción actualizada')).toBeVisible();

  // 'Asignar Administrador' opens the administrator page with the current admin; pick the first one back
  await openCardMenu(page, name, 'Asignar Administrador');
  const combobox = dialog.getByRole('combobox', { name: 'Administrador principal' });
  await expect(combobox).toHaveValue(`Nuevo Administrador (${secondAdmin})`);
  await pickAdmin(dialog, page, firstAdmin);
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByRole('definition').filter({ hasText: firstAdmin })).toBeVisible();
  await dialog.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('La entidad ha sido actualizada').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await openCardMenu(page, name, 'Asignar Administrador');
  await expect(combobox).toHaveValue(`Admin E2E (${firstAdmin})`);
});

test('deletes an entity after the confirmation, and its admin is refused', async ({ page, request }) => {
  const name = unique('Borrable');
  const { adminEmail } = await entityWithAdmin(request, name);
  await page.goto('/superadmin/dashboard/entities');

  await openCardMenu(page, name, 'Eliminar');
  const confirm = page.getByRole('dialog', { name: 'Eliminar Entidad' });
  await expect(confirm.getByText('¿Está seguro de eliminar esta entidad?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(card(page, name)).toBeVisible();

  await openCardMenu(page, name, 'Eliminar');
  await confirm.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('La entidad ha sido eliminada')).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  await page.reload();
  await expect(card(page, 'Colegio Andino')).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);

  await signOut(page);
  await signIn(page, adminEmail);
  await expect(page.getByText('No tienes acceso a esta entidad')).toBeVisible();
  await expect(page).toHaveURL(pathIs('/dashboard/user/entity'));
});

test('permissions: groups set their children, saved changes survive a reload, menus follow them', async ({
  page,
  request,
}) => {
  const name = unique('Permisos');
  const { entityId, adminEmail } = await entityWithAdmin(request, name);
  await page.goto('/superadmin/dashboard/entities');
  await openCardMenu(page, name, 'Gestionar permisos');
  await expect(page).toHaveURL(pathIs(`/superadmin/dashboard/permissions/${entityId}`));
  await expect(heading(page, 'Permisos')).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Permisos a nivel de entidades' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // every key by its Spanish name, with a line on what it does (decision 0053)
  const services = page.getByRole('checkbox', { name: 'Servicios', exact: true });
  const materials = page.getByRole('group', { name: 'Servicios' }).getByRole('checkbox', { name: 'Materiales' });
  const tools = page.getByRole('checkbox', { name: 'Herramientas', exact: true });
  const toolKeys = page
    .getByRole('group', { name: 'Herramientas' })
    .getByRole('checkbox', { name: /^(Blockly|Pizarra|Scratch)$/ });
  await expect(page.getByRole('checkbox', { name: 'Calendario', exact: true })).toHaveAccessibleDescription(
    'Calendario de clases y fechas de los cursos.',
  );
  await expect(page.getByRole('checkbox', { name: 'Lecciones de programación (Scrimba)' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Zoom', exact: true })).toBeVisible();
  for (const raw of ['calendary', 'enableScrimba', 'zoom']) await expect(page.getByText(raw, { exact: true })).toHaveCount(0);
  await expect(services).toBeChecked();
  await expect(tools).not.toBeChecked();

  await materials.uncheck();
  await expect(services).toBeChecked({ indeterminate: true });
  await tools.check();
  for (const key of await toolKeys.all()) await expect(key).toBeChecked();
  // every interactive key is on now; externalServices stays mixed (zoom on, meet off by default)
  await expect(page.getByRole('checkbox', { name: 'Aula interactiva', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Videoconferencias', exact: true })).toBeChecked({
    indeterminate: true,
  });

  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Se actualizaron los permisos.')).toBeVisible();

  await page.reload();
  await expect(materials).not.toBeChecked();
  await expect(services).toBeChecked({ indeterminate: true });
  await expect(toolKeys).toHaveCount(3);
  for (const key of await toolKeys.all()) await expect(key).toBeChecked();

  await page.getByRole('tab', { name: 'Permisos de usuarios a nivel de cuenta' }).click();
  await expect(page.getByRole('button', { name: 'Guardar Cambios' })).toBeHidden();

  // the entity's admin no longer sees the repository (services.materials is off)
  await signOut(page);
  await signIn(page, adminEmail);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('link', { name: 'Programas' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Repositorio' })).toHaveCount(0);
});

test('the logo picker ignores a .gif and an .exe; a renamed .exe gets the server refusal', async ({
  page,
  consoleErrors,
}) => {
  const name = unique('Imagen');
  await page.goto('/superadmin/dashboard/entities');
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva entidad' });
  const logo = dialog.getByLabel('Logo');
  const refused = dialog.getByText('Solo se aceptan imágenes png, jpg o jpeg');

  await logo.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(refused).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Vista previa' })).toHaveCount(0);
  await logo.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await drawImage(page, 'image/png', '#000'),
  });
  await expect(refused).toBeHidden();
  await logo.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: EXE });
  await expect(refused).toBeVisible();

  // named and typed as a PNG, it passes the picker; the server reads its content and refuses it
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: EXE });
  await expect(refused).toBeHidden();
  await dialog.getByLabel('Nombre de la entidad').fill(name);
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await dialog.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('Error! Formato de imagen no válido')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Atrás' }).click();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, name)).toHaveCount(0);

  // the browser's own line for the refused upload is expected here
  const expected = /status of 415/;
  expect(consoleErrors.filter((line) => !expected.test(line))).toEqual([]);
  consoleErrors.splice(0, consoleErrors.length);
});

test('a failed load shows the 500 panel, and Reload page loads the cards', async ({ page }) => {
  await page.route('**/v5.0.1/api/entities', (route) =>
    route.request().postDataJSON()?.fname === entities.getEntities.name
      ? route.fulfill({
          status: 500,
          json: { message: 'Ha ocurrido un error inesperado en el servidor', code: 'INTERNAL' },
        })
      : route.continue(),
  );
  await page.goto('/superadmin/dashboard/entities');
  const panel = page.getByRole('alert');
  await expect(panel.getByText('500')).toBeVisible();
  await expect(panel.getByText('Internal server error.')).toBeVisible();
  await page.unroute('**/v5.0.1/api/entities');
  await panel.getByRole('button', { name: 'Reload page' }).click();
  await expect(card(page, 'Colegio Andino')).toBeVisible();
});
