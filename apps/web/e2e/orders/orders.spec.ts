// The counter's orders (02 §2.11 /vouchers and /history, §2.12, §4; docs/decisions/0018): two students order a
// programme through the store's call; the counter checks one order's products, total and voucher, accepts it (the
// buyer's modules unlock), rejects the other with a comment and finds both in 'Historial'.
import type { Page } from '@playwright/test';
import { audit } from '@edu/shared';
import { api } from '../support/api';
import { closeToast, sessionOf, unique } from '../support/admin-programmes-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn, watchCalls } from '../support/helpers';
import { modulesOf, newStudent, placeOrder, scheduledProgramme, tokenOf } from '../support/orders-helpers';

const VOUCHERS = '/dashboard/accountant/students/vouchers';
const HISTORY = '/dashboard/accountant/students/history';

const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });
const filterBy = (page: Page, text: string) => page.getByRole('searchbox', { name: 'Buscar por correo...' }).fill(text);

test('accepts one order (its modules unlock), rejects another with a comment, finds both in the history', async ({
  page,
}) => {
  // about forty calls through the API set the scene before the journey starts
  test.slow();
  await signIn(page, ACCOUNTS.counter);
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/students/inscribed'));
  const course = await scheduledProgramme(page);
  const tag = unique('x').split(' ')[1] as string;
  const ana = await newStudent(page, tag, 'Ana');
  const luis = await newStudent(page, tag, 'Luis');
  await placeOrder(page, ana, [course.id], `OP-${tag}`);
  await placeOrder(page, luis, [course.id]);
  expect(await modulesOf(page, course.id, ana.id)).toEqual(
    course.programme.modules.map((name) => ({ name, isUnlocked: false })),
  );

  await page.goto(VOUCHERS);
  await expect(heading(page, 'Vouchers')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Listado de Vouchers' })).toBeVisible();
  for (const header of ['Comprador', 'Correo electrónico', 'Total', 'Fecha', 'Estado']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  // both pending, newest first
  await filterBy(page, tag);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toContainText(luis.email);
  await expect(rows(page).nth(1)).toContainText(ana.email);
  await expect(rows(page).nth(1)).toContainText(`Ana ${ana.lastname}`);
  await expect(rows(page).nth(1)).toContainText('S/ 600.00');
  await expect(rows(page).nth(1)).toContainText('Pendiente');

  await rows(page).nth(1).click();
  const detail = page.getByRole('dialog', { name: 'Detalle de la orden' });
  const buyer = detail.getByRole('region', { name: 'Datos del comprador' });
  for (const value of ['Ana', ana.lastname, ana.email, '987654321', '45678912', 'Av. Los Próceres 123, Cusco']) {
    await expect(buyer.getByText(value, { exact: true })).toBeVisible();
  }
  // no photo: the default avatar, not an image
  await expect(buyer.getByRole('img', { name: `Ana ${ana.lastname}` })).toHaveCount(0);
  const products = detail.getByRole('region', { name: 'Programas adquiridos' });
  for (const header of ['Categoría', 'Curso', 'Precio del curso', 'Precio de inscripción', 'Total']) {
    await expect(products.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const line = products.getByRole('row').filter({ hasText: course.programme.courseName });
  await expect(line).toContainText(course.programme.categoryName);
  await expect(line.getByRole('cell')).toHaveText([
    course.programme.categoryName,
    course.programme.courseName,
    'S/ 500.00',
    'S/ 100.00',
    'S/ 600.00',
  ]);
  await expect(products.getByRole('row').last()).toHaveText(/Total\s*S\/ 600\.00/);

  const vouchers = detail.getByRole('region', { name: 'Comprobantes de depósito' });
  await expect(vouchers.getByRole('img', { name: 'Comprobante 1' })).toBeVisible();
  // the number the student typed, and Luis's order paid with the same image (04 §2.4)
  await expect(vouchers).toContainText(`N.º de operación: OP-${tag}`);
  const duplicate = vouchers.getByRole('alert').filter({ hasText: 'Posible voucher duplicado' });
  await expect(duplicate).toContainText(`Tiene la misma imagen que la orden de Luis ${luis.lastname} (${luis.email})`);
  await expect(duplicate).toContainText('Pendiente');
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    vouchers.getByRole('link', { name: 'Comprobante' }).click(),
  ]);
  await tab.waitForLoadState();
  expect(await tab.evaluate(() => document.contentType)).toBe('image/png');
  await tab.close();

  // Aceptar asks first, naming the buyer and the amount
  await detail.getByRole('button', { name: 'Aceptar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Aceptar orden' });
  await expect(confirm).toContainText(`¿Aceptar la orden de Ana ${ana.lastname} por S/ 600.00?`);
  await confirm.getByRole('button', { name: 'Aceptar' }).click();
  await closeToast(page, 'La orden ha sido aceptada');
  await expect(detail).toBeHidden();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(luis.email);
  expect(await modulesOf(page, course.id, ana.id)).toEqual(
    course.programme.modules.map((name) => ({ name, isUnlocked: true })),
  );

  // Rechazar asks for the comment first
  await rows(page).first().click();
  await detail.getByRole('button', { name: 'Rechazar' }).click();
  const reject = page.getByRole('dialog', { name: 'Rechazar orden' });
  await expect(reject).toContainText(`Se rechazará la orden de Luis ${luis.lastname} por S/ 600.00.`);
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(reject.getByText('Escriba el motivo del rechazo')).toBeVisible();
  await reject.getByRole('textbox', { name: 'Comentario' }).fill('El monto del voucher no coincide');
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await closeToast(page, 'La orden ha sido rechazada');
  await expect(reject).toBeHidden();
  await expect(detail).toBeHidden();
  await expect(page.getByText('No hay datos')).toBeVisible();
  expect(await modulesOf(page, course.id, luis.id)).toEqual(
    course.programme.modules.map((name) => ({ name, isUnlocked: false })),
  );

  await page.goto(HISTORY);
  await expect(heading(page, 'Historial')).toBeVisible();
  await filterBy(page, tag);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: luis.email })).toContainText('Rechazado');
  await expect(rows(page).filter({ hasText: ana.email })).toContainText('Aceptado');
  await rows(page).filter({ hasText: luis.email }).click();
  await expect(detail).toContainText('El monto del voucher no coincide');
  await expect(detail.getByRole('button', { name: 'Aceptar' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Rechazar' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Cerrar' }).click();
  await expect(detail).toBeHidden();

  // the buyer's Programa tab shows the bought modules unlocked
  await page.goto(`/dashboard/accountant/students/inscribed/list/${ana.id}?scheduled=${course.id}`);
  const program = page.getByRole('list', { name: 'Programa' });
  for (const name of course.programme.modules) {
    await expect(program.getByRole('listitem', { name: `${name}: desbloqueado` })).toBeVisible();
  }
});

