// Sign-in routing for students (04 §2.2, decision 0035): a person who only studies in an entity, signing in at /login,
// lands on Mis cursos instead of the no-access page; a staff member who also studies there reaches the student area
// through the role switcher.
import { auth, catalog, users } from '@edu/shared';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, PASSWORD, pathIs, signIn } from '../support/helpers';
import { tokenOf } from '../support/orders-helpers';

const DOMAIN = 'colegioandino.edu.pe';

test('a student signing in at /login lands on Mis cursos', async ({ page }) => {
  const stamp = Date.now().toString();
  const email = `ingreso.${stamp}@correo.pe`;
  await api(page, catalog.registerStudent, {
    domain: DOMAIN,
    name: 'Rosa',
    firstlastname: 'Ccama',
    secondlastname: 'Flores',
    typeDoc: 'dni',
    dni: stamp.slice(-8),
    phone: `9${stamp.slice(-8)}`,
    email,
    password: PASSWORD,
  });
  await signIn(page, email);
  await expect(page).toHaveURL(pathIs('/aula/cursos'));
  await expect(heading(page, 'Mis cursos')).toBeVisible();
  await expect(page.getByText('No tienes acceso a esta entidad')).toHaveCount(0);
});

test('a counter who also studies in the entity opens the student area from the role switcher', async ({ page }) => {
  const { entity } = await api(page, catalog.getCatalog, { domain: DOMAIN, page: 1 });
  const email = `caja.alumna.${Date.now()}@colegioandino.edu.pe`;
  await api(
    page,
    users.createUser,
    { entity: entity._id, roles: ['counter'], name: 'Elena', lastname: 'Quispe', email, password: PASSWORD },
    { token: await tokenOf(page, ACCOUNTS.admin) },
  );
  // signing in through the entity's student page makes her a student there too
  await api(page, auth.signin, { email, password: PASSWORD, domain: DOMAIN });

  await signIn(page, email);
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/students/inscribed'));
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('combobox', { name: 'Rol' }).click();
  await expect(page.getByRole('option', { name: 'Counter', exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'Estudiante', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/aula/cursos'));
  await expect(heading(page, 'Mis cursos')).toBeVisible();

  // and back to her staff area (the area's menu is open on a wide screen)
  await page.getByRole('link', { name: 'Panel de gestión' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/students/inscribed'));
});
