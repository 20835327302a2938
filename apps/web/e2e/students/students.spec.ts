// The students area (02 §2.11, §4, §8; docs/decisions/0018-students-orders-certificates.md): the courses sidebar and
// the enrolled students, a student's modules and certificate, every answer of the student search modal (02 §3), and
// enrolment and removal by the coordinador.
import type { Page } from '@playwright/test';
import { closeToast, drawImage } from '../support/admin-programmes-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';
import {
  type Course,
  enrolThroughApi,
  entityStudent,
  manyScheduleds,
  courseItems,
  openCourse,
  sidebarOf,
  outsider,
  readMail,
  type Student,
  scheduledCourse,
} from '../support/students-helpers';

const ACCOUNTANT = '/dashboard/accountant/students';
const COORDINATOR = '/dashboard/coordinator/students';
const studentRow = (page: Page, student: Student) => page.getByRole('row').filter({ hasText: student.email });
const fullName = (student: Student) => `${student.name} ${student.lastname}`;

async function expectModules(page: Page, unlocked: string[], locked: string[]) {
  const program = page.getByRole('list', { name: 'Programa' });
  for (const name of unlocked) {
    await expect(program.getByRole('listitem', { name: `${name}: desbloqueado` })).toBeVisible();
  }
  for (const name of locked) await expect(program.getByRole('listitem', { name: `${name}: bloqueado` })).toBeVisible();
  await expect(program.getByRole('img', { name: 'Desbloqueado', exact: true })).toHaveCount(unlocked.length);
  await expect(program.getByRole('img', { name: 'Bloqueado', exact: true })).toHaveCount(locked.length);
}

/** The student search modal: its e-mail search. */
async function searchEmail(page: Page, dialogName: string, email: string) {
  const field = page.getByRole('dialog', { name: dialogName }).getByRole('textbox', { name: 'Correo del alumno' });
  await field.fill(email);
  await page.getByRole('dialog', { name: dialogName }).getByRole('button', { name: 'Buscar' }).click();
}

