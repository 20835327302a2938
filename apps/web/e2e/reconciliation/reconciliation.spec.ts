// Matching payments (decision 0062): five students order through the store's call, each with an operation number; the
// counter imports the bank's statement in 'Extractos bancarios' (made here: three credits pay three orders exactly, a
// fourth has a number that already paid an accepted order), finds in 'Vouchers' three orders 'Coincide', one 'Número
// repetido' and one 'Sin movimiento' (a module: no credit has its amount), accepts the three in one step with 'Aceptar
// coincidencias', reads the paid movement in 'Historial' and the day's row in 'Caja'; a buyer, on a phone, finds the
// course in Mis cursos.
import type { Page } from '@playwright/test';
import { courses, orders, paymentAccounts, scheduleds } from '@edu/shared';
import { closeToast, drawImage, sessionOf, unique } from '../support/admin-programmes-helpers';
import { api } from '../support/api';
import { limaDay, shown } from '../support/coordinator-courses-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, PASSWORD, pathIs, signIn } from '../support/helpers';
import {
  modulesOf,
  newStudent,
  placeOrder,
  scheduledProgramme,
  type Student,
  tokenOf,
} from '../support/orders-helpers';
import { DOMAIN } from '../support/student-helpers';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });
const rowOf = (page: Page, student: Student) => rows(page).filter({ hasText: student.email });

/** A voucher image of its own: an image that paid an accepted order makes any other order with it 'Número repetido'. */
const ownVoucher = (page: Page) =>
  drawImage(
    page,
    'image/png',
    `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`,
  );

/** A bank's CSV as its app exports it: title rows, ';', decimal comma; every line booked today (Lima). */
function statementCsv(credits: [string, string][]) {
  const [y, m, d] = limaDay(0).split('-');
  return [
    'Movimientos de la cuenta;;;;',
    'Moneda: Soles;;;;',
    'Fecha;Descripción;N° Operación;Monto;Saldo',
    ...credits.map(([op, amount], i) => `${d}/${m}/${y} 00:0${i + 1};ABONO TRANSFERENCIA;${op};${amount};9.999,00`),
    '',
  ].join('\r\n');
}

/** The programme's first module scheduled by the coordinator: sold on its own, for less than the programme. */
async function scheduledModule(page: Page, programmeId: string, mainId: string) {
  const { entityId } = await sessionOf(page);
  const token = await tokenOf(page, ACCOUNTS.coordinator);
  const { courses: modules } = await api(
    page,
    courses.getCourses,
    { entity_id: entityId, parent_course_id: programmeId, page: 1 },
    { token },
  );
  const { scheduled } = await api(
    page,
    scheduleds.createScheduled,
    {
      type_of_scheduled: 'children',
      entity_id: entityId,
      course_id: modules[0]?._id as string,
      start_date: limaDay(5),
      end_date: limaDay(30),
      main_scheduled: mainId,
    },
    { token },
  );
  return scheduled._id as string;
}

