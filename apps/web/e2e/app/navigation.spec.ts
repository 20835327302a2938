// Every screen a role may use is reachable by clicking. One journey per role starts at the landing
// page after signing in and clicks to every route of that role (each menu entry, and every screen with its own address
// reachable from them), never typing an address; the heading of each screen is checked (docs/decisions/0031).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';

const UUID = '[0-9a-f-]{36}';
const sidebarOf = (page: Page) => page.getByTestId('sidebar');
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The address without its query, as a RegExp (pathIs for exact addresses, this for ones with ids or ?scheduled=). */
const pathLike = (pattern: string) => new RegExp(`^[^?#]*://[^/]+${pattern}(\\?[^#]*)?$`);

/** Clicks `target` and checks the address it opens and the heading shown there. */
async function clickTo(page: Page, target: Locator, path: string | RegExp, title: string) {
  await target.click();
  await expect(page).toHaveURL(typeof path === 'string' ? pathIs(path) : path);
  await expect(heading(page, title)).toBeVisible();
}

/** The sidebar shows exactly these entries, in this order, and each opens its screen. */
async function everyMenuEntry(page: Page, entries: readonly (readonly [string, string, string])[]) {
  const links = sidebarOf(page).getByRole('link');
  await expect(links).toHaveText(entries.map(([label]) => label));
  for (const [label, path, title] of entries) {
    await clickTo(page, sidebarOf(page).getByRole('link', { name: label, exact: true }), path, title);
  }
}

