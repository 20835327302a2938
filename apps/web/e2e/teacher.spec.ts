// The teacher's area (04 §2.3; docs/decisions/0037 and 0038): the demo teacher signs in at /login and lands on their
// courses, grades a short answer in 'Por calificar', enters a practice grade in 'Registro de notas' and sees the final
// grade follow; the coordinador opens the same grade book from their scheduled courses.
import type { Page } from '@playwright/test';
import { closeToast } from './admin-programmes-helpers';
import { expect, test } from './fixtures';
import { ACCOUNTS, heading, pathIs, signIn, signOut } from './helpers';
import { courseToGrade } from './teacher-helpers';

const gradebookRow = (page: Page, student: string) =>
  page.getByRole('table', { name: 'Registro de notas' }).getByRole('row').filter({ hasText: student });

test('grades a short answer and a practice, and the final grade follows; the coordinador reads the same book', async ({
  page,
}) => {
  test.slow(); // a course made through the API, two grades, and a second sign-in
  await signIn(page, ACCOUNTS.teacher);
  await expect(page).toHaveURL(pathIs('/dashboard/teacher/courses'));
  await expect(heading(page, 'Mis cursos como docente')).toBeVisible();
  const course = await courseToGrade(page);
  const student = `${course.student.name} ${course.student.lastname}`;
  await page.reload();

  const row = page.getByRole('row').filter({ hasText: course.name });
  await expect(row.getByRole('cell').nth(3)).toHaveText('1'); // students
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

  // 'Registro de notas': the evaluation's practice read-only with its source, the other one entered here
  await page.getByRole('tab', { name: 'Registro de notas' }).click();
  const line = gradebookRow(page, student);
  const cells = line.getByRole('cell');
  await expect(cells.nth(1)).toHaveText('15.50Evaluación');
  await expect(cells.nth(1).getByRole('button')).toHaveCount(0);
  await expect(cells.nth(3)).toHaveText('15.50'); // the final grade: the one practice graded so far
  await expect(cells.nth(4)).toHaveText('Aprobado');
  await cells
    .nth(2)
    .getByRole('button', { name: `—: editar la nota de ${student} en ${course.workPractice}` })
    .click();
  const grade = page.getByRole('dialog', { name: `${course.workPractice}: ${student}` });
  await grade.getByRole('textbox', { name: 'Nota' }).fill('18');
  await grade.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'Nota guardada');
  await expect(cells.nth(2)).toHaveText(/^18(\.00)?/);
  await expect(cells.nth(3)).toHaveText('16.75'); // (15.50 + 18) / 2, both of weight 1

  // the coordinador: Cursos → the course's 'Notas' → the same book
  await signOut(page);
  await signIn(page, ACCOUNTS.coordinator);
  await page.getByPlaceholder('Buscar por nombre...').fill(course.name);
  await page.getByRole('button', { name: `Opciones: ${course.name}` }).click();
  await page.getByRole('menuitem', { name: 'Notas' }).click();
  await expect(heading(page, course.name)).toBeVisible();
  await page.getByRole('tab', { name: 'Registro de notas' }).click();
  await expect(gradebookRow(page, student).getByRole('cell').nth(3)).toHaveText('16.75');
});
