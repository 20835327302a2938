// Where a student pays into (decision 0050): the admin adds a Yape with its QR and a BCP account with
// its CCI in 'Credenciales › Cuentas para pagos', the Spanish rules refuse a bad phone and a short CCI; a new student
// on a 360 px phone sees both at checkout under 'Cómo pagar', copies the CCI with one tap, and never a gateway's e-mail.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { paymentAccounts } from '@edu/shared';
import { api } from '../support/api';
import { closeToast, drawImage, sessionOf } from '../support/admin-programmes-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';
import { DOMAIN, fitsTheScreen, registerStudent } from '../support/student-helpers';

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);

async function noSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The admin, at a desk in a browser of their own, on 'Cuentas para pagos'. */
async function adminDesk(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-PE',
    viewport: { width: 1280, height: 800 },
  });
  const desk = await context.newPage();
  await signIn(desk, ACCOUNTS.admin);
  await desk.getByTestId('sidebar').getByRole('link', { name: 'Credenciales' }).click();
  await expect(desk).toHaveURL(pathIs('/dashboard/admin/credentials'));
  await desk.getByRole('tab', { name: 'Cuentas para pagos' }).click();
  await expect(desk.getByText('Las cuentas activas se muestran al alumno al comprar')).toBeVisible();
  return { context, desk };
}

test('the admin adds a Yape and a BCP account; a student on a phone sees them at checkout and copies the CCI', async ({
  page,
  browser,
  context,
}) => {
  test.slow();
  const yape = `9${stamp()}`;
  const account = `191-${stamp()}-0-12`;
  const cci = `002191${stamp()}012345`;
  const { context: deskContext, desk } = await adminDesk(browser);
  const { entityId, token } = await sessionOf(desk);

  await desk.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = desk.getByRole('dialog', { name: 'Nueva cuenta' });
  // Yape is the first kind: a phone of 9 digits starting with 9, the holder, an optional QR image
  await expect(dialog.getByRole('combobox', { name: 'Tipo' })).toHaveText('Yape');
  await dialog.getByRole('textbox', { name: 'Número de celular' }).fill('812345678');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El número de Yape o Plin debe tener 9 dígitos y empezar con 9')).toBeVisible();
  await expect(dialog.getByText('Ingrese el titular de la cuenta')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Número de celular' }).fill(yape);
  await dialog.getByRole('textbox', { name: 'Titular' }).fill('Colegio Andino S.A.C.');
  await dialog.getByLabel('Código QR (opcional)').setInputFiles({
    name: 'qr-yape.png',
    mimeType: 'image/png',
    buffer: await drawImage(desk, 'image/png', '#5b1f82'),
  });
  await noSeriousViolations(desk);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(desk, 'Cuenta creada con éxito');
  await expect(desk.getByRole('row').filter({ hasText: yape })).toContainText('Activa');

  await desk.getByRole('button', { name: 'Agregar', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Tipo' }).click();
  await desk.getByRole('option', { name: 'Cuenta bancaria' }).click();
  await dialog.getByRole('combobox', { name: 'Banco' }).click();
  await expect(desk.getByRole('option')).toHaveText(['BCP', 'Interbank', 'BBVA', 'Scotiabank', 'Otro banco']);
  await desk.getByRole('option', { name: 'BCP' }).click();
  await dialog.getByRole('textbox', { name: 'Número de cuenta' }).fill(account);
  await dialog.getByRole('textbox', { name: 'CCI (20 dígitos)' }).fill(cci.slice(0, 19));
  await dialog.getByRole('textbox', { name: 'Titular' }).fill('Colegio Andino S.A.C.');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El CCI debe tener exactamente 20 dígitos')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'CCI (20 dígitos)' }).fill(cci);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(desk, 'Cuenta creada con éxito');
  const bcpRow = desk.getByRole('row').filter({ hasText: account });
  await expect(bcpRow).toContainText('Cuenta bancaria');
  await expect(bcpRow).toContainText('BCP');

  // the student, on a 360 px phone, buys the demo programme
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerStudent(page);
  await page.goto(`/e/${DOMAIN}`);
  await page.getByRole('link', { name: 'Full Stack - Cusco' }).click();
  await page.getByRole('link', { name: 'Comprar programa completo' }).click();
  await expect(heading(page, 'Comprar')).toBeVisible();
  const pay = page.getByRole('region', { name: 'Cómo pagar' });
  await expect(pay).toContainText('Paga el total en una de estas cuentas');
  const yapeCard = pay.getByRole('listitem').filter({ hasText: yape });
  await expect(yapeCard).toContainText('Yape');
  await expect(yapeCard).toContainText('Titular: Colegio Andino S.A.C.');
  await expect(yapeCard.getByRole('img', { name: 'Código QR Yape · Colegio Andino S.A.C.' })).toBeVisible();
  const bcpCard = pay.getByRole('listitem').filter({ hasText: account });
  await expect(bcpCard).toContainText('Cuenta bancaria · BCP');
  await expect(bcpCard).toContainText(`CCI: ${cci}`);
  // the card gateways' credentials are not somewhere to pay into
  await expect(pay).not.toContainText('@colegioandino.edu.pe');
  await expect(pay).not.toContainText('niubiz');
  await fitsTheScreen(page);
  await page.setViewportSize({ width: 360, height: 780 });

  await bcpCard.getByRole('button', { name: `Copiar CCI ${cci}` }).click();
  await expect(bcpCard.getByRole('status').filter({ hasText: 'Copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cci);
  await yapeCard.getByRole('button', { name: `Copiar Celular ${yape}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(yape);

  // the two accounts go again, through the API (the table's delete is CrudScreen's, as on every management screen)
  await deskContext.close();
  const { accounts } = await api(page, paymentAccounts.getPaymentAccounts, { entity: entityId }, { token });
  for (const a of accounts as { _id: string; number: string }[]) {
    if (a.number === yape || a.number === account) {
      await api(page, paymentAccounts.deletePaymentAccount, { payment_account_id: a._id }, { token });
    }
  }
});