async function chooseInSidebar(page: Page, combobox: 'Rol' | 'Entidad', option: string) {
  await sidebarOf(page).getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const ADMIN_MENU = [
  ['Resumen', '/dashboard/admin/summary', 'Resumen'],
  ['Programas', '/dashboard/admin/courses', 'Programas'],
  ['Usuarios', '/dashboard/admin/users', 'Usuarios'],
  ['Sedes', '/dashboard/admin/sedes', 'Lista de Sedes'],
  ['Repositorio', '/dashboard/admin/repository', 'Repositorio'],
  ['Credenciales', '/dashboard/admin/credentials', 'Lista de Credenciales'],
  ['Extractos bancarios', '/dashboard/admin/statements', 'Extractos bancarios'],
  ['Caja', '/dashboard/admin/cash', 'Caja'],
  ['Comprobantes', '/dashboard/admin/receipts', 'Comprobantes'],
  ['Mi Entidad', '/dashboard/admin/my-entity', 'Mi Entidad'],
  ['Auditoría', '/dashboard/admin/audit', 'Auditoría'],
] as const;

const coordinatorMenu = (base = '/dashboard/coordinator') =>
  [
    ['Cursos', `${base}/courses`, 'Lista de Cursos Programados'],
    ['Evaluaciones', `${base}/evaluations`, 'Evaluaciones por cursos principales'],
    ['Inscritos', `${base}/students/inscribed`, 'Inscritos'],
    ['Invitados', `${base}/students/invited`, 'Alumnos'],
  ] as const;

const COUNTER_MENU = [
  ['Inscritos', '/dashboard/accountant/students/inscribed', 'Inscritos'],
  ['Invitados', '/dashboard/accountant/students/invited', 'Alumnos'],
  ['Vouchers', '/dashboard/accountant/students/vouchers', 'Vouchers'],
  ['Historial', '/dashboard/accountant/students/history', 'Historial'],
  ['Extractos bancarios', '/dashboard/accountant/statements', 'Extractos bancarios'],
  ['Caja', '/dashboard/accountant/cash', 'Caja'],
  ['Comprobantes', '/dashboard/accountant/receipts', 'Comprobantes'],
] as const;

/** Inscritos → a demo course in the sidebar → one of its students (inscribed/list/{id}), and back. */
async function studentDetail(page: Page, base: string) {
  await clickTo(
    page,
    sidebarOf(page).getByRole('link', { name: 'Inscritos', exact: true }),
    `${base}/inscribed`,
    'Inscritos',
  );
  const courses = page.getByRole('navigation', { name: 'Cursos, Diplomados' });
  const search = courses.getByRole('searchbox', { name: 'Buscar curso' });
  await search.fill('Full Stack - Cusco');
  await search.press('Enter');
  await courses.getByRole('button', { name: /^\d+\. Full Stack - Cusco/ }).click();
  await expect(page).toHaveURL(pathLike(`${escapeRe(base)}/inscribed`));
  await clickTo(
    page,
    page.getByRole('button', { name: /^Ver alumno: / }).first(),
    pathLike(`${escapeRe(base)}/inscribed/list/${UUID}`),
    'Inscritos',
  );
  await expect(page.getByRole('tab', { name: 'Programa' })).toBeVisible();
  await clickTo(
    page,
    page.getByRole('button', { name: 'Volver a los alumnos' }),
    pathLike(`${escapeRe(base)}/inscribed`),
    'Inscritos',
  );
}

/** Cursos → the options of the demo scheduled course 'Full Stack - Cusco'. */
async function demoCourseOptions(page: Page, base: string) {
  await clickTo(
    page,
    sidebarOf(page).getByRole('link', { name: 'Cursos', exact: true }),
    `${base}/courses`,
    'Lista de Cursos Programados',
  );
  await page.getByPlaceholder('Buscar por nombre...').fill('Full Stack - Cusco');
  await page.getByRole('button', { name: 'Opciones: Full Stack - Cusco' }).click();
}

/** Cursos → a demo scheduled course's 'Programar módulos' (modules/{id}). */
async function scheduledModules(page: Page, base: string) {
  await demoCourseOptions(page, base);
  await clickTo(
    page,
    page.getByRole('menuitem', { name: 'Programar módulos' }),
    pathLike(`${escapeRe(base)}/modules/${UUID}`),
    'Programar módulos',
  );
}

/**
 * Evaluaciones → category → programme → module's 'ver Evaluaciones' → an evaluation in show, update and delete mode
 * (cancelled: nothing changes), create mode, and the question bank and back: every evaluations route of 02 §2.13.
 */
async function evaluationRoutes(page: Page, base: string) {
  const root = `${base}/evaluations`;
  await clickTo(
    page,
    sidebarOf(page).getByRole('link', { name: 'Evaluaciones', exact: true }),
    root,
    'Evaluaciones por cursos principales',
  );
  const column = (name: string) => page.getByRole('region', { name, exact: true });
  await column('Categorías')
    .getByRole('button', { name: /^Tecnología/ })
    .click();
  await column('Cursos').getByRole('button', { name: 'Desarrollo Web Full Stack' }).click();
  const moduleRow = column('Módulos').getByRole('listitem').filter({ hasText: 'JavaScript moderno' });
  const modulePath = `${escapeRe(root)}/${UUID}/${UUID}`;
  await clickTo(
    page,
    moduleRow.getByRole('link', { name: 'ver Evaluaciones' }),
    pathLike(modulePath),
    'JavaScript moderno',
  );

  const list = page.getByRole('navigation', { name: 'Evaluaciones', exact: true });
  const exam = list.getByRole('button', { name: /^Examen parcial - JavaScript moderno/ });
  await clickTo(page, exam, pathLike(`${modulePath}/show/${UUID}`), 'JavaScript moderno');
  const shown = page.getByRole('region', { name: 'Examen parcial - JavaScript moderno' });
  await clickTo(
    page,
    shown.getByRole('button', { name: 'Editar' }),
    pathLike(`${modulePath}/update/${UUID}`),
    'JavaScript moderno',
  );
  await clickTo(page, exam, pathLike(`${modulePath}/show/${UUID}`), 'JavaScript moderno');
  // delete mode opens the confirmation (a modal: the page behind it has no heading for assistive technology)
  await shown.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page).toHaveURL(pathLike(`${modulePath}/delete/${UUID}`));
  const confirm = page.getByRole('dialog', { name: 'Aviso' });
  await expect(confirm).toContainText('¿Está seguro de eliminar la Evaluación?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(pathLike(`${modulePath}/show/${UUID}`));
  await expect(heading(page, 'JavaScript moderno')).toBeVisible();
  await clickTo(
    page,
    page.getByRole('button', { name: 'Añadir nueva Evaluación' }),
    pathLike(`${modulePath}/create`),
    'JavaScript moderno',
  );
  await clickTo(
    page,
    page.getByRole('link', { name: 'Banco de Preguntas' }),
    pathLike(`${modulePath}/question_all`),
    'Banco de Preguntas del curso: JavaScript moderno',
  );
  await clickTo(page, page.getByRole('link', { name: 'REGRESAR' }), pathLike(modulePath), 'JavaScript moderno');
}

/** The whole coordinator area, from wherever the coordinador's menu is shown. */
/** Cursos → a demo scheduled course's 'Notas' (courses/{id}/grades, 04 §2.3 as its teachers see it) and back. */
async function courseGrades(page: Page, base: string) {
  await demoCourseOptions(page, base);
  await clickTo(
    page,
    page.getByRole('menuitem', { name: 'Notas' }),
    pathLike(`${escapeRe(base)}/courses/${UUID}/grades`),
    'Full Stack - Cusco',
  );
  await page.getByRole('tab', { name: 'Registro de notas' }).click();
  await expect(page.getByRole('table', { name: 'Registro de notas' })).toBeVisible();
  await clickTo(page, page.getByRole('link', { name: 'REGRESAR' }), `${base}/courses`, 'Lista de Cursos Programados');
}

async function coordinatorArea(page: Page) {
  const base = '/dashboard/coordinator';
  await everyMenuEntry(page, coordinatorMenu(base));
  await scheduledModules(page, base);
  await evaluationRoutes(page, base);
  await studentDetail(page, `${base}/students`);
}

/** The whole counter area. */
async function counterArea(page: Page) {
  await everyMenuEntry(page, COUNTER_MENU);
  await studentDetail(page, '/dashboard/accountant/students');
}

/** Programas → a category → a programme's three views; Usuarios → Chat → one person's chat; 'Mi perfil' and its tabs. */
async function adminArea(page: Page) {
  const base = '/dashboard/admin';
  await everyMenuEntry(page, ADMIN_MENU);

  const programmes = sidebarOf(page).getByRole('link', { name: 'Programas', exact: true });
  for (const [action, view, title] of [
    ['Módulos', 'modules', 'Módulos'],
    ['Configuración de promedios', 'weights', 'Configuración de promedios'],
    ['Certificados', 'certificates', 'Certificados'],
  ] as const) {
    await clickTo(page, programmes, `${base}/courses`, 'Programas');
    await page
      .getByRole('navigation', { name: 'Categorías' })
      .getByRole('button', { name: /^Tecnología/ })
      .click();
    await expect(page).toHaveURL(pathLike(`${base}/courses`));
    await page.getByRole('button', { name: 'Opciones: Desarrollo Web Full Stack' }).click();
    await clickTo(
      page,
      page.getByRole('menuitem', { name: action, exact: true }),
      pathLike(`${base}/courses/${UUID}/${UUID}/${view}`),
      title,
    );
  }

  await clickTo(
    page,
    sidebarOf(page).getByRole('link', { name: 'Usuarios', exact: true }),
    `${base}/users`,
    'Usuarios',
  );
  await clickTo(page, page.getByRole('link', { name: 'Chat', exact: true }), `${base}/chat`, 'Chat');
  await clickTo(page, page.getByRole('button', { name: /^Chat: / }).first(), pathLike(`${base}/chat/${UUID}`), 'Chat');

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await clickTo(page, page.getByRole('menuitem', { name: 'Mi perfil' }), `${base}/profile/user`, 'Mi perfil');
  await clickTo(page, page.getByRole('tab', { name: 'contraseña' }), `${base}/profile/password`, 'Mi perfil');
  await clickTo(page, page.getByRole('tab', { name: 'configuración' }), `${base}/profile/settings`, 'Mi perfil');
  await clickTo(page, page.getByRole('tab', { name: 'editar perfil' }), `${base}/profile/user`, 'Mi perfil');
}

test("superadmin: home, the five menu entries and an entity's permissions", async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  await expect(page).toHaveURL(pathIs('/superadmin/dashboard/home'));
  await expect(heading(page, 'Inicio')).toBeVisible();
  await everyMenuEntry(page, [
    ['Tickets', '/superadmin/dashboard/tickets', 'Tickets'],
    ['Entidades', '/superadmin/dashboard/entities', 'Entidades'],
    ['Usuarios', '/superadmin/dashboard/users', 'Usuarios'],
    ['Métricas', '/superadmin/dashboard/metrics', 'Métricas'],
    ['Auditoría', '/superadmin/dashboard/audit', 'Auditoría'],
  ]);
  await clickTo(
    page,
    sidebarOf(page).getByRole('link', { name: 'Entidades' }),
    '/superadmin/dashboard/entities',
    'Entidades',
  );
  await page
    .getByRole('article', { name: 'Colegio Andino', exact: true })
    .getByRole('button', { name: 'Opciones' })
    .click();
  await clickTo(
    page,
    page.getByRole('menuitem', { name: 'Gestionar permisos', exact: true }),
    pathLike(`/superadmin/dashboard/permissions/${UUID}`),
    'Permisos',
  );
  await expect(page.getByText('Colegio Andino')).toBeVisible();
});

