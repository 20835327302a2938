// A double click creates one thing (docs/decisions/0052-double-clicks-and-enrolments.md): for each
// create button of the staff screens, the submit is double-clicked and the person sees one success message, no error
// and one new row. The shared form dialog and confirm dialog ignore the second submit, useApiMutation sends one call,
// and the server answers a repeat of a topic or a certificate with the existing one.
import { campuses, courses, type Input } from '@edu/shared';
import type { Locator, Page } from '@playwright/test';
import { categoryItem, openRowAction, programmeThroughApi, sessionOf, unique } from '../support/admin-programmes-helpers';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, scaled, signIn, watchCalls } from '../support/helpers';
import { enrolThroughApi, entityStudent, scheduledCourse } from '../support/students-helpers';

/** One call sent and answered, and exactly one toast: the success one. */
async function expectOneSuccess(page: Page, calls: { sent: number; answered: number }, text: string) {
  await expect(page.locator('.Toastify__toast').filter({ hasText: text })).toHaveCount(1);
  await expect.poll(() => calls.answered).toBe(calls.sent);
  expect(calls.sent).toBe(1);
  await expect(page.locator('.Toastify__toast')).toHaveCount(1);
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);
}

interface Case {
  /** the create button, as the person names it */
  title: string;
  account: string;
  /** the fname the button calls */
  fname: string;
  /** goes to the screen, opens the form and fills it; answers the button to double-click and the new row(s) */
  prepare: (page: Page, name: string) => Promise<{ submit: Locator; rows: () => Locator }>;
  success: string;
}

const dialogSave = (page: Page, title: string) =>
  page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Guardar' });

/** A module of a new programme, made through the API, its page open and the module chosen. */
async function moduleOpen(page: Page) {
  const { categoryId, courseId } = await programmeThroughApi(page);
  const { token, entityId } = await sessionOf(page);
  const input: Input<typeof courses.createCourse> = {
    entity_id: entityId,
    alias: 'modulo',
    parent_course_id: courseId,
    name: 'Fundamentos',
    price: { course_price: '100' },
  };
  await api(page, courses.createCourse, input, { token });
  await page.goto(`/dashboard/admin/courses/${categoryId}/${courseId}/modules`);
  await page
    .getByRole('navigation', { name: 'Módulos' })
    .getByRole('button', { name: /^Fundamentos/ })
    .click();
}

