// A new institute's first week from an empty database: the platform installed without demo data, its first
// superadmin made from the command line, then each role in its own browser, the student on a phone. The journey plays
// the week in order, one test per day's work, and checks what each person sees where a new institute used to trip (decisions 0050-0055).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawImage, openRowAction, tinyPdf } from './admin-programmes-helpers';
import { type EmptyPlatform, startEmptyPlatform } from './empty-platform';
import { heading, pathIs } from './helpers';

const PORT = Number(process.env.E2E_PORT ?? 4173) + 97;
test.use({ baseURL: `http://localhost:${PORT}` });
// each test is a day's work of one person, several screens long
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const OWNER = { email: 'directora@institutoandes.pe', name: 'Rosa', lastname: 'Ccori', password: 'Andes#2026' };

let platform: EmptyPlatform;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  platform = await startEmptyPlatform(OWNER);
});
test.afterAll(async () => {
  await platform?.stop();
});

test('the first superadmin chooses a password from the mailed link and finds an empty platform', async ({ page }) => {
  expect(platform.superadminLink.startsWith(`http://localhost:${PORT}/auth/recover-password/`)).toBe(true);
  await page.goto(platform.superadminLink.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('Contraseña', { exact: true }).fill(OWNER.password);
  await page.getByLabel('Repetir contraseña', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'RESTABLECER' }).click();
  await expect(page.getByText('Su contraseña ha sido restaurada con éxito.')).toBeVisible();
  await page.getByRole('link', { name: 'INICIAR SESIÓN' }).click();
  await expect(page).toHaveURL(pathIs('/login'));
  await page.getByLabel('Correo electrónico').fill(OWNER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  // an empty platform: the home page's figures are all zero, and there is no entity yet
  await expect(page).toHaveURL(pathIs('/superadmin/dashboard/home'), { timeout: 15_000 });
  await page.getByRole('link', { name: 'Entidades' }).click();
  await expect(heading(page, 'Entidades')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

const ENTITY = { name: 'Instituto Andes', domain: 'institutoandes.pe' };
const ADMIN = { email: 'admin@institutoandes.pe', name: 'Luis', lastname: 'Huamán', password: 'Andes#2026' };

/**
 * The success toast was shown; it is closed so that it does not cover the next button. On a busy machine it may have
 * closed itself by then: that is fine too.
 */
async function closeToast(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast
    .getByRole('button', { name: 'close' })
    .click({ timeout: 3000 })
    .catch(() => {});
  await expect(toast).toBeHidden();
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 15_000 });
}

test('the superadmin creates the institute with its type and a new admin, made only at Finalizar', async ({ page }) => {
  await signInAs(page, OWNER.email, OWNER.password);
  await page.getByRole('link', { name: 'Entidades' }).click();
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva entidad' });
  await dialog.getByLabel('Nombre de la entidad').fill(ENTITY.name);
  // decision 0053: the type is a list, no longer free text prefilled 'b2b'
  await expect(dialog.getByRole('combobox', { name: 'Tipo de entidad' })).toHaveText('Organización B2B');
  await dialog.getByRole('combobox', { name: 'Tipo de entidad' }).click();
  await page.getByRole('option', { name: 'Instituto', exact: true }).click();
  await dialog.getByLabel('Dominio').fill(ENTITY.domain);
  await dialog.getByLabel('Descripción').fill('Cursos técnicos en Cusco');

  // decision 0053: 'Agregar admin' keeps the person for Finalizar; nobody is created yet
  await dialog.getByRole('button', { name: 'Agregar admin' }).click();
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(ADMIN.name);
  await dialog.getByRole('textbox', { name: 'Apellido' }).fill(ADMIN.lastname);
  await dialog.getByLabel('Correo electrónico').fill(ADMIN.email);
  await dialog.getByLabel(/^Contraseña/).fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Agregar admin' }).click();
  await expect(dialog.getByText('Nuevo: se creará al finalizar')).toBeVisible();

  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByRole('definition').filter({ hasText: 'Instituto' }).first()).toBeVisible();
  await expect(dialog.getByRole('definition').filter({ hasText: ADMIN.email })).toBeVisible();
  await dialog.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('La entidad ha sido creada')).toBeVisible();
  await expect(page.getByRole('article', { name: ENTITY.name })).toBeVisible();

  // decision 0053: the permissions tree speaks Spanish, each switch with a line on what it does
  await page.getByRole('article', { name: ENTITY.name }).getByRole('button', { name: 'Opciones' }).click();
  await page.getByRole('menuitem', { name: 'Gestionar permisos', exact: true }).click();
  await expect(heading(page, 'Permisos')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Calendario', exact: true })).toHaveAccessibleDescription(
    'Calendario de clases y fechas de los cursos.',
  );
  for (const raw of ['calendary', 'enableScrimba', 'zoom'])
    await expect(page.getByText(raw, { exact: true })).toHaveCount(0);
});

test('the new admin signs in with the password chosen in the wizard and lands on the empty institute', async ({
  page,
}) => {
  await signInAs(page, ADMIN.email, ADMIN.password);
  // an empty institute: the programmes page with the built-in category only
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));
  await expect(heading(page, 'Programas')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categorías' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^General\s*0 cursos$/ })).toBeVisible();
});

const PROGRAMME = {
  category: 'Tecnología',
  name: 'Soporte Técnico',
  modules: ['Hardware', 'Redes', 'Sistemas operativos'],
};
const YAPE = { number: '987654321', holder: 'Instituto Andes S.A.C.' };
const BCP = { account: '191-45678912-0-33', cci: '00219100456789120331', holder: 'Instituto Andes S.A.C.' };