test('admin: every menu entry, a programme\'s views, the chat and "Mi perfil" with its tabs', async ({
  page,
}) => {
  test.slow(); // one journey through the whole area
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));
  await expect(heading(page, 'Programas')).toBeVisible();
  await adminArea(page);
});

test('admin b2b: the same area and menu as admin', async ({ page }) => {
  await signIn(page, ACCOUNTS.adminB2b);
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));
  await everyMenuEntry(page, ADMIN_MENU);
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await clickTo(page, page.getByRole('menuitem', { name: 'Mi perfil' }), '/dashboard/admin/profile/user', 'Mi perfil');
});

test('coordinador: courses and module scheduling, evaluations in every mode, the question bank, and the students area', async ({
  page,
}) => {
  test.slow();
  await signIn(page, ACCOUNTS.coordinator);
  await expect(page).toHaveURL(pathIs('/dashboard/coordinator/courses'));
  await expect(heading(page, 'Lista de Cursos Programados')).toBeVisible();
  await coordinatorArea(page);
  await courseGrades(page, '/dashboard/coordinator');
  // the orders are not the coordinador's (03 §2): no entry leads to them
  await expect(sidebarOf(page).getByRole('link', { name: 'Vouchers' })).toHaveCount(0);
  await expect(sidebarOf(page).getByRole('link', { name: 'Historial' })).toHaveCount(0);
});

