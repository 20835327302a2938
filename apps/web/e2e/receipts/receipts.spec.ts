// Electronic receipts (decision 0063), one story in three steps that run in order: the admin fills 'Facturación
// electrónica' in 'Mi Entidad' (a RUC with a wrong check digit refused in Spanish, a self-signed test certificate made
// here, issuing switched on, a programme 'Gravado'); a student on a 360 px phone asks for a factura at checkout (the
// RUC's error first) and finds it in Mis pedidos; the counter accepts the order and sees its receipt in the order's
// detail and in 'Comprobantes', where the journeys' fake SUNAT turns it 'Aceptado'; the counter and the student download
// its PDF, whose QR holds the receipt's values; the counter annuls the order in Historial and its credit note is accepted.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { readReceiptQr } from '../../../api/src/services/receipts/pdf/read-receipt-qr';
import { makeTestCertificate } from '../../../api/src/services/receipts/ubl/test-certificate';
import { closeToast, drawImage, unique } from '../support/admin-programmes-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, PASSWORD, pathIs, scaled, signIn } from '../support/helpers';
import { newStudent, type Scheduled, scheduledProgramme, type Student } from '../support/orders-helpers';
import { DOMAIN, fitsTheScreen } from '../support/student-helpers';

// the entity's RUC is the account of the journeys' fake SUNAT (apps/api/src/services/receipts/sunat/fake-sunat-server.ts)
// and the one the test certificate names; the buyer's, another with a right check digit
const ENTITY_RUC = '20100123453';
const WRONG_RUC = '20100066604';
const BUYER_RUC = '20131312955';
const BUYER_NAME = 'Inversiones Andinas S.A.C.';
const RUC_INVALID = 'Ingrese un RUC válido de 11 dígitos.';

test.describe.configure({ mode: 'serial' });

/** What the three steps share: the programme on sale and the student who buys it. */
let course: Scheduled;
let buyer: Student;
/** the factura the counter's acceptance issued, which the annulment's credit note names */
let receiptLabel = '';