test('the admin builds the programme with three modules, a topic, a material and where students pay', async ({
  page,
}) => {
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Agregar categoría' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Nueva categoría' });
  await categoryDialog.getByLabel('Nombre').fill(PROGRAMME.category);
  await categoryDialog.getByLabel('Descripción').fill('Carreras técnicas cortas');
  await categoryDialog.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'La categoría ha sido creada con éxito');

  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const programme = page.getByRole('dialog', { name: 'Nuevo curso' });
  await programme.getByLabel('Nombre del curso').fill(PROGRAMME.name);
  await programme.getByLabel('Descripción').fill('Arma, conecta y mantén equipos');
  await programme.getByLabel('Público objetivo').fill('Jóvenes que terminaron el colegio');
  await programme.getByRole('checkbox', { name: 'web' }).check();
  await programme.getByLabel('Precio de inscripción').fill('50');
  await programme.getByLabel('Precio del curso').fill('600');
  await programme.getByLabel('Precio del certificado').fill('30');
  await programme.getByLabel('Foto del curso').setInputFiles({
    name: 'portada.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawImage(page, 'image/jpeg', '#0e3873'),
  });
  await programme.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Curso creado con éxito');

  // decision 0053: the row menu is on screen, and the module form names its price 'Precio del módulo'
  await openRowAction(page, PROGRAMME.name, 'Módulos');
  await expect(heading(page, 'Módulos')).toBeVisible();
  const modules = page.getByRole('navigation', { name: 'Módulos' });
  for (const [i, title] of PROGRAMME.modules.entries()) {
    await page.getByRole('button', { name: 'Agregar módulo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo módulo' });
    await dialog.getByLabel('Título del módulo').fill(title);
    await dialog.getByLabel('Precio del módulo').fill(String(200 + i * 50));
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await closeToast(page, 'Módulo creado con éxito');
  }
  await expect(modules.getByRole('listitem')).toHaveCount(3);

  // a topic saved with a double click is one topic (decision 0052)
  await modules.getByRole('button', { name: /^Hardware/ }).click();
  await page.getByRole('button', { name: 'Agregar tema' }).click();
  const topic = page.getByRole('dialog', { name: 'Nuevo tema' });
  await topic.getByLabel('Título').fill('Partes de una computadora');
  await topic.getByRole('button', { name: 'Guardar' }).dblclick();
  await expect(page.getByText('El temario ha sido creado')).toHaveCount(1);
  const syllabus = page.getByRole('region', { name: 'Temario' });
  await expect(syllabus.getByRole('listitem')).toHaveCount(1);

  const upload = page.getByRole('region', { name: 'Subir material de clases' });
  await upload.getByLabel('Título').fill('Guía de ensamblaje');
  await upload.getByLabel('Descripción').fill('Léela antes de la primera clase');
  await upload.getByLabel('Seleccionar archivo').setInputFiles({
    name: 'guia.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('Guía de ensamblaje'),
  });
  await upload.getByRole('button', { name: 'Subir' }).click();
  await expect(page.getByText('El archivo ha sido subido correctamente')).toBeVisible();

  // where students pay into (decision 0050): a Yape and a BCP account with its CCI
  await page.getByTestId('sidebar').getByRole('link', { name: 'Credenciales' }).click();
  await page.getByRole('tab', { name: 'Cuentas para pagos' }).click();
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const account = page.getByRole('dialog', { name: 'Nueva cuenta' });
  await account.getByRole('textbox', { name: 'Número de celular' }).fill(YAPE.number);
  await account.getByRole('textbox', { name: 'Titular' }).fill(YAPE.holder);
  await account.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Cuenta creada con éxito');
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  await account.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Cuenta bancaria' }).click();
  await account.getByRole('combobox', { name: 'Banco' }).click();
  await page.getByRole('option', { name: 'BCP' }).click();
  await account.getByRole('textbox', { name: 'Número de cuenta' }).fill(BCP.account);
  await account.getByRole('textbox', { name: 'CCI (20 dígitos)' }).fill(BCP.cci);
  await account.getByRole('textbox', { name: 'Titular' }).fill(BCP.holder);
  await account.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Cuenta creada con éxito');
  await expect(page.getByRole('row').filter({ hasText: YAPE.number })).toContainText('Activa');
  await expect(page.getByRole('row').filter({ hasText: BCP.account })).toContainText('BCP');
});

const STAFF = [
  { role: 'Coordinador', name: 'Carmen', lastname: 'Quispe', email: 'coordinacion@institutoandes.pe' },
  { role: 'Counter', name: 'Diego', lastname: 'Mamani', email: 'caja@institutoandes.pe' },
  { role: 'Docente', name: 'Elsa', lastname: 'Condori', email: 'docente@institutoandes.pe' },
] as const;
const STAFF_PASSWORD = 'Andes#2026';

test('the admin adds the staff, each shown with the role in Spanish', async ({ page }) => {
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Usuarios' }).click();
  await expect(heading(page, 'Usuarios')).toBeVisible();
  for (const person of STAFF) {
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(person.name);
    await dialog.getByLabel('Apellido').fill(person.lastname);
    await dialog.getByLabel('Correo electrónico').fill(person.email);
    await dialog.getByLabel(/^Contraseña/).fill(STAFF_PASSWORD);
    await dialog.getByRole('checkbox', { name: person.role, exact: true }).check();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await closeToast(page, 'El usuario ha sido creado correctamente');
    await expect(dialog).toBeHidden();
  }
  // decision 0053: a 'Rol' column, in Spanish
  await expect(page.getByRole('columnheader', { name: 'Rol', exact: true })).toBeVisible();
  for (const person of STAFF) {
    await expect(
      page.getByRole('row').filter({ hasText: person.email }).getByRole('cell', { name: person.role, exact: true }),
    ).toBeVisible();
  }
});
