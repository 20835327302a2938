// A new institute's first week from an empty database: the platform installed without demo data, its first
// superadmin made from the command line, then each role in its own browser, the student on a phone. The journey plays
// the week in order, one test per day's work, and checks what each person sees where a new institute used to trip (decisions 0050-0055).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { closeToast, drawImage, openRowAction, tinyPdf } from '../support/admin-programmes-helpers';
import { type EmptyPlatform, startEmptyPlatform } from '../support/empty-platform';
import { heading, pathIs, scaled } from '../support/helpers';
import { limaDay, plusDays } from '../support/coordinator-courses-helpers';
import { fillRegistration, fitsTheScreen, fromMenu, PHONE } from '../support/student-helpers';

const PORT = Number(process.env.E2E_PORT ?? 4173) + 97;
test.use({ baseURL: `http://localhost:${PORT}` });
// each test is a day's work of one person, several screens long
test.describe.configure({ mode: 'serial', timeout: scaled(180_000) });

const OWNER = { email: 'directora@institutoandes.pe', name: 'Rosa', lastname: 'Ccori', password: 'Andes#2026' };

let platform: EmptyPlatform;
test.beforeAll(async () => {
  test.setTimeout(scaled(240_000));
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
  await expect(page).toHaveURL(pathIs('/superadmin/dashboard/home'), { timeout: scaled(15_000) });
  await page.getByRole('link', { name: 'Entidades' }).click();
  await expect(heading(page, 'Entidades')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

const ENTITY = { name: 'Instituto Andes', domain: 'institutoandes.pe' };
const ADMIN = { email: 'admin@institutoandes.pe', name: 'Luis', lastname: 'Huamán', password: 'Andes#2026' };

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: scaled(15_000) });
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

const CAMPUS = 'Sede Cusco';
const PRACTICES = { exam: 'Examen de Hardware', work: 'Trabajo práctico' };

test('the admin sets the weights, a campus, a videoconference credential and when certificates are issued', async ({
  page,
}) => {
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: new RegExp(`^${PROGRAMME.category}`) }).click();
  await openRowAction(page, PROGRAMME.name, 'Configuración de promedios');
  await expect(heading(page, 'Configuración de promedios')).toBeVisible();
  for (const title of [PRACTICES.exam, PRACTICES.work]) {
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva práctica calificada' });
    await dialog.getByLabel('Título').fill(title);
    await dialog.getByLabel('Peso').fill('1');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await closeToast(page, 'La práctica calificada ha sido creada');
  }
  await expect(page.getByRole('row').filter({ hasText: PRACTICES.exam })).toContainText('50%');

  await page.getByTestId('sidebar').getByRole('link', { name: 'Sedes' }).click();
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const campus = page.getByRole('dialog', { name: 'Nueva sede' });
  await campus.getByRole('textbox', { name: 'Nombre' }).fill(CAMPUS);
  await campus.getByRole('combobox', { name: 'País' }).click();
  await page.getByRole('option', { name: 'Perú', exact: true }).click();
  await campus.getByRole('combobox', { name: 'Departamento' }).click();
  await page.getByRole('option', { name: 'Cusco', exact: true }).click();
  await campus.getByRole('textbox', { name: 'Dirección' }).fill('Av. El Sol 815');
  await campus.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Sede creada con éxito');

  await page.getByTestId('sidebar').getByRole('link', { name: 'Credenciales' }).click();
  await page.getByRole('tab', { name: 'Videoconferencias' }).click();
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const credential = page.getByRole('dialog', { name: 'Nueva credencial' });
  await credential.getByRole('combobox', { name: 'Servicio' }).click();
  await page.getByRole('option', { name: 'zoom', exact: true }).click();
  await credential.getByRole('textbox', { name: 'Correo electrónico' }).fill('clases@institutoandes.pe');
  await credential.getByRole('textbox', { name: 'Token' }).fill('tok-andes-2026');
  await credential.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Credencial creada con éxito');
  // the token is never shown again
  await expect(page.getByRole('row').filter({ hasText: 'clases@institutoandes.pe' })).not.toContainText(
    'tok-andes-2026',
  );

  // a new entity issues certificates at the course's end to those who passed (decision 0054); this institute hands
  // them out when the counter decides, as its students finish at different times
  await page.getByTestId('sidebar').getByRole('link', { name: 'Mi Entidad' }).click();
  await expect(
    page.getByText('Los certificados se emiten al terminar el curso, solo a alumnos aprobados'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const entity = page.getByRole('dialog', { name: 'Editar entidad' });
  await entity.getByRole('combobox', { name: 'Emisión de certificados' }).click();
  await page.getByRole('option', { name: 'En cualquier momento, sin mirar la nota' }).click();
  await entity.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'La entidad ha sido actualizada');
  await expect(page.getByText('Los certificados se emiten en cualquier momento, sin mirar la nota')).toBeVisible();
});

