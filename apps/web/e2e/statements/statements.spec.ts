// Bank statements (decision 0061): the counter opens 'Extractos bancarios', picks an account that has no statement
// yet, uploads a bank's CSV made here (title rows, ';', decimal comma), checks the columns guessed from its headers in
// the preview, imports it ('Se agregaron 3 movimientos (0 ya estaban)'), finds a movement by its operation number, and
// uploads the same file again: the saved columns are used and nothing is added.
import { auth, paymentAccounts } from '@edu/shared';
import { sessionOf } from '../support/admin-programmes-helpers';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, PASSWORD, pathIs, signIn } from '../support/helpers';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);

function statementCsv(ops: string[]) {
  return [
    'Movimientos de la cuenta;;;;',
    'Moneda: Soles;;;;',
    'Fecha;Descripción;N° Operación;Monto;Saldo',
    `02/03/2026 09:15;ABONO YAPE DE MARÍA PEÑA;${ops[0]};150,00;1.150,00`,
    `03/03/2026 11:40;TRANSFERENCIA INTERBANCARIA;${ops[1]};1.250,50;2.400,50`,
    `04/03/2026;COMISIÓN MANTENIMIENTO;${ops[2]};-12,00;2.388,50`,
    '',
  ].join('\r\n');
}

test('the counter imports a bank statement once: the columns guessed, then saved; the same file again adds 0', async ({
  page,
}) => {
  test.slow();
  await signIn(page, ACCOUNTS.counter);
  const { entityId } = await sessionOf(page);
  // an account of its own, so that its first statement is this journey's
  const { token } = await api(page, auth.signin, { email: ACCOUNTS.admin, password: PASSWORD });
  const number = `200-${stamp()}`;
  await api(
    page,
    paymentAccounts.createPaymentAccount,
    { entity: entityId, kind: 'deposit', bank: 'interbank', number, holder: 'Colegio Andino S.A.C.' },
    { token },
  );

  await page.getByTestId('sidebar').getByRole('link', { name: 'Extractos bancarios' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/statements'));
  await expect(heading(page, 'Extractos bancarios')).toBeVisible();
  await page.getByRole('combobox', { name: 'Cuenta' }).click();
  await page.getByRole('option', { name: new RegExp(number) }).click();
  await expect(page.getByRole('table', { name: 'Movimientos' })).toContainText(
    'Aún no hay movimientos de esta cuenta.',
  );

  const ops = [stamp(), `${stamp()}1`, `${stamp()}2`];
  const file = { name: 'extracto-marzo.csv', mimeType: 'text/csv', buffer: Buffer.from(statementCsv(ops)) };
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText('Es el primer extracto de esta cuenta')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Fecha', exact: true })).toHaveText('Fecha');
  await expect(page.getByRole('combobox', { name: 'Monto', exact: true })).toHaveText('Monto');
  await expect(page.getByRole('combobox', { name: 'N.º de operación' })).toHaveText('N° Operación');
  await expect(page.getByRole('combobox', { name: 'Separador decimal' })).toHaveText('Coma (1.234,50)');
  await expect(page.getByRole('spinbutton', { name: 'Fila de los encabezados' })).toHaveValue('3');
  await expect(page.getByText('3 líneas leídas, 0 con observaciones, 0 ya estaban registradas.')).toBeVisible();
  const preview = page.getByRole('table', { name: 'Vista previa' });
  await expect(preview.getByRole('row').filter({ hasText: ops[1] })).toContainText('S/ 1250.50');
  await expect(preview.getByRole('row').filter({ hasText: ops[2] })).toContainText('S/ -12.00');

  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se agregaron 3 movimientos (0 ya estaban)' })).toBeVisible();
  const movements = page.getByRole('table', { name: 'Movimientos' });
  await expect(movements.getByRole('row').filter({ hasText: ops[0] })).toContainText('ABONO YAPE DE MARÍA PEÑA');
  await page.getByRole('textbox', { name: 'Buscar por N.º de operación' }).fill(ops[1]);
  await expect(movements.getByRole('row').filter({ hasText: 'S/' })).toHaveCount(1);
  await expect(movements).toContainText('TRANSFERENCIA INTERBANCARIA');

  // the same statement again: the saved columns, every line already there
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText('3 líneas leídas, 0 con observaciones, 3 ya estaban registradas.')).toBeVisible();
  await expect(page.getByText('Es el primer extracto de esta cuenta')).toBeHidden();
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se agregaron 0 movimientos (3 ya estaban)' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar por N.º de operación' }).fill('');
  await expect(movements.getByRole('row').filter({ hasText: 'S/' })).toHaveCount(3);
});
