// Password recovery end to end (01 §2, §4, §5): request, mail, reset, sign-in, the spent link.
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, holdCalls, pathIs, readRecoveryLink, signIn } from '../support/helpers';
import { DOMAIN, fitsTheScreen, PHONE, registerStudent } from '../support/student-helpers';

const EXPIRED =
  'Lo sentimos, el tiempo brindado para cambiar su contraseña ha vencido. Por favor, solicite nuevamente un cambio de contraseña';

test('the recovery request page', async ({ page }) => {
  await page.goto('/auth/recover-password');
  await expect(heading(page, 'Recuperar contraseña')).toBeVisible();
  const email = page.getByPlaceholder('Ingrese su correo');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await expect(page.getByText('Le enviaremos un mensaje con las instrucciones')).toBeVisible();

  const release = await holdCalls(page, '**/v5.0.1/api/auth/recover-password');
  await email.fill('nadie@demo.pe');
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(page.getByRole('button', { name: 'ENVIANDO...' })).toBeDisabled();
  await release();
  await expect(page.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
  // the answer is ignored (01 §2): the same neutral line for any address (decision 0051)
  await expect(page.getByText('Si el correo está registrado, te enviamos un enlace')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
  await expect(page).toHaveURL(pathIs('/login'));
});

test('an unknown reset link shows the expired text', async ({ page }) => {
  await page.goto('/auth/recover-password/no-es-un-token-valido');
  await expect(page.getByText(EXPIRED)).toBeVisible();
});

test('recover, reset and sign in with the new password', async ({ page }) => {
  const since = Date.now() - 1000;
  await page.goto('/auth/recover-password');
  await page.getByPlaceholder('Ingrese su correo').fill(ACCOUNTS.recovery);
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  // the answer is ignored: the button comes back with the same neutral line as for an unknown address
  await expect(page.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
  await expect(page.getByText('Si el correo está registrado, te enviamos un enlace')).toBeVisible();
  const link = await readRecoveryLink(ACCOUNTS.recovery, since);

  await page.goto(link);
  const password = page.getByLabel('Contraseña', { exact: true });
  const repeat = page.getByLabel('Repetir contraseña', { exact: true });
  await password.fill('Nueva2024');
  await repeat.fill('Nueva2025');
  let resets = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/reset-password') && request.postData()?.includes('password')) resets++;
  });
  await page.getByRole('button', { name: 'RESTABLECER' }).click();
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
  expect(resets).toBe(0);
  await repeat.fill('Nueva2024');
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeHidden();

  await page.getByRole('button', { name: 'RESTABLECER' }).click();
  await expect(page.getByText('Su contraseña ha sido restaurada con éxito.')).toBeVisible();
  await expect(
    page.getByText('Ya puede ingresar a la plataforma con su respectiva cuenta restablecida.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'INICIAR SESIÓN' }).click();
  await expect(page).toHaveURL(pathIs('/login'));

  await signIn(page, ACCOUNTS.recovery, 'Nueva2024');
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));

  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByText(EXPIRED)).toBeVisible();
});

test.describe('a student on a phone', () => {
  test.use(PHONE);

  test("recovers on their entity's branded pages, from the mail's link to the students' sign-in", async ({ page }) => {
    test.slow();
    const student = await registerStudent(page);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/e/${DOMAIN}/ingresar`);
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(pathIs(`/e/${DOMAIN}/recuperar`));
    await expect(heading(page, 'Recuperar contraseña')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Colegio Andino' })).toBeVisible();
    const since = Date.now() - 1000;
    await page.getByPlaceholder('Ingrese su correo').fill(student.email);
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(page.getByRole('status')).toHaveText('Si el correo está registrado, te enviamos un enlace');
    await fitsTheScreen(page);
    // an address without an account reads the same line
    await page.getByPlaceholder('Ingrese su correo').fill('sin.cuenta@correo.pe');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(page.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
    await expect(page.getByRole('status')).toHaveText('Si el correo está registrado, te enviamos un enlace');

    const link = await readRecoveryLink(student.email, since);
    expect(link).toContain(`/e/${DOMAIN}/recuperar/`);
    await page.goto(link);
    await expect(heading(page, 'Restablecer contraseña')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Colegio Andino' })).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill('Nueva2026');
    await page.getByLabel('Repetir contraseña').fill('Otra2026');
    await page.getByRole('button', { name: 'RESTABLECER' }).click();
    await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
    await page.getByLabel('Repetir contraseña').fill('Nueva2026');
    await expect(page.getByText('Las contraseñas no coinciden.')).toBeHidden();
    await fitsTheScreen(page);
    await page.getByRole('button', { name: 'RESTABLECER' }).click();
    await expect(page.getByText('Su contraseña ha sido restaurada con éxito.')).toBeVisible();
    await page.getByRole('link', { name: 'INICIAR SESIÓN' }).click();
    // the students' sign-in of their entity, not the staff's 'Iniciar sesión como: Administrador'
    await expect(page).toHaveURL(pathIs(`/e/${DOMAIN}/ingresar`));
    await expect(heading(page, 'Iniciar sesión como: Estudiante')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(student.email);
    await page.getByLabel('Contraseña').fill('Nueva2026');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(heading(page, 'Mis cursos')).toBeVisible();

    await page.goto(link);
    await expect(page.getByText(EXPIRED)).toBeVisible();
  });
});