const COURSE = `${PROGRAMME.name} - Cusco`;
const TEACHER = STAFF[2];
const EXAM = 'Examen de Hardware - Unidad 1';
const QUESTIONS = [
  { title: 'Procesador', statement: '¿Qué componente ejecuta las instrucciones?', right: 'CPU', wrong: 'Monitor' },
  { title: 'Memoria', statement: '¿Qué memoria se borra al apagar el equipo?', right: 'RAM', wrong: 'Disco duro' },
] as const;
/** 'YYYY-MM-DDTHH:mm' in Lima (UTC-5 all year), as a datetime field holds it */
const limaMinute = (ms: number) => new Date(ms - 5 * 3_600_000).toISOString().slice(0, 16);

test('the coordinador schedules the course and its first module, builds a bank and publishes a 20-point evaluation', async ({
  page,
}) => {
  await signInAs(page, STAFF[0].email, STAFF_PASSWORD);
  await expect(page).toHaveURL(pathIs('/dashboard/coordinator/courses'));
  const start = limaDay(0);
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Programar Curso' });
  await dialog.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: PROGRAMME.category, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Programa' }).click();
  await page.getByRole('option', { name: PROGRAMME.name, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Sede' }).click();
  await page.getByRole('option', { name: CAMPUS, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Nombre del curso' }).fill(COURSE);
  await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Clases de lunes a viernes en Cusco');
  await dialog.getByLabel('Fecha de inicio').fill(start);
  await dialog.getByLabel('Fecha de fin').fill(plusDays(start, 60));
  await dialog.getByRole('combobox', { name: 'Docentes' }).click();
  await page.getByRole('option', { name: `${TEACHER.name} ${TEACHER.lastname}`, exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'portada.png',
    mimeType: 'image/png',
    buffer: await drawImage(page, 'image/png', '#0e3873'),
  });
  await dialog.getByLabel('Publicar').check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Curso programado correctamente');

  await page.getByRole('button', { name: `Opciones: ${COURSE}` }).click();
  await page.getByRole('menuitem', { name: 'Programar módulos' }).click();
  await expect(heading(page, 'Programar módulos')).toBeVisible();
  const first = PROGRAMME.modules[0];
  await page.getByRole('navigation', { name: 'Módulos del curso' }).getByRole('button', { name: first }).click();
  await page.getByRole('region', { name: first }).getByRole('button', { name: 'PROGRAMAR' }).click();
  const moduleDialog = page.getByRole('dialog', { name: 'Programar Módulo' });
  await moduleDialog.getByLabel('Fecha de inicio del curso').fill(start);
  await moduleDialog.getByLabel('Fecha de fin del curso').fill(plusDays(start, 20));
  await moduleDialog.getByRole('button', { name: 'GUARDAR' }).click();
  await closeToast(page, 'Módulo programado correctamente');

  // the bank of the module, reached from Evaluaciones: category → programme → module
  await page.getByTestId('sidebar').getByRole('link', { name: 'Evaluaciones' }).click();
  await page
    .getByRole('region', { name: 'Categorías', exact: true })
    .getByRole('button', { name: new RegExp(`^${PROGRAMME.category}`) })
    .click();
  await page.getByRole('region', { name: 'Cursos', exact: true }).getByRole('button', { name: PROGRAMME.name }).click();
  await page
    .getByRole('region', { name: 'Módulos', exact: true })
    .getByRole('listitem')
    .filter({ hasText: first })
    .getByRole('link', { name: 'ver Evaluaciones' })
    .click();
  await expect(heading(page, first)).toBeVisible();
  const evaluationsPage = page.url();
  await page.getByRole('link', { name: 'Banco de Preguntas' }).click();
  await expect(heading(page, `Banco de Preguntas del curso: ${first}`)).toBeVisible();
  for (const question of QUESTIONS) {
    await page.getByRole('button', { name: 'Agregar pregunta' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva pregunta' });
    await form.getByRole('textbox', { name: 'Título' }).fill(question.title);
    await form.getByRole('textbox', { name: 'Enunciado' }).fill(question.statement);
    for (const [i, value] of [question.right, question.wrong].entries()) {
      await form.getByRole('button', { name: 'Agregar alternativa' }).click();
      await form.getByRole('textbox', { name: `Alternativa ${i + 1}` }).fill(value);
    }
    await form.getByRole('radio', { name: 'Correcta: Alternativa 1' }).check();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await closeToast(page, 'La pregunta ha sido creada correctamente.');
  }

  await page.goto(evaluationsPage);
  await page.getByRole('button', { name: 'Añadir nueva Evaluación' }).click();
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: 'Título' }).fill(EXAM);
  await form.getByRole('combobox', { name: 'Intentos' }).click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  await form.getByRole('combobox', { name: 'Duración (hh:mm)' }).click();
  await page.getByRole('option', { name: '00:30', exact: true }).click();
  for (const question of QUESTIONS) {
    await page.getByRole('checkbox', { name: question.title }).check();
    await page.getByRole('spinbutton', { name: `Puntos de la pregunta: ${question.title}` }).fill('10');
  }
  await expect(form.getByTestId('evaluation-total')).toHaveText('Total: 20 / 20');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'La evaluación ha sido creada');

  const shownExam = page.getByRole('region', { name: EXAM });
  await shownExam.getByRole('button', { name: 'Publicar' }).click();
  const publish = page.getByRole('dialog', { name: `Publicar: ${EXAM}` });
  await publish.getByLabel('Apertura').fill(limaMinute(Date.now() - 3_600_000));
  await publish.getByLabel('Cierre').fill(limaMinute(Date.now() + 7 * 86_400_000));
  await publish.getByRole('combobox', { name: 'Práctica calificada' }).click();
  await page.getByRole('option', { name: new RegExp(`^${PRACTICES.exam}`) }).click();
  await publish.getByRole('button', { name: 'Publicar' }).click();
  await closeToast(page, 'La evaluación ha sido publicada');
  await expect(
    page.getByRole('table', { name: 'Publicadas' }).getByRole('row').filter({ hasText: EXAM }),
  ).toContainText(PRACTICES.exam);
});

const DOMAIN = ENTITY.domain;
const STUDENT = { password: 'Cusco#2026', email: '', name: 'Rosa Condori Apaza' };
const OPERATION = 'OP-20261130';

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a student finds the course in the catalogue, registers on the way to buying it, and pays into the Yape account', async ({
    page,
  }) => {
    await page.goto(`/e/${DOMAIN}`);
    await expect(page.getByRole('link', { name: ENTITY.name })).toBeVisible();
    const account = page.getByRole('navigation', { name: 'Tu cuenta' });
    await expect(account.getByRole('link', { name: 'Ingresar' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Crear cuenta' })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('link', { name: COURSE }).click();
    await page.getByRole('link', { name: 'Comprar programa completo' }).click();
    // buying starts at the sign-in, whose 'Crear cuenta' leads back to the same checkout (decision 0051)
    await expect(heading(page, 'Iniciar sesión como: Estudiante')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Crear cuenta' }).click();
    await expect(heading(page, 'Crear cuenta de estudiante')).toBeVisible();
    STUDENT.email = await fillRegistration(page, STUDENT.password);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/aula\/comprar\/[^?]+$/);
    await expect(heading(page, 'Comprar')).toBeVisible();
    await expect(page.getByText(COURSE, { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Programa completo/ })).toBeChecked();

    // somewhere to pay into: the institute's Yape and BCP accounts, never a card gateway (decision 0050)
    const pay = page.getByRole('region', { name: 'Cómo pagar' });
    await expect(pay.getByRole('listitem').filter({ hasText: YAPE.number })).toContainText(`Titular: ${YAPE.holder}`);
    await expect(pay.getByRole('listitem').filter({ hasText: BCP.account })).toContainText(`CCI: ${BCP.cci}`);
    await page.getByLabel('Comprobantes de pago (1 a 3 imágenes png o jpg)').setInputFiles({
      name: 'yape.png',
      mimeType: 'image/png',
      buffer: await drawImage(page, 'image/png', '#742284'),
    });
    await expect(page.getByRole('img', { name: 'Comprobante 1' })).toBeVisible();
    await page.getByLabel('Número de operación').fill(OPERATION);
    await fitsTheScreen(page);
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    const sent = page.getByRole('region', { name: '¡Pedido enviado!' });
    await expect(sent.getByText(/^Pedido N\.º [0-9A-F]{8}$/)).toBeVisible();
    await expect(sent).toContainText('La institución revisará tu comprobante');
    await fitsTheScreen(page);
  });
});

test('the counter sees the operation number the student typed and accepts the order after confirming', async ({
  page,
}) => {
  await signInAs(page, STAFF[1].email, STAFF_PASSWORD);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Vouchers' }).click();
  await expect(heading(page, 'Vouchers')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: STUDENT.email });
  await expect(row).toContainText('Pendiente');
  await row.click();
  const detail = page.getByRole('dialog', { name: 'Detalle de la orden' });
  const vouchers = detail.getByRole('region', { name: 'Comprobantes de depósito' });
  await expect(vouchers.getByRole('img', { name: 'Comprobante 1' })).toBeVisible();
  await expect(vouchers).toContainText(`N.º de operación: ${OPERATION}`);
  await expect(vouchers.getByText('Posible voucher duplicado')).toHaveCount(0);
  await detail.getByRole('button', { name: 'Aceptar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Aceptar orden' });
  // the programme's price and its enrolment fee
  await expect(confirm).toContainText(`¿Aceptar la orden de ${STUDENT.name} por S/ 650.00?`);
  await confirm.getByRole('button', { name: 'Aceptar' }).click();
  await closeToast(page, 'La orden ha sido aceptada');
  await expect(page.getByText('No hay datos')).toBeVisible();
});