// A BCP constancia as a phone shows it, screenshotted in Chromium: what the server reads from it (decision 0060)
const RECEIPT = `<body style="margin:0;width:360px;font-family:'Liberation Sans',sans-serif;background:#fff">
  <div style="background:#002a8d;color:#ff7800;font:700 30px 'DejaVu Sans';padding:16px 20px">BCP</div>
  <div style="padding:18px;font-size:15px;line-height:2.2">
  <div style="font:700 21px 'Liberation Sans';color:#002a8d">Constancia de transferencia</div>
  <div>Monto enviado <b style="float:right">S/ 600.00</b></div>
  <div>Fecha y hora <b style="float:right">15/01/2026 10:32</b></div>
  <div>Número de operación <b style="float:right">48172630</b></div></div></body>`;

test('the counter sees what was read from the voucher beside what the student typed, and where they differ', async ({
  page,
  browser,
}) => {
  test.slow();
  const shot = await browser.newPage({ viewport: { width: 360, height: 300 }, deviceScaleFactor: 2 });
  await shot.setContent(RECEIPT);
  const image = await shot.screenshot();
  await shot.close();
  await signIn(page, ACCOUNTS.counter);
  const course = await scheduledProgramme(page);
  const tag = unique('x').split(' ')[1] as string;
  const eva = await newStudent(page, tag, 'Eva');
  await placeOrder(page, eva, [course.id], '48172631', image);

  await page.goto(VOUCHERS);
  await filterBy(page, tag);
  await rows(page).first().click();
  const detail = page.getByRole('dialog', { name: 'Detalle de la orden' });
  const read = detail.getByRole('region', { name: 'Leído del voucher' });
  // read in the background by the server's reader: the detail asks again until it is there
  await expect(read).toBeVisible({ timeout: 30_000 });
  await expect(read).toContainText('Número de operación48172630');
  await expect(read).toContainText('Escrito por el estudiante: 48172631');
  await expect(read).toContainText('MontoS/ 600.00');
  await expect(read).toContainText('15-01-2026 10:32');
  await expect(read).toContainText('OrigenBCP');
  const marks = read.getByRole('alert');
  await expect(marks).toContainText(
    'El número de operación leído (48172630) no es el que escribió el estudiante (48172631)',
  );
  await expect(marks).toContainText('La fecha del voucher es de más de 30 días antes de la orden');
  await expect(marks).not.toContainText('El monto leído');
});