test('counter: Inscritos, Invitados, Vouchers, Historial and a student', async ({ page }) => {
  await signIn(page, ACCOUNTS.counter);
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/students/inscribed'));
  await expect(heading(page, 'Inscritos')).toBeVisible();
  await counterArea(page);
});

test('multi: each role of Colegio Andino through the role switcher, then Instituto Pacífico through the entity switcher', async ({
  page,
}) => {
  test.slow();
  await signIn(page, ACCOUNTS.multi);
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));
  const role = sidebarOf(page).getByRole('combobox', { name: 'Rol' });
  await expect(role).toHaveText('Admin');
  await adminArea(page);

  await chooseInSidebar(page, 'Rol', 'Coordinador');
  await expect(page).toHaveURL(pathIs('/dashboard/coordinator/courses'));
  await expect(role).toHaveText('Coordinador');
  await coordinatorArea(page);

  await chooseInSidebar(page, 'Rol', 'Counter');
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/students/inscribed'));
  await expect(role).toHaveText('Counter');
  await counterArea(page);

  // Instituto Pacífico, where multi is admin: its admin area, and the three roles an admin is offered
  await chooseInSidebar(page, 'Entidad', 'Instituto Pacífico');
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));
  await expect(sidebarOf(page).getByRole('img', { name: 'Instituto Pacífico' })).toBeVisible();
  await expect(role).toHaveText('Admin');
  await everyMenuEntry(page, ADMIN_MENU);
  await chooseInSidebar(page, 'Rol', 'Coordinador');
  await expect(page).toHaveURL(pathIs('/dashboard/coordinator/courses'));
  await everyMenuEntry(page, coordinatorMenu());
  await chooseInSidebar(page, 'Rol', 'Counter');
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/students/inscribed'));
  await everyMenuEntry(page, COUNTER_MENU);

  // and back to Colegio Andino, whose main role decides the area again
  await chooseInSidebar(page, 'Entidad', 'Colegio Andino');
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));
  await expect(sidebarOf(page).getByRole('img', { name: 'Colegio Andino' })).toBeVisible();
  await expect(role).toHaveText('Admin');
});