/** The student signs in through the institute's own page. */
async function studentSignsIn(page: Page) {
  await page.goto(`/e/${DOMAIN}/ingresar`);
  await page.getByLabel('Correo electrónico').fill(STUDENT.email);
  await page.getByLabel('Contraseña').fill(STUDENT.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(heading(page, 'Mis cursos')).toBeVisible();
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the student opens the unlocked module, reads the guide and takes the evaluation', async ({ page }) => {
    await studentSignsIn(page);
    await page.getByRole('link', { name: COURSE }).click();
    await expect(heading(page, COURSE)).toBeVisible();
    await expect(page.getByText('Bloqueado')).toHaveCount(0);
    await page.getByText('Temario').first().click();
    await expect(page.getByText('Partes de una computadora')).toBeVisible();
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Guía de ensamblaje' }).click(),
    ]);
    await tab.waitForURL(/\/files\/.+\?exp=\d+&sig=/);
    await tab.close();

    const listed = page.getByRole('listitem').filter({ hasText: EXAM, hasNot: page.getByRole('listitem') });
    await expect(listed).toContainText('Disponible');
    await listed.getByRole('link', { name: `Rendir: ${EXAM}` }).click();
    await expect(heading(page, EXAM)).toBeVisible();
    await page.getByRole('button', { name: 'Comenzar' }).click();
    for (const question of QUESTIONS) {
      const group = page.getByRole('group', { name: new RegExp(question.title) });
      await group.getByRole('radio', { name: question.right }).check();
      await expect(group.getByRole('status')).toHaveText('Guardado');
    }
    await fitsTheScreen(page);
    await page.getByRole('button', { name: 'Entregar' }).click();
    await page.getByRole('button', { name: 'Sí, entregar' }).click();
    await expect(page.getByRole('heading', { name: 'Evaluación entregada' })).toBeVisible();
    await expect(page.getByText('Tu nota: 20.00 de 20')).toBeVisible();
  });
});

