// The teacher's area (04 §2.3; docs/decisions/0037 and 0038): the demo teacher signs in at /login and lands on their
// courses, grades a short answer in 'Por calificar', types grades in the 'Registro de notas' grid and sees the final
// grade and the result follow, opens the module's materials, and meets no 403; the coordinador opens the same grade
// book from their scheduled courses (decision 0054).
import type { Page } from '@playwright/test';
import { closeToast } from '../support/admin-programmes-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn, signOut } from '../support/helpers';
import { courseToGrade } from '../support/teacher-helpers';

const gradebookRow = (page: Page, student: string) =>
  page.getByRole('table', { name: 'Registro de notas' }).getByRole('row').filter({ hasText: student });

test('grades a short answer and a practice, and the final grade follows; the coordinador reads the same book', async ({
  page,
}) => {
  test.slow(); // a course made through the API, two grades, and a second sign-in
  // the teacher's pages call nothing a docente may not call (getRoles logged a 403 on each, decision 0054)
  const forbidden: string[] = [];
  page.on('console', (message) => {
    if (/status of 403/.test(message.text())) forbidden.push(`${message.text()} ${message.location().url}`);
  });
  page.on('response', (response) => {
    if (response.status() === 403) forbidden.push(`${response.request().postData() ?? ''} → 403`);
  });
  await signIn(page, ACCOUNTS.teacher);
  await expect(page).toHaveURL(pathIs('/dashboard/teacher/courses'));
  await expect(heading(page, 'Mis cursos como docente')).toBeVisible();
  const course = await courseToGrade(page);
  const student = `${course.student.name} ${course.student.lastname}`;
  await page.reload();

  const row = page.getByRole('row').filter({ hasText: course.name });
  await expect(row.getByRole('cell').nth(3)).toHaveText('2'); // students: the one who answered and a classmate
  await expect(row.getByRole('cell').nth(4)).toHaveText('1'); // waiting for points
  await row.getByRole('link', { name: `Ver curso: ${course.name}` }).click();
  await expect(heading(page, course.name)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Alumnos' })).toContainText(course.student.email);

  // 'Por calificar': the student, the evaluation, the statement and the answer
  const card = page.getByRole('article', { name: `${student} · ${course.evaluation}` });
  await expect(card).toContainText(course.question);
  await expect(card.getByRole('strong')).toHaveText('cierre');
  await expect(card).toContainText(course.answer);
  await expect(card).toContainText('Puntaje máximo: 20');
  // the bank's model answer, beside the student's, for the teacher (decision 0053)
  await expect(card.getByRole('region', { name: 'Respuesta modelo / rúbrica' })).toContainText(course.modelAnswer);
  await card.getByRole('button', { name: 'Calificar' }).click();
  const dialog = page.getByRole('dialog', { name: `Calificar respuesta de ${student}` });
  await dialog.getByRole('textbox', { name: 'Puntos' }).fill('20.5');
  await dialog.getByRole('button', { name: 'Calificar' }).click();
  await expect(dialog.getByText('Los puntos van de 0 a 20, con hasta dos decimales')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Puntos' }).fill('15.5');
  await dialog.getByRole('textbox', { name: 'Comentario' }).fill('Bien explicado; faltó un ejemplo.');
  await dialog.getByRole('button', { name: 'Calificar' }).click();
  await closeToast(page, 'Respuesta calificada');
  await expect(card).toBeHidden();
  await expect(page.getByText('No hay respuestas por calificar')).toBeVisible();

  // 'Registro de notas' as a grid (decision 0054): the evaluation's practice read-only with its source, the other typed
  // in place, saved on leaving the cell; 'En curso' while half the weight has no grade
  await page.getByRole('tab', { name: 'Registro de notas' }).click();
  await expect(page.getByText(/Se guarda al salir de la celda/)).toBeVisible();
  const line = gradebookRow(page, student);
  const cells = line.getByRole('cell');
  await expect(cells.nth(1)).toHaveText('15.50Evaluación');
  await expect(cells.nth(1).getByRole('textbox')).toHaveCount(0);
  await expect(cells.nth(3)).toHaveText('15.50'); // the final grade: the one practice graded so far
  await expect(cells.nth(4)).toHaveText('En curso');
  const work = page.getByRole('textbox', { name: `Nota de ${student} en ${course.workPractice}` });
  const classmate = `${course.classmate.name} ${course.classmate.lastname}`;
  const mate = page.getByRole('textbox', { name: `Nota de ${classmate} en ${course.workPractice}` });

  await work.fill('25');
  await work.press('Tab');
  await expect(work).toHaveAttribute('aria-invalid', 'true');
  await expect(cells.nth(2)).toContainText('La nota va de 0 a 20, con hasta dos decimales');
  await work.focus();
  await work.press('Escape'); // back to what was saved: nothing
  await expect(work).toHaveValue('');
  await expect(work).not.toHaveAttribute('aria-invalid', 'true');
  await work.fill('18,5'); // the decimal comma Peru writes
  await work.press('Enter');
  await expect(cells.nth(2)).toContainText('Guardado');
  await expect(work).toHaveValue('18.50');
  await expect(cells.nth(3)).toHaveText('17.00'); // (15.50 + 18.50) / 2, both of weight 1
  await expect(cells.nth(4)).toHaveText('Aprobado'); // every weight has a grade

  // the keys move between cells; Escape drops what was typed, and nothing is saved
  const rows = page.getByRole('table', { name: 'Registro de notas' }).getByRole('row');
  const isStudentFirst = ((await rows.nth(1).textContent()) ?? '').includes(student);
  await work.focus();
  await work.press(isStudentFirst ? 'ArrowDown' : 'ArrowUp');
  await expect(mate).toBeFocused();
  await mate.pressSequentially('9');
  await mate.press('Escape');
  await expect(mate).toHaveValue('');
  await mate.press(isStudentFirst ? 'ArrowUp' : 'ArrowDown');
  await expect(work).toBeFocused();
  const mateCells = gradebookRow(page, classmate).getByRole('cell');
  await expect(mateCells.nth(2)).not.toContainText('Guardado');
  await expect(mateCells.nth(4)).toHaveText('En curso');

  // 'Materiales': the module's materials, a file to open or download, a link to open
  await page.getByRole('tab', { name: 'Materiales' }).click();
  await expect(page.getByRole('heading', { name: course.module })).toBeVisible();
  const open = page.getByRole('link', { name: `Abrir ${course.materials.pdf}` });
  const href = (await open.getAttribute('href')) ?? '';
  const file = await page.request.get(href);
  expect([file.status(), file.headers()['content-type']]).toEqual([200, 'application/pdf']);
  await expect(page.getByRole('link', { name: `Descargar ${course.materials.pdf}` })).toHaveAttribute('href', href);
  await expect(page.getByRole('link', { name: `Abrir ${course.materials.link}` })).toHaveAttribute(
    'href',
    'https://developer.mozilla.org/es/',
  );
  await expect(page.getByRole('link', { name: `Descargar ${course.materials.link}` })).toHaveCount(0);
  expect(forbidden, 'a 403 on a docente page').toEqual([]);

  // the coordinador: Cursos → the course's 'Notas' → the same book
  await signOut(page);
  await signIn(page, ACCOUNTS.coordinator);
  await page.getByPlaceholder('Buscar por nombre...').fill(course.name);
  await page.getByRole('button', { name: `Opciones: ${course.name}` }).click();
  await page.getByRole('menuitem', { name: 'Notas' }).click();
  await expect(heading(page, course.name)).toBeVisible();
  await page.getByRole('tab', { name: 'Registro de notas' }).click();
  await expect(gradebookRow(page, student).getByRole('cell').nth(3)).toHaveText('17.00');
});