test.describe('as counter', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.counter);
    await expect(page).toHaveURL(pathIs(`${ACCOUNTANT}/inscribed`));
  });

  test('finds a course in the sidebar, opens a student and sees locked and unlocked modules', async ({ page }) => {
    const course = await scheduledCourse(page, 2);
    const [first, second] = course.modules as [Course['modules'][0], Course['modules'][0]];
    const student = await entityStudent(page);
    await enrolThroughApi(page, student, [course.id, first.scheduledId], 'part');
    await page.reload();
    await expect(heading(page, 'Inscritos')).toBeVisible();
    await expect(page.getByText('Seleccione un curso')).toBeVisible();

    await openCourse(page, course);
    await expect(studentRow(page, student)).toContainText(student.name);
    await page.getByRole('button', { name: `Ver alumno: ${fullName(student)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/inscribed/list/${student.id}\\?scheduled=${course.id}$`));
    const data = page.getByRole('region', { name: 'Datos personales' });
    await expect(data).toContainText(student.email);
    await expect(page.getByRole('tab', { name: 'Programa' })).toHaveAttribute('aria-selected', 'true');
    await expectModules(page, [first.name], [second.name]);

    // the address holds the course: a reload shows the same student
    await page.reload();
    await expect(data).toContainText(student.email);
    await expectModules(page, [first.name], [second.name]);
    await page.getByRole('button', { name: 'Volver a los alumnos' }).click();
    await expect(page).toHaveURL(new RegExp(`/students/inscribed\\?scheduled=${course.id}$`));
    await expect(studentRow(page, student)).toBeVisible();
  });

  test('the sidebar shows 20 courses, newest start first, and "Mostrar más" appends the rest', async ({ page }) => {
    const prefix = `Lote ${Date.now().toString(36)}`;
    await manyScheduleds(page, 21, prefix);
    await page.reload();
    const sidebar = sidebarOf(page);
    await sidebar.getByRole('searchbox', { name: 'Buscar curso' }).fill(prefix);
    await sidebar.getByRole('button', { name: 'Buscar' }).click();
    const items = courseItems(page, prefix);
    await expect(items).toHaveCount(20);
    await expect(items.first()).toHaveAccessibleName(new RegExp(`^1\\. ${prefix} 21`));
    await sidebar.getByRole('button', { name: 'Mostrar más' }).click();
    await expect(items).toHaveCount(21);
    await expect(items.last()).toHaveAccessibleName(new RegExp(`^21\\. ${prefix} 01`));
    await expect(sidebar.getByRole('button', { name: 'Mostrar más' })).toHaveCount(0);
  });

  test('invites a person of another entity through the student search modal; they join once they accept', async ({ page }) => {
    const person = await outsider(page);
    await page.goto(`${ACCOUNTANT}/invited`);
    await expect(heading(page, 'Alumnos')).toBeVisible();
    await page.getByRole('button', { name: '+ Agregar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar alumno' });
    // search → the 'not found' offer: nobody has this e-mail
    await searchEmail(page, 'Agregar alumno', `nadie.${Date.now()}@correo.pe`);
    await expect(dialog.getByText('No se encontró usuario, ¿desea agregarlo manualmente?')).toBeVisible();
    // search → 'not in this entity': a person of Instituto Pacífico; their name is not this entity's to see
    await searchEmail(page, 'Agregar alumno', person.email.toUpperCase());
    await expect(dialog.getByText(`El usuario ${person.email} existe en otra entidad`)).toBeVisible();
    await expect(dialog.getByText(person.name)).toHaveCount(0);
    const since = Date.now();
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    const sent = `Se envió una invitación a ${person.email}. Se unirá a la entidad cuando la acepte.`;
    await expect(dialog.getByText(sent)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    const invitations = page.getByRole('table', { name: 'Invitaciones pendientes' });
    const students = page.getByRole('table', { name: 'Alumnos' });
    await expect(invitations.getByRole('row').filter({ hasText: person.email })).toContainText('Pendiente');
    await page.getByPlaceholder('Buscar por nombre...').fill(person.name);
    await expect(students.getByText('No hay datos')).toBeVisible();

    // they accept on the e-mailed link
    const mail = await readMail(person.email, since);
    const link = /https?:\/\/\S+\/auth\/invitation\/[\w-]+/.exec(mail)?.[0] ?? '';
    await page.goto(new URL(link).pathname);
    await expect(page.getByText('Colegio Andino le invita a unirse como Estudiante.')).toBeVisible();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('status')).toHaveText('Ahora forma parte de Colegio Andino.');

    // now a student of the entity: listed, and the modal's 'already in the entity' answer
    await page.goto(`${ACCOUNTANT}/invited`);
    await page.getByPlaceholder('Buscar por nombre...').fill(person.name);
    await expect(students.getByRole('row').filter({ hasText: person.email })).toBeVisible();
    await expect(invitations.getByRole('row').filter({ hasText: person.email })).toContainText('Aceptada');
    await page.getByRole('button', { name: '+ Agregar' }).click();
    await searchEmail(page, 'Agregar alumno', person.email);
    await expect(dialog.getByText(`Usuario ${person.email} ya existe en la entidad`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Agregar', exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('creates a new student manually, then deletes them', async ({ page }) => {
    const tag = Date.now().toString(36);
    const email = `nuevo.${tag}@correo.pe`;
    await page.goto(`${ACCOUNTANT}/invited`);
    await page.getByRole('button', { name: '+ Agregar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar alumno' });
    await searchEmail(page, 'Agregar alumno', email);
    await dialog.getByRole('button', { name: 'Agregar manualmente' }).click();
    const form = dialog.getByRole('form', { name: 'Nuevo alumno' });
    await expect(form.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(email);
    // 'Regresar' returns to the 'not found' offer
    await form.getByRole('button', { name: 'Regresar' }).click();
    await expect(dialog.getByText('No se encontró usuario, ¿desea agregarlo manualmente?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Agregar manualmente' }).click();

    await expect(form.getByRole('textbox', { name: 'Rol' })).toHaveValue('Estudiante');
    await expect(form.getByRole('combobox', { name: 'Tipo de documento' })).toHaveText(
      'DOC.NAC.IDENTIDAD / CREDENCIAL',
    );
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('Este campo es obligatorio')).toHaveCount(3);
    await form.getByRole('textbox', { name: 'Nombre' }).fill(`Rosa ${tag}`);
    await form.getByRole('textbox', { name: 'Apellido paterno' }).fill('Quispe');
    await form.getByRole('textbox', { name: 'Apellido materno' }).fill('Huanca');
    // digits only: anything else typed is dropped
    await form.getByRole('textbox', { name: 'Teléfono' }).pressSequentially('98a76543x21');
    await expect(form.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('987654321');
    await form.getByRole('textbox', { name: 'DNI' }).pressSequentially('4567abc1234');
    await expect(form.getByRole('textbox', { name: 'DNI' })).toHaveValue('45671234');
    await form.getByLabel(/^Contraseña/).fill('123');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    await form.getByLabel(/^Contraseña/).fill('Demo1234');
    await form.locator('input[type=file]').setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawImage(page, 'image/jpeg', '#2e7d32'),
    });
    await form.getByRole('button', { name: 'Guardar' }).click();
    await closeToast(page, 'El usuario se ha creado correctamente');
    await expect(dialog).toBeHidden();

    await page.getByPlaceholder('Buscar por nombre...').fill(`Rosa ${tag}`);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Quispe Huanca');
    await expect(row).toContainText('987654321');
    await expect(row.getByRole('img', { name: `Rosa ${tag} Quispe Huanca` })).toBeVisible();

    await row.getByRole('button', { name: `Eliminar alumno: Rosa ${tag} Quispe Huanca` }).click();
    const notice = page.getByRole('dialog', { name: 'Aviso' });
    await expect(notice).toContainText('Está seguro de eliminar el alumno?');
    await notice.getByRole('button', { name: 'Aceptar' }).click();
    await closeToast(page, 'El usuario se ha eliminado correctamente.');
    await expect(row).toHaveCount(0);
  });

  test('generates a certificate, previews it and sends it by e-mail', async ({ page }) => {
    const course = await scheduledCourse(page, 1);
    const student = await entityStudent(page);
    await enrolThroughApi(page, student, [course.id, course.modules[0]?.scheduledId ?? ''], 'total');
    await page.goto(`${ACCOUNTANT}/inscribed/list/${student.id}?scheduled=${course.id}`);
    await expect(page.getByRole('region', { name: 'Datos personales' })).toContainText(student.email);
    await page.getByRole('tab', { name: 'Certificado' }).click();
    await expect(page.getByText('El alumno aún no tiene certificado en este curso')).toBeVisible();
    // who issues it and when (decision 0054): the demo Colegio Andino chose 'any time'
    await expect(page.getByText('La entidad emite los certificados en cualquier momento del curso')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('El alumno ya cumple lo necesario: el certificado se puede emitir.');
    await page.getByRole('button', { name: 'Generar' }).click();
    await closeToast(page, 'Certificado agregado correctamente');
    await expect(page.getByText(/^Código de verificación: \S+/)).toBeVisible();

    await page.getByRole('button', { name: 'Vista previa' }).click();
    const preview = page.locator('iframe[title="Certificado"]');
    await expect(preview).toBeVisible();
    const link = (await preview.getAttribute('src')) ?? '';
    const pdf = await page.request.get(link);
    expect(pdf.ok()).toBe(true);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByRole('link', { name: 'Descargar' })).toHaveAttribute('href', link);

    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Enviar por correo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar por correo' });
    await expect(dialog.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(student.email);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await closeToast(page, `El certificado se ha enviado al correo ${student.email}`);
    await expect(dialog).toBeHidden();
    const mail = await readMail(student.email, since);
    expect(mail).toContain('application/pdf');
  });
});