test('the teacher types the practical work grade with a decimal comma in the grid', async ({ page }) => {
  await signInAs(page, TEACHER.email, STAFF_PASSWORD);
  await expect(heading(page, 'Mis cursos como docente')).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: COURSE })
    .getByRole('link', { name: `Ver curso: ${COURSE}` })
    .click();
  await expect(heading(page, COURSE)).toBeVisible();
  await page.getByRole('tab', { name: 'Registro de notas' }).click();
  const line = page
    .getByRole('table', { name: 'Registro de notas' })
    .getByRole('row')
    .filter({ hasText: STUDENT.name });
  const cells = line.getByRole('cell');
  // the evaluation's grade is in, half the weight is not: 'En curso', not 'Aprobado' (decision 0054)
  await expect(cells.nth(1)).toHaveText('20.00Evaluación');
  await expect(cells.nth(4)).toHaveText('En curso');
  const work = page.getByRole('textbox', { name: `Nota de ${STUDENT.name} en ${PRACTICES.work}` });
  await work.fill('15,5');
  await work.press('Enter');
  await expect(cells.nth(2)).toContainText('Guardado');
  await expect(work).toHaveValue('15.50');
  await expect(cells.nth(3)).toHaveText('17.75');
  await expect(cells.nth(4)).toHaveText('Aprobado');

  // the module's materials, for the teacher too (decision 0054)
  await page.getByRole('tab', { name: 'Materiales' }).click();
  await expect(page.getByRole('link', { name: 'Abrir Guía de ensamblaje' })).toBeVisible();
});

