// A person's account is theirs (docs/decisions/0028). A person invited by another entity answers at their next
// sign-in; an e-mail change asked by the staff takes effect once the new address confirms it on its link.
import { entities, users } from '@edu/shared';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, PASSWORD, signIn } from '../support/helpers';
import { readMail, studentThroughApi, tokenOf } from '../support/students-helpers';

async function andinoId(page: Parameters<typeof tokenOf>[0], token: string) {
  const { entities: found } = await api(page, entities.getEntities, {}, { token });
  return (found as { _id: string; entity_name: string }[]).find((e) => e.entity_name === 'Colegio Andino')?._id ?? '';
}

test('an invited person sees which entity asks at sign-in, and may refuse', async ({ page }) => {
  const counter = await tokenOf(page, ACCOUNTS.counter);
  const root = await tokenOf(page, ACCOUNTS.superadmin);
  // a person of no entity yet, whose sign-in opens the staff app (a student elsewhere would open the student area)
  const person = { email: `invitada.${Date.now()}@correo.pe` };
  await api(
    page,
    users.createUser,
    { name: 'Invitada', lastname: 'Prueba', email: person.email, password: PASSWORD, rol: '20' },
    { token: root },
  );
  await api(
    page,
    users.assignUserToEntity,
    {
      entity: await andinoId(page, root),
      email: person.email,
      roles: ['estudiante'],
    },
    { token: counter },
  );

  await signIn(page, person.email);
  const dialog = page.getByRole('dialog', { name: 'Invitaciones pendientes' });
  await expect(dialog.getByText('Colegio Andino le invita a unirse como Estudiante.')).toBeVisible();
  await expect(dialog.getByText('Si acepta, la entidad podrá ver sus datos personales')).toBeVisible();
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByText('Rechazó la invitación.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // answered: it is not asked again
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Invitaciones pendientes' })).toHaveCount(0);
});

test("a staff member's change of a student's e-mail waits for the new address to confirm it", async ({ page }) => {
  const admin = await tokenOf(page, ACCOUNTS.admin);
  const entity = await andinoId(page, await tokenOf(page, ACCOUNTS.superadmin));
  const student = await studentThroughApi(page, admin, entity);
  const newEmail = `nuevo.${Date.now().toString(36)}@correo.pe`;
  const since = Date.now();
  const answer = await api(
    page,
    users.updateUser,
    {
      entity,
      user: student.id,
      name: student.name,
      lastname: student.lastname,
      email: newEmail,
    },
    { token: admin },
  );
  expect(answer).toMatchObject({ user: { email: student.email }, emailPending: newEmail });
  const mail = await readMail(newEmail, since);
  const link = /https?:\/\/\S+\/auth\/confirm-email\/[\w-]+/.exec(mail)?.[0] ?? '';

  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Confirmar correo' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar correo' }).click();
  await expect(page.getByRole('status')).toHaveText(`Su correo ahora es ${newEmail}. Ya puede ingresar con él.`);
  // a second click of the same link finds nothing to confirm
  await page.reload();
  await page.getByRole('button', { name: 'Confirmar correo' }).click();
  await expect(page.getByRole('status')).toHaveText('El enlace para confirmar el correo ya no es válido.');
  await page.getByRole('link', { name: 'INICIAR SESIÓN' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