test("three orders 'Coincide' are accepted in one step; 'Número repetido' and 'Sin movimiento' stay", async ({
  page,
  browser,
}) => {
  // about sixty calls through the API set the scene, then three screens and a student's phone
  test.setTimeout(test.info().timeout * 4);
  await signIn(page, ACCOUNTS.counter);
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/students/inscribed'));
  const { entityId } = await sessionOf(page);
  const course = await scheduledProgramme(page);
  const moduleId = await scheduledModule(page, course.programme.courseId, course.id);
  // an account of the journey's own: its statement and its day in 'Caja' are this journey's
  const accountNumber = `300-${stamp()}`;
  await api(
    page,
    paymentAccounts.createPaymentAccount,
    { entity: entityId, kind: 'deposit', bank: 'interbank', number: accountNumber, holder: 'Colegio Andino S.A.C.' },
    { token: await tokenOf(page, ACCOUNTS.admin) },
  );

  const tag = unique('x').split(' ')[1] as string;
  const [ana, beto, carla, diego, elena, rosa] = await Promise.all(
    ['Ana', 'Beto', 'Carla', 'Diego', 'Elena', 'Rosa'].map((name) => newStudent(page, tag, name)),
  );
  const ops = [1, 2, 3, 4, 5].map((i) => `${stamp()}${i}`);
  // last week Rosa paid with the number Diego now types: the counter accepted her order
  const earlier = await placeOrder(page, rosa, [course.id], ops[3], await ownVoucher(page));
  await api(page, orders.activateOrders, { order_id: earlier }, { token: await tokenOf(page, ACCOUNTS.counter) });
  for (const [student, op] of [
    [ana, ops[0]],
    [beto, ops[1]],
    [carla, ops[2]],
    [diego, ops[3]],
  ] as const) {
    await placeOrder(page, student, [course.id], op, await ownVoucher(page));
  }
  await placeOrder(page, elena, [moduleId], ops[4], await ownVoucher(page));

  // the counter imports the statement: three credits with the orders' numbers and amounts, one with Rosa's number
  await page.getByTestId('sidebar').getByRole('link', { name: 'Extractos bancarios' }).click();
  await expect(heading(page, 'Extractos bancarios')).toBeVisible();
  await page.getByRole('combobox', { name: 'Cuenta' }).click();
  await page.getByRole('option', { name: new RegExp(accountNumber) }).click();
  const csv = statementCsv([
    [ops[0] as string, '600,00'],
    [ops[1] as string, '600,00'],
    [ops[2] as string, '600,00'],
    [ops[3] as string, '600,00'],
  ]);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'extracto.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('4 líneas leídas, 0 con observaciones, 0 ya estaban registradas.')).toBeVisible();
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se agregaron 4 movimientos (0 ya estaban)' })).toBeVisible();

  // 'Vouchers': each order's match, its reason as the chip's description
  await page.getByTestId('sidebar').getByRole('link', { name: 'Vouchers' }).click();
  await expect(heading(page, 'Vouchers')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Conciliación', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar por correo...' }).fill(tag);
  await expect(rows(page)).toHaveCount(5);
  for (const student of [ana, beto, carla]) await expect(rowOf(page, student)).toContainText('Coincide');
  const repeated = rowOf(page, diego).getByText('Número repetido');
  await expect(repeated).toHaveAccessibleDescription('El número de operación ya pagó otra orden.');
  await expect(rowOf(page, elena).getByText('Sin movimiento')).toHaveAccessibleDescription(
    'Ningún movimiento de los extractos coincide todavía.',
  );

  // the detail names the movement that fits
  await rowOf(page, ana).click();
  const detail = page.getByRole('dialog', { name: 'Detalle de la orden' });
  const match = detail.getByRole('region', { name: 'Conciliación con el banco' });
  await expect(match).toContainText('Un movimiento tiene el mismo número de operación y el monto.');
  await expect(match).toContainText(ops[0] as string);
  await expect(match).toContainText(`Interbank ${accountNumber}`);
  await expect(match).toContainText('S/ 600.00');
  await detail.getByRole('button', { name: 'Cerrar' }).click();
  await expect(detail).toBeHidden();

  // only the matches, then all three accepted after one question
  await page.getByRole('combobox', { name: 'Conciliación' }).click();
  await page.getByRole('option', { name: 'Coincide' }).click();
  await expect(rows(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Aceptar coincidencias' }).click();
  const confirm = page.getByRole('dialog', { name: 'Aceptar coincidencias' });
  await expect(confirm).toContainText(
    '¿Aceptar las 3 órdenes que coinciden con un movimiento, por S/ 1800.00 en total?',
  );
  await confirm.getByRole('button', { name: 'Aceptar' }).click();
  await closeToast(page, 'Se aceptaron 3 órdenes.');
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No hay datos')).toBeVisible();
  const acceptMatches = page.getByRole('button', { name: 'Aceptar coincidencias' });
  await expect(acceptMatches).toBeDisabled();
  await expect(acceptMatches).toHaveAccessibleDescription('No hay órdenes que coincidan en esta página.');
  await page.getByRole('combobox', { name: 'Conciliación' }).click();
  await page.getByRole('option', { name: 'Todas' }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rowOf(page, diego)).toContainText('Número repetido');
  await expect(rowOf(page, elena)).toContainText('Sin movimiento');
  for (const student of [ana, beto, carla]) {
    expect(await modulesOf(page, course.id, student.id)).toEqual(
      course.programme.modules.map((name) => ({ name, isUnlocked: true })),
    );
  }

  // 'Historial': the movement that paid it
  await page.getByTestId('sidebar').getByRole('link', { name: 'Historial' }).click();
  await expect(heading(page, 'Historial')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar por correo...' }).fill(ana.email);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().click();
  const paid = detail.getByRole('region', { name: 'Pagada con el movimiento' });
  await expect(paid).toContainText(ops[0] as string);
  await expect(paid).toContainText('S/ 600.00');
  await detail.getByRole('button', { name: 'Cerrar' }).click();

  // 'Caja': today's row of the account: four credits, three paid an order, one (Rosa's number) paid nothing
  await page.getByTestId('sidebar').getByRole('link', { name: 'Caja' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/cash'));
  await expect(heading(page, 'Caja')).toBeVisible();
  await page.getByRole('combobox', { name: 'Cuenta' }).click();
  await page.getByRole('option', { name: new RegExp(accountNumber) }).click();
  const days = page.getByRole('table', { name: 'Movimientos por día y cuenta' });
  const today = days.getByRole('row').filter({ hasText: shown(limaDay(0)) });
  await expect(today.getByRole('cell')).toHaveText([
    shown(limaDay(0)),
    `Interbank ${accountNumber}`,
    '4',
    'S/ 2400.00',
    '3',
    'S/ 1800.00',
    '1',
    'S/ 600.00',
  ]);
  // Diego's and Elena's orders wait
  const waiting = page.getByRole('table', { name: 'Órdenes en espera' });
  await expect(waiting.getByRole('row').filter({ hasText: shown(limaDay(0)) })).toBeVisible();
  // the counter sees the rules, not the form to change them (the admins')
  await expect(page.getByRole('heading', { name: 'Conciliación de pagos' })).toHaveCount(0);

  // Ana, on her phone: the course is in Mis cursos
  const phone = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-PE',
    viewport: { width: 360, height: 800 },
    isMobile: true,
    hasTouch: true,
  });
  const student = await phone.newPage();
  await student.goto(`/e/${DOMAIN}/ingresar`);
  await student.getByLabel('Correo electrónico').fill(ana.email);
  await student.getByLabel('Contraseña').fill(PASSWORD);
  await student.getByRole('button', { name: 'Ingresar' }).click();
  await expect(heading(student, 'Mis cursos')).toBeVisible();
  await expect(student.getByRole('link', { name: course.name })).toBeVisible();
  await phone.close();
});

test("an admin sets the entity's matching rules in 'Caja'", async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Caja' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard/admin/cash'));
  await expect(heading(page, 'Caja')).toBeVisible();
  // the last seven days in Lima
  await expect(page.getByLabel('Desde')).toHaveValue(limaDay(-6));
  await expect(page.getByLabel('Hasta')).toHaveValue(limaDay(0));
  await expect(page.getByRole('table', { name: 'Movimientos por día y cuenta' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Conciliación de pagos' });
  const tolerance = form.getByRole('textbox', { name: 'Tolerancia del monto (S/)' });
  await expect(tolerance).not.toHaveValue('');
  const before = await tolerance.inputValue();
  await tolerance.fill('500');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Ingrese un monto entre 0.00 y 100.00, con dos decimales como máximo')).toBeVisible();
  // saved as they were: the other journeys' matches stay as they are
  await tolerance.fill(before);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Se guardó la conciliación de pagos');
});