test('a double click on Aceptar accepts once: one success toast, no error toast, one audit line', async ({ page }) => {
  test.slow();
  await signIn(page, ACCOUNTS.counter);
  const course = await scheduledProgramme(page);
  const tag = unique('x').split(' ')[1] as string;
  const rosa = await newStudent(page, tag, 'Rosa');
  const order = await placeOrder(page, rosa, [course.id]);
  const accepts = watchCalls(page, 'activateOrders');

  await page.goto(VOUCHERS);
  await filterBy(page, tag);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().click();
  const detail = page.getByRole('dialog', { name: 'Detalle de la orden' });
  // the student typed no number: the counter is told so
  await expect(detail).toContainText('El alumno no indicó el número de operación');
  await detail.getByRole('button', { name: 'Aceptar' }).dblclick();
  const confirm = page.getByRole('dialog', { name: 'Aceptar orden' });
  await confirm.getByRole('button', { name: 'Aceptar' }).dblclick();
  await expect(detail).toBeHidden();
  const success = page.getByRole('alert').filter({ hasText: 'La orden ha sido aceptada' });
  await expect(success).toHaveCount(1);
  // every call the double click sent has been answered, and there was one: no second answer is on its way
  await expect.poll(() => accepts.answered).toBe(accepts.sent);
  expect(accepts.sent).toBe(1);
  await expect(success).toHaveCount(1);
  for (const failure of ['no está pendiente', 'Ocurrio un error', 'ya había sido aceptada']) {
    await expect(page.getByRole('alert').filter({ hasText: failure })).toHaveCount(0);
  }

  const { entityId } = await sessionOf(page);
  const { rows: lines } = await api(
    page,
    audit.getAuditLog,
    { entity_id: entityId, action: 'activateOrders' },
    { token: await tokenOf(page, ACCOUNTS.admin) },
  );
  expect((lines as { record_id: string | null }[]).filter((l) => l.record_id === order)).toHaveLength(1);
});

test('a coordinador sees no orders: the no-access panel, without a refused call', async ({ page }) => {
  await signIn(page, ACCOUNTS.coordinator);
  let ordersCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/v5.0.1/api/students') && request.postData()?.includes('getOrders')) ordersCalls++;
  });
  for (const [path, title] of [
    ['/dashboard/coordinator/students/vouchers', 'Vouchers'],
    ['/dashboard/coordinator/students/history', 'Historial'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('403');
  }
  expect(ordersCalls).toBe(0);
});
