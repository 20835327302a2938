// The student's own area on a phone (spec 04 §2.2, §4 'Buying'; decision 0035): buying a programme or modules with a
// voucher, the counter's decision seen in Mis pedidos and Mis cursos, a rejected order sent again, a pending one
// cancelled, the materials of an unlocked module, Mis certificados and Mi perfil.
import type { Browser, Page } from '@playwright/test';
import { closeToast, drawImage, GIF } from '../support/admin-programmes-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';
import {
  DOMAIN,
  fillRegistration,
  fitsTheScreen,
  fromMenu,
  PHONE,
  registerStudent,
  signInAsDemoStudent,
} from '../support/student-helpers';

test.use(PHONE);

const FULL_STACK = 'Full Stack - Cusco';
const png = async (page: Page, color: string) => ({
  name: `voucher-${color.slice(1)}.png`,
  mimeType: 'image/png',
  buffer: await drawImage(page, 'image/png', color),
});
const vouchersInput = (page: Page) => page.getByLabel('Comprobantes de pago (1 a 3 imágenes png o jpg)');
const orderCards = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Pedido del / }) });

/** The counter, at a desk in a browser of their own, finds the buyer's pending order in Vouchers and decides it. */
async function counterDecides(browser: Browser, buyer: string, rejectWith?: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-PE',
    viewport: { width: 1280, height: 800 },
  });
  const desk = await context.newPage();
  await signIn(desk, ACCOUNTS.counter);
  await desk.getByTestId('sidebar').getByRole('link', { name: 'Vouchers' }).click();
  await expect(heading(desk, 'Vouchers')).toBeVisible();
  await desk.getByRole('searchbox', { name: 'Buscar por correo...' }).fill(buyer);
  const rows = desk.getByRole('row').filter({ has: desk.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(buyer);
  await rows.first().click();
  const detail = desk.getByRole('dialog', { name: 'Detalle de la orden' });
  await expect(detail.getByRole('img', { name: 'Comprobante 1' })).toBeVisible();
  if (rejectWith) {
    await detail.getByRole('button', { name: 'Rechazar' }).click();
    const reject = desk.getByRole('dialog', { name: 'Rechazar orden' });
    await reject.getByRole('textbox', { name: 'Comentario' }).fill(rejectWith);
    await reject.getByRole('button', { name: 'Rechazar' }).click();
    await closeToast(desk, 'La orden ha sido rechazada');
  } else {
    await detail.getByRole('button', { name: 'Aceptar' }).click();
    await desk.getByRole('dialog', { name: 'Aceptar orden' }).getByRole('button', { name: 'Aceptar' }).click();
    await closeToast(desk, 'La orden ha sido aceptada');
  }
  await context.close();
}

/** From the catalogue to the checkout of FULL_STACK, by one of the course's two buttons. */
async function toCheckout(page: Page, button: 'Comprar programa completo' | 'Elegir módulos') {
  await page.goto(`/e/${DOMAIN}`);
  await page.getByRole('link', { name: FULL_STACK }).click();
  await page.getByRole('link', { name: button }).click();
  await expect(heading(page, 'Comprar')).toBeVisible();
  await expect(page.getByText(FULL_STACK, { exact: true })).toBeVisible();
}

test('a new student buys a whole programme with a voucher; once the counter accepts it, its materials open', async ({
  page,
  browser,
}) => {
  // the whole story, with the counter's desk in a second browser: four times a journey's time, not three
  test.setTimeout(test.info().timeout * 4);
  // a visitor of the catalogue: its bar offers 'Ingresar' and 'Crear cuenta'; buying starts at the sign-in, whose
  // 'Crear cuenta' leads back to the same checkout once registered (decision 0051)
  await page.goto(`/e/${DOMAIN}`);
  const account = page.getByRole('navigation', { name: 'Tu cuenta' });
  await expect(account.getByRole('link', { name: 'Ingresar' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Crear cuenta' })).toBeVisible();
  await fitsTheScreen(page);
  await page.getByRole('link', { name: FULL_STACK }).click();
  const coursePage = page.url();
  await page.getByRole('link', { name: 'Comprar programa completo' }).click();
  await expect(heading(page, 'Iniciar sesión como: Estudiante')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Crear cuenta' }).click();
  await expect(heading(page, 'Crear cuenta de estudiante')).toBeVisible();
  const student = { email: await fillRegistration(page, 'secreto1') };
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/aula\/comprar\/[^?]+$/);
  await expect(heading(page, 'Comprar')).toBeVisible();
  await expect(page.getByText(FULL_STACK, { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Programa completo/ })).toBeChecked();
  // the browser's Back leaves the checkout for the course, never for a sign-in page of a signed-in student
  const checkoutPage = page.url();
  await page.goBack();
  await expect(page).toHaveURL(coursePage);
  await expect(
    page.getByRole('navigation', { name: 'Tu cuenta' }).getByRole('link', { name: 'Mis cursos' }),
  ).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(checkoutPage);
  await expect(page.getByRole('radio', { name: /Programa completo/ })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  await expect(summary).toContainText(/Total a pagar\s*S\/ \d+\.\d{2}/);
  await expect(page.getByRole('region', { name: 'Cómo pagar' })).toBeVisible();

  // the picker refuses what the server would, before sending: another type, more than three
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByText('Debe adjuntar la imagen del voucher de depósito')).toBeVisible();
  await vouchersInput(page).setInputFiles({ name: 'voucher.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(page.getByText('Solo se aceptan imágenes png, jpg o jpeg')).toBeVisible();
  const four = await Promise.all(['#111111', '#222222', '#333333', '#444444'].map((c) => png(page, c)));
  await vouchersInput(page).setInputFiles(four);
  await expect(page.getByText('Puede adjuntar hasta 3 imágenes del voucher')).toBeVisible();
  await vouchersInput(page).setInputFiles([four[0], four[1]]);
  await expect(page.getByRole('img', { name: 'Comprobante 2' })).toBeVisible();
  // the images attached, 'Debe adjuntar…' is gone
  await expect(page.getByText('Debe adjuntar la imagen del voucher de depósito')).toHaveCount(0);
  await page.getByRole('button', { name: 'Quitar comprobante 2' }).click();
  await expect(page.getByRole('img', { name: 'Comprobante 2' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Comprobante 1' })).toBeVisible();
  await page.getByLabel('Número de operación').fill('OP 12');
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByText('El número de operación solo puede tener letras, números y guiones')).toBeVisible();
  await page.getByLabel('Número de operación').fill('OP-20261126');
  await fitsTheScreen(page);

  // 'Cancelar' stops the upload: nothing is ordered, the form is as it was. The held request is aborted before the
  // route goes, never let through to the server (unrouting while it was held once let it place the order).
  let held = 0;
  let release = () => {};
  const hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v5.0.1/api/students', async (route) => {
    if (!route.request().postData()?.includes('createOrder')) return route.continue();
    held++;
    await hold;
    await route.abort().catch(() => undefined);
  });
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('progressbar', { name: 'Enviando comprobantes' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('button', { name: 'Enviar pedido' })).toBeEnabled();
  expect(held).toBe(1);
  release();
  await page.unrouteAll({ behavior: 'wait' });

  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  // the order's confirmation: its number and what happens next
  const sent = page.getByRole('region', { name: '¡Pedido enviado!' });
  await expect(sent).toBeVisible();
  const number = (await sent.getByText(/^Pedido N\.º [0-9A-F]{8}$/).textContent()) as string;
  await expect(sent).toContainText('La institución revisará tu comprobante');
  await fitsTheScreen(page);
  await sent.getByRole('link', { name: 'Ir a Mis pedidos' }).click();
  await expect(page).toHaveURL(pathIs('/aula/pedidos'));
  await expect(heading(page, 'Mis pedidos')).toBeVisible();
  const order = orderCards(page);
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(number);
  await expect(order).toContainText('Pendiente');
  await expect(order).toContainText('Desarrollo Web Full Stack');
  await expect(order).toContainText('Número de operación: OP-20261126');
  await expect(order.getByRole('img', { name: 'Comprobante 1' })).toBeVisible();
  await expect(order.getByRole('img', { name: 'Comprobante 2' })).toHaveCount(0);
  await fitsTheScreen(page);

  // a second order for the course waits for the first
  await page.goBack();
  await expect(page.getByText('Ya tienes un pedido pendiente para este curso', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Ir a Mis pedidos' }).click();
  await expect(heading(page, 'Mis pedidos')).toBeVisible();

  await counterDecides(browser, student.email);

  await page.reload();
  await expect(orderCards(page)).toContainText('Aceptado');
  await fromMenu(page, 'Mis cursos');
  await expect(heading(page, 'Mis cursos')).toBeVisible();
  await page.getByRole('link', { name: FULL_STACK }).click();
  await expect(heading(page, FULL_STACK)).toBeVisible();
  const modules = page
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first()
    .locator(':scope > li');
  await expect(modules).toHaveCount(3);
  await expect(page.getByText('Bloqueado')).toHaveCount(0);
  await expect(modules.first().getByText(/\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await modules.first().getByText('Temario').click();
  await expect(page.getByRole('heading', { name: 'Materiales' }).first()).toBeVisible();
  await fitsTheScreen(page);

  // a material opens in a new tab through a link signed on the click, never one written in the page
  const material = page.getByRole('button', { name: 'Pizarra: cliente y servidor' });
  await expect(page.locator('a[href*="/files/"]')).toHaveCount(0);
  const [tab] = await Promise.all([page.waitForEvent('popup'), material.click()]);
  await tab.waitForURL(/\/files\/.+\?exp=\d+&sig=/);
  await tab.waitForLoadState();
  expect(await tab.evaluate(() => document.contentType)).toBe('image/png');
  await tab.close();

  // everything bought: the area wears the entity's brand and leads back to its catalogue, where the course says so
  // instead of 'Comprar', and so does its checkout
  await expect(page.getByRole('link', { name: 'Colegio Andino' })).toBeVisible();
  await fromMenu(page, 'Ver cursos');
  await expect(page).toHaveURL(pathIs(`/e/${DOMAIN}`));
  await page.getByRole('link', { name: FULL_STACK }).click();
  await expect(page.getByText('Ya compraste este programa')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comprar programa completo' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Elegir módulos' })).toHaveCount(0);
  await fitsTheScreen(page);
  await page.goto(checkoutPage);
  await expect(page.getByText('Ya compraste este programa')).toBeVisible();
  await expect(page.getByText('Elige al menos un módulo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enviar pedido' })).toHaveCount(0);
});

test('modules are chosen one by one; a rejected order is sent again, and a pending one cancelled', async ({
  page,
  browser,
}) => {
  test.slow();
  const student = await registerStudent(page);
  await toCheckout(page, 'Elegir módulos');
  await expect(page.getByRole('radio', { name: 'Algunos módulos' })).toBeChecked();
  await expect(page.getByText('Elige al menos un módulo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar pedido' })).toBeDisabled();
  const choices = page.getByRole('group', { name: 'Módulos' }).getByRole('checkbox');
  await expect(choices).toHaveCount(3);
  const summary = page.getByRole('region', { name: 'Resumen del pedido' });
  // each choice is priced by the server
  await choices.nth(0).check();
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  const one = await summary
    .getByText(/^S\/ \d+\.\d{2}$/)
    .last()
    .textContent();
  await choices.nth(1).check();
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  await expect(summary.getByText(/^S\/ \d+\.\d{2}$/).last()).not.toHaveText(one as string);
  await choices.nth(1).uncheck();
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  await expect(summary.getByText(/^S\/ \d+\.\d{2}$/).last()).toHaveText(one as string);
  await fitsTheScreen(page);
  await vouchersInput(page).setInputFiles(await png(page, '#1565c0'));
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await page.getByRole('region', { name: '¡Pedido enviado!' }).getByRole('link', { name: 'Ir a Mis pedidos' }).click();
  await expect(page).toHaveURL(pathIs('/aula/pedidos'));
  await expect(orderCards(page)).toContainText('Pendiente');

  // Mis cursos: the module paid for waits, the others can be bought (that course's pending order comes first)
  await fromMenu(page, 'Mis cursos');
  await page.getByRole('link', { name: FULL_STACK }).click();
  await expect(page.getByText('Pendiente de pago')).toHaveCount(1);
  await expect(page.getByText('Aún no comprado')).toHaveCount(2);
  await fitsTheScreen(page);
  await page.getByRole('link', { name: 'Comprar este módulo' }).first().click();
  await expect(page).toHaveURL(/\/aula\/comprar\/[^?]+\?modulos=/);
  await expect(page.getByText('Ya tienes un pedido pendiente para este curso', { exact: false })).toBeVisible();

  await counterDecides(browser, student.email, 'El monto del voucher no coincide');

  await fromMenu(page, 'Mis pedidos');
  const order = orderCards(page);
  await expect(order).toContainText('Rechazado');
  await expect(order).toContainText('Motivo del rechazo: El monto del voucher no coincide');
  await order.getByRole('button', { name: 'Enviar nuevos comprobantes' }).click();
  await vouchersInput(page).setInputFiles(await png(page, '#2e7d32'));
  await page.getByLabel('Número de operación').fill('YAPE-778899');
  await fitsTheScreen(page);
  await page.getByRole('button', { name: 'Volver a enviar' }).click();
  await expect(order).toContainText('Pendiente');
  await expect(order).toContainText('Número de operación: YAPE-778899');

  await order.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(order.getByText('¿Seguro que quieres cancelar este pedido?')).toBeVisible();
  await order.getByRole('button', { name: 'No, mantenerlo' }).click();
  await order.getByRole('button', { name: 'Cancelar pedido' }).click();
  await order.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
  await expect(order).toContainText('Cancelado');
  await expect(order.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await page.reload();
  await expect(orderCards(page)).toContainText('Cancelado');
});

test('the demo student: locked and unlocked modules, Mis certificados, and the phone in Mi perfil', async ({
  page,
}) => {
  // seven pages, each measured at two widths and checked by axe
  test.slow();
  await signInAsDemoStudent(page);
  // Mis cursos: the final grade Mis notas shows (04 §2.2), and the area's bar with the entity's name
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: FULL_STACK }) });
  await expect(card).toContainText(/Nota final: \d{1,2}\.\d{2}/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Colegio Andino' })).toBeVisible();
  await fitsTheScreen(page);

  // Full Stack: 'HTML y CSS' unlocked with its materials, 'JavaScript moderno' waiting for payment, the last not bought
  await page.getByRole('link', { name: FULL_STACK }).click();
  await expect(heading(page, FULL_STACK)).toBeVisible();
  const module = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(module('HTML y CSS').getByRole('heading', { name: 'Materiales' })).toBeVisible();
  await expect(module('HTML y CSS').getByRole('button', { name: 'Guía de la semana 1' })).toBeVisible();
  await expect(module('HTML y CSS')).not.toContainText('Bloqueado');
  await expect(module('JavaScript moderno')).toContainText('Bloqueado Pendiente de pago');
  await expect(module('JavaScript moderno').getByRole('link', { name: 'Comprar este módulo' })).toHaveCount(0);
  await expect(module('Node.js y bases de datos')).toContainText('Bloqueado Aún no comprado');
  await expect(module('Node.js y bases de datos').getByRole('link', { name: 'Comprar este módulo' })).toBeVisible();
  await fitsTheScreen(page);

  // an order in every state, the rejected one with the counter's comment
  await fromMenu(page, 'Mis pedidos');
  for (const state of ['Pendiente', 'Aceptado', 'Rechazado', 'Cancelado']) {
    await expect(orderCards(page).filter({ hasText: state }).first()).toBeVisible();
  }
  await expect(orderCards(page).filter({ hasText: 'Rechazado' }).first()).toContainText('Motivo del rechazo:');
  await fitsTheScreen(page);

  await fromMenu(page, 'Mis certificados');
  await expect(heading(page, 'Mis certificados')).toBeVisible();
  const certificate = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await expect(certificate.getByRole('link', { name: 'Descargar' })).toHaveAttribute('href', /\/files\/.+sig=/);
  await expect(certificate.getByRole('link', { name: 'Verificar certificado' })).toHaveAttribute(
    'href',
    /\/certificados\/[A-Z0-9]+$/,
  );
  await expect(certificate).toContainText(/Fecha de emisión\s*\d{2}\/\d{2}\/\d{4}/);
  const download = await certificate.getByRole('link', { name: 'Descargar' }).getAttribute('href');
  expect((await page.request.get(download as string)).status()).toBe(200);
  await fitsTheScreen(page);

  await fromMenu(page, 'Mi perfil');
  await expect(heading(page, 'Mi perfil')).toBeVisible();
  await expect(page.getByText('estudiante@colegioandino.edu.pe')).toBeVisible();
  await page.getByLabel('Teléfono').fill('98765-4321');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Solo se permiten números')).toBeVisible();
  await page.getByLabel('Teléfono').fill('987123456');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Tus datos se guardaron')).toBeVisible();
  await fitsTheScreen(page);
  await page.reload();
  await expect(page.getByLabel('Teléfono')).toHaveValue('987123456');
});

test('a student changes their password in Mi perfil and signs in with the new one', async ({ page }) => {
  const student = await registerStudent(page);
  await fromMenu(page, 'Mi perfil');
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByText('La contraseña es obligatoria')).toBeVisible();
  await form.getByLabel('Contraseña actual').fill('equivocada');
  await form.getByLabel('Nueva contraseña').fill('nueva123');
  await form.getByLabel('Repetir contraseña').fill('nueva124');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByText('Las contraseñas no coinciden')).toBeVisible();
  await form.getByLabel('Repetir contraseña').fill('nueva123');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByText('La contraseña actual no es correcta')).toBeVisible();
  await form.getByLabel('Contraseña actual').fill(student.password);
  await form.getByLabel('Nueva contraseña').fill('nueva123');
  await form.getByLabel('Repetir contraseña').fill('nueva123');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByText('Su contraseña ha sido actualizada correctamente.')).toBeVisible();
  await fitsTheScreen(page);

  await fromMenu(page, 'Cerrar sesión');
  await expect(page).toHaveURL(pathIs(`/e/${DOMAIN}/ingresar`));
  await page.getByLabel('Correo electrónico').fill(student.email);
  await page.getByLabel('Contraseña').fill('nueva123');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(heading(page, 'Mis cursos')).toBeVisible();
  // every page of the area is reachable from the menu
  for (const [entry, title] of [
    ['Mis pedidos', 'Mis pedidos'],
    ['Mis certificados', 'Mis certificados'],
    ['Mi perfil', 'Mi perfil'],
    ['Mis cursos', 'Mis cursos'],
  ] as const) {
    await fromMenu(page, entry);
    await expect(heading(page, title)).toBeVisible();
  }
  await expect(page.getByText('Aún no tienes cursos')).toBeVisible();
  await fromMenu(page, 'Mis pedidos');
  await expect(page.getByText('Aún no tienes pedidos')).toBeVisible();
  await fitsTheScreen(page);
});