test.describe('as coordinador', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.coordinator);
    await expect(page).toHaveURL(pathIs('/dashboard/coordinator/courses'));
  });

  test('enrols a student in part mode, reads the certificate tab only, and removes them', async ({ page }) => {
    const course = await scheduledCourse(page, 2);
    const [first, second] = course.modules as [Course['modules'][0], Course['modules'][0]];
    const student = await entityStudent(page);
    await page.goto(`${COORDINATOR}/inscribed`);
    await openCourse(page, course);
    await expect(studentRow(page, student)).toHaveCount(0);

    await page.getByRole('button', { name: 'Inscribir alumno', exact: true }).click();
    const title = `Inscribir alumno en ${course.name}`;
    const dialog = page.getByRole('dialog', { name: title });
    // a coordinador cannot create students: the 'not found' answer offers no manual form
    await searchEmail(page, title, `nadie.${Date.now()}@correo.pe`);
    await expect(dialog.getByText('No se encontró usuario, ¿desea agregarlo manualmente?')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Agregar manualmente' })).toHaveCount(0);
    await searchEmail(page, title, student.email);
    await expect(dialog.getByText(`Usuario ${student.email} ya existe en la entidad`)).toBeVisible();
    await dialog.getByLabel('Parcial: solo los módulos elegidos').check();
    await dialog.getByRole('button', { name: 'Inscribir', exact: true }).click();
    await expect(dialog.getByText('Seleccione al menos un módulo')).toBeVisible();
    await dialog.getByLabel(first.name).check();
    await dialog.getByRole('button', { name: 'Inscribir', exact: true }).click();
    await closeToast(page, 'El alumno ha sido inscrito correctamente');
    await expect(dialog).toBeHidden();

    await studentRow(page, student)
      .getByRole('button', { name: `Ver alumno: ${fullName(student)}` })
      .click();
    await expectModules(page, [first.name], [second.name]);
    await page.getByRole('tab', { name: 'Certificado' }).click();
    await expect(page.getByText('El alumno aún no tiene certificado en este curso')).toBeVisible();
    // the coordinador may not issue it (generateCertificate_2's roles): the tab says who does, and when
    await expect(
      page.getByText('El certificado lo emite el administrador o el counter de la entidad, desde esta pestaña.'),
    ).toBeVisible();
    await expect(page.getByText('La entidad emite los certificados en cualquier momento del curso')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generar' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Volver a los alumnos' }).click();

    await studentRow(page, student)
      .getByRole('button', { name: `Eliminar del curso: ${fullName(student)}` })
      .click();
    const notice = page.getByRole('dialog', { name: 'Aviso' });
    await expect(notice).toContainText('¿Está seguro de eliminar al alumno del curso programado?');
    await notice.getByRole('button', { name: 'Aceptar' }).click();
    await closeToast(page, 'Se ha eliminado al alumno del curso programado');
    await expect(studentRow(page, student)).toHaveCount(0);
  });
});