test("docente: 'Mis cursos', a course's students, 'Por calificar' and 'Registro de notas'", async ({ page }) => {
  await signIn(page, ACCOUNTS.teacher);
  await expect(page).toHaveURL(pathIs('/dashboard/teacher/courses'));
  await expect(heading(page, 'Mis cursos como docente')).toBeVisible();
  // a teacher only: no role to switch to
  await expect(sidebarOf(page).getByRole('combobox', { name: 'Rol' })).toHaveCount(0);
  await everyMenuEntry(page, [['Mis cursos', '/dashboard/teacher/courses', 'Mis cursos como docente']]);
  await clickTo(
    page,
    page.getByRole('link', { name: 'Ver curso: Full Stack - Cusco' }),
    pathLike(`/dashboard/teacher/courses/${UUID}`),
    'Full Stack - Cusco',
  );
  await expect(page.getByRole('tab', { name: 'Por calificar', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Registro de notas' }).click();
  await expect(page.getByRole('table', { name: 'Registro de notas' })).toBeVisible();
  await clickTo(
    page,
    page.getByRole('link', { name: 'REGRESAR' }),
    '/dashboard/teacher/courses',
    'Mis cursos como docente',
  );
});

test("a coordinador who also teaches: the coordinator area first, then 'Docente' through the role switcher", async ({
  page,
}) => {
  // a demo staff member with both roles in Colegio Andino
  await signIn(page, 'oscar.pumacahua@colegioandino.edu.pe');
  await expect(page).toHaveURL(pathIs('/dashboard/coordinator/courses'));
  const role = sidebarOf(page).getByRole('combobox', { name: 'Rol' });
  await expect(role).toHaveText('Coordinador');
  await chooseInSidebar(page, 'Rol', 'Docente');
  await expect(page).toHaveURL(pathIs('/dashboard/teacher/courses'));
  await expect(heading(page, 'Mis cursos como docente')).toBeVisible();
  await everyMenuEntry(page, [['Mis cursos', '/dashboard/teacher/courses', 'Mis cursos como docente']]);
  await chooseInSidebar(page, 'Rol', 'Coordinador');
  await expect(page).toHaveURL(pathIs('/dashboard/coordinator/courses'));
});

test('a user with no entity: the entities page, then Inicio, Perfil and Entidades', async ({ page }) => {
  await signIn(page, ACCOUNTS.noEntity);
  await expect(page).toHaveURL(pathIs('/dashboard/user/entity'));
  await expect(heading(page, 'Entidades')).toBeVisible();
  await everyMenuEntry(page, [
    ['Inicio', '/dashboard/user/home', 'Inicio'],
    ['Perfil', '/dashboard/user/profile', 'Perfil'],
    ['Entidades', '/dashboard/user/entity', 'Entidades'],
  ]);
});
