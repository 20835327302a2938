// Taking an evaluation on a phone (spec 04 §2.2, §4; decision 0036): the evaluation 'Disponible' in the student's
// course, every answer saved as it is given and found again after a reload, the grade of the automatic part with the
// short answer waiting for the teacher; one question a page served by the server, with 'Siguiente' and no way back, or
// numbered pages; the grade of a two-attempt evaluation waiting for its closing (decision 0048); attempts running out;
// the demo student's graded practice in Mis notas.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { heading, pathIs } from '../support/helpers';
import { enrolledWithEvaluation } from './attempts-helpers';
import { fitsTheScreen, fromMenu, PHONE, registerStudent, signInAsDemoStudent } from '../support/student-helpers';

test.use(PHONE);

const question = (page: Page, title: string) => page.getByRole('group', { name: new RegExp(title) });
/** The evaluation in its module's list (the innermost list item naming it, not the module's card). */
const listedEvaluation = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ hasText: title, hasNot: page.getByRole('listitem') });

/** A unique question of two alternatives, 'Elige {right}'. */
const choice = (title: string, right: string, wrong: string, points: number) => ({
  type: 'unique' as const,
  title,
  statement: `<p>Elige ${right}</p>`,
  points,
  alternatives: [
    { value: right, correct: true },
    { value: wrong, correct: false },
  ],
});

/** From Mis cursos to the evaluation's page through the course, where it is listed with its state. */
async function openEvaluation(page: Page, courseName: string, title: string, state: string, link: string) {
  await page.goto('/aula/cursos');
  await page.getByRole('link', { name: courseName }).click();
  await expect(heading(page, courseName)).toBeVisible();
  const listed = listedEvaluation(page, title);
  await expect(listed).toContainText(state);
  await fitsTheScreen(page);
  await listed.getByRole('link', { name: `${link}: ${title}` }).click();
  await expect(heading(page, title)).toBeVisible();
}

test('a student answers a unique, a multiple and a short question, reloads and finds them, submits and sees the grade', async ({
  page,
}) => {
  test.slow();
  await registerStudent(page);
  const { course, evaluationId, title } = await enrolledWithEvaluation(page, [
    {
      type: 'unique',
      title: 'Capital del Perú',
      statement: '<p>¿Cuál es la <strong>capital</strong> del Perú?</p>',
      points: 7,
      alternatives: [
        { value: 'Lima', correct: true },
        { value: 'Cusco', correct: false },
      ],
    },
    {
      type: 'multiple',
      title: 'Números pares',
      statement: '<p>Marca los números pares</p>',
      points: 7,
      alternatives: [
        { value: 'Dos', correct: true },
        { value: 'Tres', correct: false },
        { value: 'Cuatro', correct: true },
      ],
    },
    { type: 'short', title: 'Tu opinión', statement: '<p>¿Qué aprendiste?</p>', points: 6 },
  ]);

  await page.goto('/aula/cursos');
  await expect(page.getByRole('listitem').filter({ hasText: course.name })).toContainText('0 evaluaciones rendidas');
  await openEvaluation(page, course.name, title, 'Disponible', 'Rendir');
  await expect(page).toHaveURL(pathIs(`/aula/evaluaciones/${evaluationId}`));
  await expect(page.getByText('Duración: 30 minutos')).toBeVisible();
  await expect(page.getByText('Intentos usados: 0 de 1')).toBeVisible();
  await fitsTheScreen(page);

  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expect(page.getByRole('timer', { name: 'Tiempo restante' })).toHaveText(/Tiempo restante: (30:00|29:\d\d)/);
  // the statement is the server's HTML, rendered as HTML
  await expect(question(page, 'Capital del Perú').locator('strong')).toHaveText('capital');
  await expect(page.getByText('Pregunta 1 de 3')).toHaveCount(0);

  await question(page, 'Capital del Perú').getByRole('radio', { name: 'Lima' }).check();
  await expect(question(page, 'Capital del Perú').getByRole('status')).toHaveText('Guardado');
  await question(page, 'Números pares').getByRole('checkbox', { name: 'Dos' }).check();
  await question(page, 'Números pares').getByRole('checkbox', { name: 'Cuatro' }).check();
  await expect(question(page, 'Números pares').getByRole('status')).toHaveText('Guardado');
  await question(page, 'Tu opinión').getByLabel('Tu respuesta (hasta 500 caracteres)').fill('A medir mis avances');
  await expect(question(page, 'Tu opinión').getByRole('status')).toHaveText('Guardado');
  await fitsTheScreen(page);

  // a reload goes straight back into the attempt, every answer as it was given
  await page.reload();
  await expect(question(page, 'Capital del Perú').getByRole('radio', { name: 'Lima' })).toBeChecked();
  await expect(question(page, 'Números pares').getByRole('checkbox', { name: 'Dos' })).toBeChecked();
  await expect(question(page, 'Números pares').getByRole('checkbox', { name: 'Cuatro' })).toBeChecked();
  await expect(question(page, 'Números pares').getByRole('checkbox', { name: 'Tres' })).not.toBeChecked();
  await expect(question(page, 'Tu opinión').getByRole('textbox')).toHaveValue('A medir mis avances');

  await page.getByRole('button', { name: 'Entregar' }).click();
  await expect(page.getByText('¿Entregar la evaluación? Ya no podrás cambiar tus respuestas.')).toBeVisible();
  await page.getByRole('button', { name: 'Seguir respondiendo' }).click();
  await page.getByRole('button', { name: 'Entregar' }).click();
  await page.getByRole('button', { name: 'Sí, entregar' }).click();
  await expect(page.getByRole('heading', { name: 'Evaluación entregada' })).toBeVisible();
  await expect(page.getByText('Tu nota: 14.00 de 20')).toBeVisible();
  await expect(page.getByText('1 respuesta espera la calificación del docente: tu nota puede subir.')).toBeVisible();
  await expect(page.getByText('Ya usaste todos tus intentos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comenzar' })).toHaveCount(0);
  await fitsTheScreen(page);

  await page.getByRole('link', { name: 'Volver al curso' }).click();
  const listed = listedEvaluation(page, title);
  await expect(listed).toContainText('Entregada');
  await expect(listed).toContainText('Nota: 14.00');
  await expect(listed.getByRole('link', { name: `Ver: ${title}` })).toBeVisible();
  await page.goto('/aula/cursos');
  await expect(page.getByRole('listitem').filter({ hasText: course.name })).toContainText('1 evaluación rendida');
});