let certificateCode = '';

test('the counter issues the certificate from the student’s Certificado tab', async ({ page }) => {
  await signInAs(page, STAFF[1].email, STAFF_PASSWORD);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Inscritos' }).click();
  const search = page.getByRole('navigation', { name: 'Cursos, Diplomados' }).getByRole('searchbox', {
    name: 'Buscar curso',
  });
  await search.fill(COURSE);
  await search.press('Enter');
  await page
    .getByRole('navigation', { name: 'Cursos, Diplomados' })
    .getByRole('button', { name: new RegExp(`^\\d+\\. ${COURSE}`) })
    .click();
  await expect(page.getByRole('heading', { name: COURSE })).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: STUDENT.email })
    .getByRole('button', { name: /^Ver alumno: / })
    .click();
  await page.getByRole('tab', { name: 'Certificado' }).click();
  await expect(page.getByText('La entidad emite los certificados en cualquier momento del curso')).toBeVisible();
  await page.getByRole('button', { name: 'Generar' }).click();
  await closeToast(page, 'Certificado agregado correctamente');
  const code = (await page.getByText(/^Código de verificación: \S+/).textContent()) ?? '';
  certificateCode = code.replace('Código de verificación: ', '').trim();
  expect(certificateCode).not.toBe('');
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the student sees the final grade in Mis cursos and the certificate, which anyone can verify', async ({
    page,
  }) => {
    await studentSignsIn(page);
    const card = page.getByRole('listitem').filter({ hasText: COURSE });
    await expect(card).toContainText('Nota final: 17.75');
    await fitsTheScreen(page);
    await fromMenu(page, 'Mis certificados');
    await expect(heading(page, 'Mis certificados')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: COURSE })).toBeVisible();
    await fromMenu(page, 'Cerrar sesión');

    await page.goto(`/certificados/${certificateCode}`);
    await expect(heading(page, 'Certificado válido')).toBeVisible();
    await expect(page.locator('dl')).toContainText(STUDENT.name);
    await expect(page.locator('dl')).toContainText(COURSE);
    await expect(page.getByTestId('certificate-header')).toContainText(ENTITY.name);
  });
});
