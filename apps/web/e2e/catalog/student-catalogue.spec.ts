// The students' entry on a phone (spec 04 §2.1, decision 0035): the demo entity's catalogue, a search, a course, a new
// student's registration landing signed in on Mis cursos, signing in again through the entity, and an unknown domain.
import { expect, test } from '../support/fixtures';
import { heading, PASSWORD, pathIs } from '../support/helpers';
import { DOMAIN, fillRegistration, fitsTheScreen, fromMenu, PHONE } from '../support/student-helpers';

test.use(PHONE);

test('the catalogue, a search, a course, and a new student registered and signed in', async ({ page }) => {
  // six pages measured at two widths and checked by axe, and the checkout on the way back
  test.slow();
  await page.goto(`/e/${DOMAIN}`);
  await expect(heading(page, 'Colegio Andino')).toBeVisible();
  const cards = page.getByRole('listitem');
  // the published, not yet ended main scheduled courses of the demo; the unpublished one is not offered
  await expect(page.getByRole('link', { name: 'Full Stack - Cusco' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apps Móviles - Lima' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Diseño UX/UI - Lima' })).toHaveCount(0);
  await expect(cards.first()).toContainText(/S\/ \d+\.\d{2}/);
  await expect(cards.first()).toContainText(/\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}/);
  await fitsTheScreen(page);

  await page.getByRole('searchbox', { name: 'Buscar curso' }).fill('móviles');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\?q=m%C3%B3viles$/);
  await expect(page.getByRole('link', { name: 'Apps Móviles - Lima' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Full Stack - Cusco' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Buscar curso' }).fill('ninguno así');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('No hay cursos disponibles')).toBeVisible();
  await page.goBack();

  await page.getByRole('link', { name: 'Apps Móviles - Lima' }).click();
  await expect(heading(page, 'Apps Móviles - Lima')).toBeVisible();
  await expect(page.getByText('Clases presenciales con práctica en laboratorio.')).toBeVisible();
  await expect(page.getByText('Sede Lima')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Módulos' })).toBeVisible();
  const buy = page.getByRole('link', { name: 'Comprar programa completo' });
  await expect(page.getByRole('link', { name: 'Elegir módulos' })).toBeVisible();
  await fitsTheScreen(page);

  // signed out, buying starts at the entity's sign-in (which remembers the checkout), then the registration
  await buy.click();
  await expect(page).toHaveURL(/\/e\/colegioandino\.edu\.pe\/ingresar\?volver=%2Faula%2Fcomprar%2F[^%&]+$/);
  await expect(heading(page, 'Iniciar sesión como: Estudiante')).toBeVisible();
  // recovery on the entity's own pages (decision 0051)
  await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
    'href',
    `/e/${DOMAIN}/recuperar`,
  );
  await page.getByRole('main').getByRole('link', { name: 'Crear cuenta' }).click();
  await expect(heading(page, 'Crear cuenta de estudiante')).toBeVisible();

  // the form's own messages first
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
  await page.getByLabel('Número de documento').fill('123');
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto1');
  await page.getByLabel('Repite la contraseña').fill('secreto2');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('El DNI debe tener 8 dígitos')).toBeVisible();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await fitsTheScreen(page);

  const email = await fillRegistration(page, 'secreto1');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  // back in the checkout of what was being bought, not on an empty Mis cursos
  await expect(page).toHaveURL(/\/aula\/comprar\/[^?]+$/);
  await expect(heading(page, 'Comprar')).toBeVisible();
  await expect(page.getByText('Apps Móviles - Lima', { exact: true })).toBeVisible();
  await fromMenu(page, 'Mis cursos');
  await expect(heading(page, 'Mis cursos')).toBeVisible();
  await expect(page.getByText('Aún no tienes cursos')).toBeVisible();
  await fitsTheScreen(page);

  // signed in, the course's buttons lead to the checkout
  await page.goto(`/e/${DOMAIN}`);
  await page.getByRole('link', { name: 'Full Stack - Cusco' }).click();
  await expect(page.getByRole('link', { name: 'Comprar programa completo' })).toHaveAttribute(
    'href',
    /^\/aula\/comprar\//,
  );

  // signing out and in again through the entity lands on Mis cursos
  await page.goto('/aula/cursos');
  await fromMenu(page, 'Cerrar sesión');
  await expect(page).toHaveURL(pathIs(`/e/${DOMAIN}/ingresar`));
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('secreto1');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(heading(page, 'Mis cursos')).toBeVisible();
});

test('an unknown domain says the institution was not found', async ({ page }) => {
  for (const path of ['/e/nadie.edu.pe', '/e/nadie.edu.pe/registro', '/e/nadie.edu.pe/ingresar']) {
    await page.goto(path);
    await expect(heading(page, 'No se encontró la institución')).toBeVisible();
  }
  await fitsTheScreen(page);
});

test('a demo student signs in through the entity and sees Mis cursos with their progress', async ({ page }) => {
  await page.goto(`/e/${DOMAIN}/ingresar`);
  await page.getByLabel('Correo electrónico').fill('sofia.mamani@alumnos.colegioandino.edu.pe');
  await page.getByLabel('Contraseña').fill('equivocada');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Revisa tu usuario o contraseña e intenta de nuevo');

  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(pathIs('/aula/cursos'));
  await expect(heading(page, 'Mis cursos')).toBeVisible();
  const fullStack = page.getByRole('listitem').filter({ hasText: 'Full Stack - Cusco' });
  await expect(fullStack).toContainText(/\d+ de \d+ módulos desbloqueados/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Apps Móviles - Lima' })).toBeVisible();
  await fitsTheScreen(page);
});

test('an e-mail that already has an account is told to sign in instead', async ({ page }) => {
  await page.goto(`/e/${DOMAIN}/registro`);
  await page.getByLabel('Nombre').fill('Sofía');
  await page.getByLabel('Apellido paterno').fill('Mamani');
  await page.getByLabel('Apellido materno').fill('Quispe');
  await page.getByLabel('Tipo de documento').selectOption('pasaporte');
  await page.getByLabel('Número de documento').fill('1234');
  // a Peruvian mobile has 9 digits (04 §2.1): 8 are refused with the reason
  await page.getByLabel('Teléfono').fill('98410020');
  await page.getByLabel('Correo').fill('sofia.mamani@alumnos.colegioandino.edu.pe');
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto1');
  await page.getByLabel('Repite la contraseña').fill('secreto1');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('El teléfono debe tener 9 dígitos').first()).toBeVisible();
  await page.getByLabel('Teléfono').fill('984100201');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Ya existe una cuenta con este correo: inicia sesión para continuar').first()).toBeVisible();
  await expect(page).toHaveURL(pathIs(`/e/${DOMAIN}/registro`));
});