async function openFiscalTab(page: Page) {
  await page.getByTestId('sidebar').getByRole('link', { name: 'Mi Entidad' }).click();
  await expect(heading(page, 'Mi Entidad')).toBeVisible();
  await page.getByRole('tab', { name: 'Facturación electrónica' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard/admin/my-entity?tab=facturacion'));
  return page.getByRole('region', { name: 'Datos del emisor' });
}

test("the admin fills 'Facturación electrónica' and switches issuing on", async ({ page }) => {
  test.setTimeout(test.info().timeout * 3);
  await signIn(page, ACCOUNTS.admin);
  course = await scheduledProgramme(page);
  buyer = await newStudent(page, unique('f').split(' ')[1] as string, 'Ana');

  const issuer = await openFiscalTab(page);
  await expect(page.getByText(/^Para emitir comprobantes falta completar: /)).toBeVisible();
  // a RUC whose check digit is wrong is refused on the screen, in Spanish, before anything is sent
  await issuer.getByLabel('RUC').fill(WRONG_RUC);
  await issuer.getByLabel('Razón social').fill('Colegio Andino S.A.C.');
  await issuer.getByRole('button', { name: 'Guardar' }).click();
  await expect(issuer.getByText(RUC_INVALID)).toBeVisible();
  await issuer.getByLabel('RUC').fill(ENTITY_RUC);
  await issuer.getByLabel('Dirección fiscal').fill('Av. El Sol 123, Cusco');
  await issuer.getByLabel('Ubigeo').fill('080101');
  await issuer.getByLabel('Usuario SOL').fill('MODDATOS');
  await issuer.getByLabel('Clave SOL').fill('moddatos');
  await issuer.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Datos de facturación guardados con éxito');
  await expect(issuer.getByText(RUC_INVALID)).toHaveCount(0);
  // the SOL password is never shown again: its field is blank, and says a blank one keeps it
  await expect(issuer.getByLabel('Clave SOL')).toHaveValue('');
  await expect(issuer.getByText('Déjela en blanco para conservar la actual.')).toBeVisible();

  // the certificate: a self-signed .pfx made now, picked from a file as the admin would
  const certificate = page.getByRole('region', { name: 'Certificado digital (.pfx o .p12)' });
  await expect(certificate.getByText('Aún no se ha subido un certificado digital.')).toBeVisible();
  const made = makeTestCertificate({ ruc: ENTITY_RUC });
  // a file of this test's own output folder: the browser reads it when the upload is sent, not when it is picked
  const pfx = test.info().outputPath('certificado.pfx');
  writeFileSync(pfx, made.pfx);
  await certificate.locator('input[type="file"]').setInputFiles(pfx);
  await expect(certificate.getByText('certificado.pfx')).toBeVisible();
  await certificate.getByLabel('Contraseña del certificado').fill('otra-clave');
  await certificate.getByRole('button', { name: 'Subir certificado' }).click();
  await closeToast(page, 'La contraseña del certificado no es correcta.');
  await expect(certificate.getByText('La contraseña del certificado no es correcta.')).toBeVisible();
  await certificate.getByLabel('Contraseña del certificado').fill(made.password);
  await certificate.getByRole('button', { name: 'Subir certificado' }).click();
  await closeToast(page, 'Certificado digital guardado con éxito');
  await expect(certificate.getByText(/RUC 20100123453.*, vigente hasta el 31\/12\/2044$/)).toBeVisible();

  // nothing is missing now: issuing switches on
  await expect(page.getByText(/^Para emitir comprobantes falta completar: /)).toHaveCount(0);
  await issuer.getByRole('switch', { name: 'Emitir comprobantes electrónicos' }).check();
  await issuer.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Datos de facturación guardados con éxito');
  await expect(issuer.getByRole('switch', { name: 'Emitir comprobantes electrónicos' })).toBeChecked();

  // the journey's programme is charged IGV
  const programmes = page.getByRole('region', { name: 'Tratamiento del IGV por programa' });
  const treatment = programmes.getByRole('combobox', { name: `Tratamiento: ${course.programme.courseName}` });
  await expect(treatment).toHaveText('El de la entidad');
  await treatment.click();
  await page.getByRole('option', { name: 'Gravado (IGV 18 %)' }).click();
  await closeToast(page, 'Tratamiento del IGV guardado con éxito');
  await expect(treatment).toHaveText('Gravado (IGV 18 %)');

  // a reload stays on the tab, with what was saved
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Facturación electrónica' })).toHaveAttribute('aria-selected', 'true');
  await expect(issuer.getByLabel('RUC')).toHaveValue(ENTITY_RUC);
});

/** The student on a 360 px phone, signed in through the entity's page. */
async function phoneOf(browser: Browser, student: Student) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-PE',
    viewport: { width: 360, height: 800 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`/e/${DOMAIN}/ingresar`);
  await page.getByLabel('Correo electrónico').fill(student.email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(heading(page, 'Mis cursos')).toBeVisible();
  return page;
}

test('a student on a phone asks for a factura at checkout and finds it in Mis pedidos', async ({ page, browser }) => {
  test.setTimeout(test.info().timeout * 2);
  const phone = await phoneOf(browser, buyer);
  await phone.goto(`/aula/comprar/${course.id}`);
  await expect(heading(phone, 'Comprar')).toBeVisible();
  const receipt = phone.getByRole('group', { name: 'Comprobante', exact: true });
  await expect(receipt.getByRole('radio', { name: /^Boleta/ })).toBeChecked();
  await expect(receipt).toContainText('A su nombre, con su documento de identidad.');
  await receipt.getByRole('radio', { name: 'Factura' }).check();
  await receipt.getByLabel('RUC de la empresa').fill(WRONG_RUC);
  await receipt.getByLabel('Razón social de la empresa').fill(BUYER_NAME);
  await phone.getByLabel('Comprobantes de pago (1 a 3 imágenes png o jpg)').setInputFiles({
    name: 'voucher.png',
    mimeType: 'image/png',
    buffer: await drawImage(page, 'image/png', '#2e7d32'),
  });
  await phone.getByRole('button', { name: 'Enviar pedido' }).click();
  // the RUC's check digit is checked on the phone: nothing is sent, the field says why and has the focus
  await expect(receipt.getByText(RUC_INVALID)).toBeVisible();
  await expect(receipt.getByLabel('RUC de la empresa')).toBeFocused();
  await fitsTheScreen(phone);
  await receipt.getByLabel('RUC de la empresa').fill(BUYER_RUC);
  await expect(receipt.getByText(RUC_INVALID)).toHaveCount(0);
  await phone.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(phone.getByRole('heading', { name: '¡Pedido enviado!' })).toBeVisible();

  await phone.getByRole('link', { name: 'Ir a Mis pedidos' }).click();
  await expect(heading(phone, 'Mis pedidos')).toBeVisible();
  // the buyer is new: one order, the one just sent
  const order = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name: /^Pedido del / }) });
  await expect(order).toHaveCount(1);
  const asked = order.getByRole('region', { name: 'Comprobante', exact: true });
  await expect(asked).toContainText('Comprobante: Factura');
  await expect(asked).toContainText(`RUC ${BUYER_RUC} · ${BUYER_NAME}`);
  // not accepted yet: no receipt to download
  await expect(asked.getByRole('button', { name: 'Descargar comprobante' })).toHaveCount(0);
  await fitsTheScreen(phone);
  await phone.context().close();
});