test("one question a page: 'Pregunta 1 de 3', 'Siguiente' and no way back; then no attempt is left", async ({
  page,
}) => {
  test.slow();
  await registerStudent(page);
  const { course, title } = await enrolledWithEvaluation(
    page,
    [
      choice('Pregunta de prueba 1', 'Lima', 'Quito', 7),
      choice('Pregunta de prueba 2', 'Arequipa', 'La Paz', 7),
      choice('Pregunta de prueba 3', 'Trujillo', 'Bogotá', 6),
    ],
    { options: { one_by_one: true, show_next: true, block_return: true, show_max_quantity: true } },
  );
  await openEvaluation(page, course.name, title, 'Disponible', 'Rendir');
  await page.getByRole('button', { name: 'Comenzar' }).click();

  await expect(page.getByText('Pregunta 1 de 3')).toBeVisible();
  await expect(page.getByRole('group')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Anterior' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Lima' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();
  await fitsTheScreen(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page.getByText('Pregunta 2 de 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anterior' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'La Paz' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page.getByText('Pregunta 3 de 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Anterior' })).toHaveCount(0);
  // the server sent this one question only: the earlier ones are not in the page to go back to
  await expect(page.getByRole('group')).toHaveCount(1);
  await expect(page.getByText('Elige Lima')).toHaveCount(0);
  // a reload comes back to the question reached, its clock still running, never an earlier one
  await page.reload();
  await expect(page.getByText('Pregunta 3 de 3')).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Tiempo restante' })).toHaveText(
    /Tiempo restante: (30:00|29:\d\d|28:\d\d)/,
  );
  await expect(page.getByRole('group')).toHaveCount(1);
  await page.getByRole('radio', { name: 'Trujillo' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();
  await fitsTheScreen(page);

  await page.getByRole('button', { name: 'Entregar' }).click();
  await page.getByRole('button', { name: 'Sí, entregar' }).click();
  await expect(page.getByText('Tu nota: 13.00 de 20')).toBeVisible();
  await expect(page.getByText(/espera la calificación del docente/)).toHaveCount(0);
  await expect(page.getByText('Ya usaste todos tus intentos')).toBeVisible();
  await fitsTheScreen(page);

  await page.getByRole('link', { name: 'Volver al curso' }).click();
  await expect(listedEvaluation(page, title)).toContainText('Calificada');
  await page.getByRole('link', { name: `Ver: ${title}` }).click();
  await expect(page.getByText('Nota: 13.00')).toBeVisible();
  await expect(page.getByText('Ya usaste todos tus intentos')).toBeVisible();
  await fitsTheScreen(page);
});

test('two attempts, one question a page with numbered pages: the grade waits for the closing and says when', async ({
  page,
}) => {
  test.slow();
  await registerStudent(page);
  const { course, title } = await enrolledWithEvaluation(
    page,
    [choice('Pregunta de dos 1', 'Piura', 'Loja', 10), choice('Pregunta de dos 2', 'Tacna', 'Arica', 10)],
    {
      options: { one_by_one: true, show_max_quantity: true },
      attempts: 2,
    },
  );
  await openEvaluation(page, course.name, title, 'Disponible', 'Rendir');
  await page.getByRole('button', { name: 'Comenzar' }).click();

  // one question from the server; the numbered pages reach the other, and come back
  await expect(page.getByText('Pregunta 1 de 2')).toBeVisible();
  await expect(page.getByRole('group')).toHaveCount(1);
  await expect(page.getByText('Elige Tacna')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Loja' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();
  await page.getByRole('button', { name: 'Pregunta 2 de 2' }).click();
  await expect(page.getByText('Elige Tacna')).toBeVisible();
  await expect(page.getByRole('group')).toHaveCount(1);
  await page.getByRole('button', { name: 'Pregunta 1 de 2' }).click();
  await expect(page.getByRole('radio', { name: 'Loja' })).toBeChecked();
  await fitsTheScreen(page);

  await page.getByRole('button', { name: 'Entregar' }).click();
  await expect(page.getByText('Tienes 1 pregunta sin responder.')).toBeVisible();
  await page.getByRole('button', { name: 'Sí, entregar' }).click();
  await expect(page.getByRole('heading', { name: 'Evaluación entregada' })).toBeVisible();
  // 0.00 would tell that Loja is wrong before the second attempt: the grade waits, and the page says until when
  await expect(
    page.getByText(/Tu nota se mostrará cuando cierre la evaluación, el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./).first(),
  ).toBeVisible();
  await expect(page.getByText(/Tu nota:/)).toHaveCount(0);
  await expect(page.getByText(/^Nota:/)).toHaveCount(0);
  await expect(page.getByText('Intentos usados: 1 de 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comenzar' })).toBeVisible();
  await fitsTheScreen(page);

  await page.getByRole('link', { name: 'Volver al curso' }).click();
  const listed = listedEvaluation(page, title);
  await expect(listed).toContainText('Entregada');
  await expect(listed).not.toContainText('Calificada');
  await expect(listed).not.toContainText('Nota:');
});

test("the demo student reviews her graded practice with the teacher's comment, then finds it in Mis notas with its weight and the final grade", async ({
  page,
}) => {
  await signInAsDemoStudent(page);

  // 'HTML y CSS' of Full Stack: the first practice's evaluation graded, the second one open to take
  await page.getByRole('link', { name: 'Full Stack - Cusco' }).click();
  await expect(listedEvaluation(page, 'Práctica calificada 1 - Estructura HTML')).toContainText('Calificada');
  await expect(listedEvaluation(page, 'Práctica calificada 1 - Estructura HTML')).toContainText('Nota: 18.00');
  await expect(listedEvaluation(page, 'Práctica calificada 2 - CSS')).toContainText('Disponible');
  await fitsTheScreen(page);

  // closed since yesterday: her answers with the right ones, the points and the teacher's comment
  await page.getByRole('link', { name: 'Ver: Práctica calificada 1 - Estructura HTML' }).click();
  await page.getByRole('button', { name: 'Ver mis respuestas' }).click();
  const review = page.getByRole('region', { name: 'Tus respuestas (intento 1)' });
  await expect(review).toContainText('Tu nota: 18.00 de 20');
  await expect(review.getByText('Correcta').first()).toBeVisible();
  await expect(review.getByText('Tu elección').first()).toBeVisible();
  await expect(review.getByText(/Puntaje: [\d.]+ de \d+/).first()).toBeVisible();
  await expect(review.getByText('Comentario del docente').first()).toBeVisible();
  await expect(review.getByText('Buen trabajo').first()).toBeVisible();
  await fitsTheScreen(page);

  await fromMenu(page, 'Mis notas');
  await expect(page).toHaveURL(pathIs('/aula/notas'));
  await expect(heading(page, 'Mis notas')).toBeVisible();
  const course = page.getByRole('region', { name: 'Full Stack - Cusco' });
  const practice = course.getByRole('listitem').filter({ hasText: 'Práctica calificada 1' });
  await expect(practice).toContainText(/Peso: \d+ \([\d.]+%\)/);
  await expect(practice).toContainText('Nota: 18.00');
  await expect(course).toContainText(/Nota final: (\d+\.\d{2}|Sin nota)/);
  await expect(course).toContainText(/Nota aprobatoria: \d+\.\d{2}/);
  await fitsTheScreen(page);
});