const CASES: Case[] = [
  {
    title: 'Agregar categoría',
    fname: 'createCategory',
    account: ACCOUNTS.admin,
    success: 'La categoría ha sido creada con éxito',
    prepare: async (page, name) => {
      await page.goto('/dashboard/admin/courses');
      await page.getByRole('button', { name: 'Agregar categoría' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
      await dialog.getByLabel('Nombre').fill(name);
      await dialog.getByLabel('Descripción').fill('Creada con doble clic');
      return { submit: dialogSave(page, 'Nueva categoría'), rows: () => categoryItem(page, name) };
    },
  },
  {
    title: 'Agregar sede',
    fname: 'createCampus',
    account: ACCOUNTS.admin,
    success: 'Sede creada con éxito',
    prepare: async (page, name) => {
      await page.goto('/dashboard/admin/sedes');
      await page.getByRole('button', { name: 'Agregar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva sede' });
      await dialog.getByRole('textbox', { name: 'Nombre' }).fill(name);
      await dialog.getByRole('combobox', { name: 'País' }).click();
      await page.getByRole('option', { name: 'Perú', exact: true }).click();
      await dialog.getByRole('combobox', { name: 'Departamento' }).click();
      await page.getByRole('option', { name: 'Cusco', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Dirección' }).fill('Av. El Sol 100');
      return { submit: dialogSave(page, 'Nueva sede'), rows: () => page.getByRole('row').filter({ hasText: name }) };
    },
  },
  {
    title: 'Agregar credencial',
    fname: 'createZoomToken',
    account: ACCOUNTS.admin,
    success: 'Credencial creada con éxito',
    prepare: async (page, name) => {
      const email = `${name.replace(/\W+/g, '.').toLowerCase()}@colegioandino.edu.pe`;
      await page.goto('/dashboard/admin/credentials');
      await page.getByRole('tab', { name: 'Videoconferencias' }).click();
      await page.getByRole('button', { name: 'Agregar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva credencial' });
      await dialog.getByRole('combobox', { name: 'Servicio' }).click();
      await page.getByRole('option', { name: 'zoom', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
      await dialog.getByRole('textbox', { name: 'Token' }).fill('tok-secreto-12345');
      return {
        submit: dialogSave(page, 'Nueva credencial'),
        rows: () => page.getByRole('row').filter({ hasText: email }),
      };
    },
  },
  {
    title: 'Agregar módulo',
    fname: 'createCourse',
    account: ACCOUNTS.admin,
    success: 'Módulo creado con éxito',
    prepare: async (page, name) => {
      const { categoryId, courseName } = await programmeThroughApi(page);
      await page.goto(`/dashboard/admin/courses?category=${categoryId}`);
      await openRowAction(page, courseName, 'Módulos');
      await page.getByRole('button', { name: 'Agregar módulo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo módulo' });
      await dialog.getByLabel('Título del módulo').fill(name);
      await dialog.getByLabel(/^Precio/).fill('300');
      return {
        submit: dialogSave(page, 'Nuevo módulo'),
        rows: () => page.getByRole('navigation', { name: 'Módulos' }).getByRole('listitem', { name }),
      };
    },
  },
  {
    title: 'Agregar tema',
    fname: 'createItem',
    account: ACCOUNTS.admin,
    success: 'El temario ha sido creado',
    prepare: async (page, name) => {
      await moduleOpen(page);
      await page.getByRole('button', { name: 'Agregar tema' }).click();
      await page.getByRole('dialog', { name: 'Nuevo tema' }).getByLabel('Título').fill(name);
      return {
        submit: dialogSave(page, 'Nuevo tema'),
        rows: () => page.getByRole('region', { name: 'Temario' }).getByRole('listitem', { name }),
      };
    },
  },
  {
    title: 'Generar certificado',
    fname: 'generateCertificate_2',
    account: ACCOUNTS.counter,
    success: 'Certificado agregado correctamente',
    prepare: async (page) => {
      const course = await scheduledCourse(page, 1);
      const student = await entityStudent(page);
      await enrolThroughApi(page, student, [course.id, course.modules[0]?.scheduledId ?? ''], 'total');
      await page.goto(`/dashboard/accountant/students/inscribed/list/${student.id}?scheduled=${course.id}`);
      await page.getByRole('tab', { name: 'Certificado' }).click();
      return {
        submit: page.getByRole('button', { name: 'Generar' }),
        rows: () => page.getByText(/^Código de verificación: \S+/),
      };
    },
  },
  {
    title: 'Agregar usuario',
    fname: 'createUser',
    account: ACCOUNTS.admin,
    success: 'El usuario ha sido creado correctamente',
    prepare: async (page, name) => {
      const email = `${name.replace(/\W+/g, '.').toLowerCase()}@colegioandino.edu.pe`;
      await page.goto('/dashboard/admin/users');
      await page.getByRole('button', { name: 'Agregar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
      await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Doble');
      await dialog.getByLabel('Apellido').fill('Clic');
      await dialog.getByLabel('Correo electrónico').fill(email);
      await dialog.getByLabel(/^Contraseña/).fill('Doble#2026');
      await dialog.getByRole('checkbox', { name: 'Docente', exact: true }).check();
      return {
        submit: dialogSave(page, 'Nuevo usuario'),
        rows: () => page.getByRole('row').filter({ hasText: email }),
      };
    },
  },
  {
    title: 'Agregar práctica calificada',
    fname: 'createQualifiedPractice',
    account: ACCOUNTS.admin,
    success: 'La práctica calificada ha sido creada',
    prepare: async (page, name) => {
      const { categoryId, courseName } = await programmeThroughApi(page);
      await page.goto(`/dashboard/admin/courses?category=${categoryId}`);
      await openRowAction(page, courseName, 'Configuración de promedios');
      await page.getByRole('button', { name: 'Agregar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva práctica calificada' });
      await dialog.getByLabel('Título').fill(name);
      await dialog.getByLabel('Peso').fill('2');
      return {
        submit: dialogSave(page, 'Nueva práctica calificada'),
        rows: () => page.getByRole('row').filter({ hasText: name }),
      };
    },
  },
  {
    title: 'Agregar cuenta para pagos',
    fname: 'createPaymentAccount',
    account: ACCOUNTS.admin,
    success: 'Cuenta creada con éxito',
    prepare: async (page, name) => {
      // a Yape number of its own: the same number twice is refused (decision 0050)
      const phone = `9${String(Date.now()).slice(-8)}`;
      await page.goto('/dashboard/admin/credentials');
      await page.getByRole('tab', { name: 'Cuentas para pagos' }).click();
      await page.getByRole('button', { name: 'Agregar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva cuenta' });
      await dialog.getByRole('textbox', { name: 'Número de celular' }).fill(phone);
      await dialog.getByRole('textbox', { name: 'Titular' }).fill(name);
      return { submit: dialogSave(page, 'Nueva cuenta'), rows: () => page.getByRole('row').filter({ hasText: phone }) };
    },
  },
  {
    title: 'Aceptar (eliminar una sede)',
    fname: 'deleteCampus',
    account: ACCOUNTS.admin,
    success: 'Sede eliminada con éxito',
    prepare: async (page, name) => {
      const { token, entityId } = await sessionOf(page);
      await api(
        page,
        campuses.createCampus,
        { entity: entityId, name, country: 'Perú', department: 'Lima', address: 'Av. Brasil 1' },
        { token },
      );
      await page.goto('/dashboard/admin/sedes');
      await page.getByPlaceholder('Buscar por nombre...').fill(name);
      await page.getByRole('button', { name: `Eliminar sede: ${name}` }).click();
      return {
        submit: page.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Aceptar' }),
        // none left: the count below is of the rows after the delete
        rows: () => page.getByRole('row').filter({ hasText: name }),
      };
    },
  },
];

for (const c of CASES) {
  test(`a double click on '${c.title}' makes one change, with one success message and no error`, async ({ page }) => {
    // each case builds what it needs first (a programme, a student enrolled): room for a busy machine
    test.setTimeout(scaled(90_000));
    await signIn(page, c.account);
    const name = unique('Doble clic');
    const { submit, rows } = await c.prepare(page, name);
    const calls = watchCalls(page, c.fname);
    await submit.dblclick();
    await expectOneSuccess(page, calls, c.success);
    await expect(rows()).toHaveCount(c.title.startsWith('Aceptar') ? 0 : 1);
  });
}