test('the counter accepts the order, its factura is accepted by SUNAT and downloaded by both', async ({
  page,
  browser,
}) => {
  test.setTimeout(test.info().timeout * 2);
  await signIn(page, ACCOUNTS.counter);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Vouchers' }).click();
  await expect(heading(page, 'Vouchers')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar por correo...' }).fill(buyer.email);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  const detail = page.getByRole('dialog', { name: 'Detalle de la orden' });
  const asked = detail.getByRole('region', { name: 'Comprobante electrónico' });
  await expect(asked).toContainText(`Factura · RUC ${BUYER_RUC} · ${BUYER_NAME}`);
  await detail.getByRole('button', { name: 'Aceptar' }).click();
  await page.getByRole('dialog', { name: 'Aceptar orden' }).getByRole('button', { name: 'Aceptar' }).click();
  await closeToast(page, 'La orden ha sido aceptada');

  // the receipt was written with the acceptance: the order's detail in Historial names it
  await page.getByTestId('sidebar').getByRole('link', { name: 'Historial' }).click();
  await expect(heading(page, 'Historial')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar por correo...' }).fill(buyer.email);
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  const issued = detail.getByRole('region', { name: 'Comprobante electrónico' });
  await expect(issued).toContainText(/Factura F001-\d+/);
  const label = (/F001-\d+/.exec((await issued.textContent()) ?? '') ?? [''])[0];
  await expect(issued.getByRole('button', { name: `Descargar comprobante: ${label}` })).toBeVisible();
  await detail.getByRole('button', { name: 'Cerrar' }).click();

  // 'Comprobantes': found by the buyer's RUC, with its files
  await page.getByTestId('sidebar').getByRole('link', { name: 'Comprobantes' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/receipts'));
  await expect(heading(page, 'Comprobantes')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Serie-número, cliente o documento' }).fill(BUYER_RUC);
  const row = rows.filter({ hasText: label });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Factura');
  await expect(row).toContainText(BUYER_NAME);
  await expect(row).toContainText(`RUC ${BUYER_RUC}`);
  for (const file of ['PDF A4', 'Ticket', 'XML']) {
    await expect(row.getByRole('button', { name: `${file}: ${label}` })).toBeVisible();
  }
  // the e2e server sends to the journeys' fake SUNAT (playwright.config.ts), which accepts it; the list asks again
  // every few seconds while a receipt waits
  await expect(row.getByText('Aceptado', { exact: true })).toBeVisible({ timeout: scaled(30_000) });
  await expect(row.getByRole('button', { name: `CDR de SUNAT: ${label}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Reenviar: ${label}` })).toHaveCount(0);
  const [a4] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `PDF A4: ${label}` }).click(),
  ]);
  expect(a4.suggestedFilename()).toMatch(/\.pdf$/);

  // the student downloads it from Mis pedidos, on the phone
  const phone = await phoneOf(browser, buyer);
  await phone.goto('/aula/pedidos');
  const mine = phone.getByRole('region', { name: 'Comprobante', exact: true });
  await expect(mine).toContainText(`Factura ${label}`);
  await expect(mine.getByText('Aceptado', { exact: true })).toBeVisible();
  const [pdf] = await Promise.all([
    phone.waitForEvent('download'),
    mine.getByRole('button', { name: 'Descargar comprobante' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`${label}.pdf`);
  await fitsTheScreen(phone);
  // its QR holds the receipt's values as SUNAT lays them out: RUC | 01 | F001 | number | IGV | total | date | 6 | RUC |
  // hash |, with the IGV 18 % inside the gravado programme's price
  const [ruc, type, series, number, igv, total, date, docType, docNumber, hash, end] = (
    await readReceiptQr(readFileSync(await pdf.path()))
  ).split('|');
  expect([ruc, type, `${series}-${number}`, docType, docNumber, end]).toEqual([ENTITY_RUC, '01', label, '6', BUYER_RUC, '']);
  const centimos = Math.round(Number(total) * 100);
  // each line (the course, its inscription) splits its own price to the céntimo: the sum may differ by one per line
  expect(Math.abs(Math.round(Number(igv) * 100) - (centimos - Math.round((centimos * 100) / 118)))).toBeLessThanOrEqual(2);
  expect(Number(igv)).toBeGreaterThan(0);
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(hash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  await phone.context().close();
  receiptLabel = label;
});

test('the counter annuls the accepted order in Historial, and its credit note is accepted by SUNAT', async ({ page }) => {
  test.setTimeout(test.info().timeout * 2);
  await signIn(page, ACCOUNTS.counter);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Historial' }).click();
  await expect(heading(page, 'Historial')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar por correo...' }).fill(buyer.email);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  const detail = page.getByRole('dialog', { name: 'Detalle de la orden' });
  await detail.getByRole('button', { name: 'Anular orden' }).click();
  const annul = page.getByRole('dialog', { name: 'Anular orden' });
  // the reason is required, in Spanish
  await annul.getByRole('button', { name: 'Anular' }).click();
  await expect(annul.getByText('Escriba el motivo de la anulación')).toBeVisible();
  await annul.getByLabel('Motivo de la anulación').fill('Se devolvió el pago: el alumno no pudo asistir');
  await annul.getByRole('button', { name: 'Anular' }).click();
  await closeToast(page, 'Orden anulada con éxito');
  await expect(rows.first()).toContainText('Anulado');

  await page.getByTestId('sidebar').getByRole('link', { name: 'Comprobantes' }).click();
  await expect(heading(page, 'Comprobantes')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Serie-número, cliente o documento' }).fill(BUYER_RUC);
  const note = rows.filter({ hasText: 'Nota de crédito' });
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(receiptLabel);
  await expect(note.getByText('Aceptado', { exact: true })).toBeVisible({ timeout: scaled(30_000) });
});
