// The question bank of a module (02 §2.15, §3-5; docs/decisions/0019-evaluations-and-question-bank.md): questions of
// the six types through the form with the alternatives' messages, show (sanitised statement), update, delete, and
// import from GIFT text with its preview.
import { closeToast } from '../support/admin-programmes-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, pathIs, scaled, signIn } from '../support/helpers';
import {
  choose,
  evaluationWith,
  expectInlineMessage,
  freshModule,
  openBank,
  questionThroughApi,
  rowOf,
} from '../support/question-bank-helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.coordinator);
  await expect(page).toHaveURL(pathIs('/dashboard/coordinator/courses'));
});

test('opens a module bank by its address, with its table and REGRESAR back to the evaluations', async ({ page }) => {
  const bank = await freshModule(page);
  await openBank(page, bank);
  for (const header of ['Pregunta', 'Tipo', 'Dificultad']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(page.getByText('No hay datos')).toBeVisible();
  await page.getByRole('link', { name: 'REGRESAR' }).click();
  await expect(page).toHaveURL(pathIs(`/dashboard/coordinator/evaluations/${bank.courseId}/${bank.moduleId}`));
});

test('creates unique, multiple and boolean questions, told inline what their alternatives lack', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  const bank = await freshModule(page);
  await openBank(page, bank);

  await page.getByRole('button', { name: 'Agregar pregunta' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nueva pregunta' });
  await dialog.getByRole('textbox', { name: 'Título' }).fill('Capital del Perú');
  const statement = dialog.getByRole('textbox', { name: 'Enunciado' });
  await statement.click();
  await page.keyboard.type('¿Cuál es la capital del ');
  await dialog.getByRole('button', { name: 'Negrita' }).click();
  await page.keyboard.type('Perú');
  await expect(statement.locator('strong')).toHaveText('Perú');
  await expect(dialog.getByRole('combobox', { name: 'Tipo' })).toHaveText('Opción única');

  // 02 §5, in the form's order: none, only one, a blank one, no correct one; each leaves after 3 seconds
  const noneShownFor = await expectInlineMessage(dialog, 'No hay alternativas');
  // timed by the page itself: still there 2 s on, gone 4.5 s on
  await expect.poll(noneShownFor).toBeGreaterThan(2_000);
  expect(await noneShownFor()).toBeLessThan(4_500);
  await expect(dialog.getByRole('alert').filter({ hasText: 'No hay alternativas' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Agregar alternativa' }).click();
  await dialog.getByRole('textbox', { name: 'Alternativa 1' }).fill('Lima');
  await expectInlineMessage(dialog, 'Se debe añadir al menos una alternativa más');
  await dialog.getByRole('button', { name: 'Agregar alternativa' }).click();
  await expectInlineMessage(dialog, 'Hay una o más alternativas en blanco. Complétela o elimínela.');
  await dialog.getByRole('textbox', { name: 'Alternativa 2' }).fill('Cusco');
  await expectInlineMessage(dialog, 'Por favor, indique la alternativa correcta.');
  await dialog.getByRole('radio', { name: 'Correcta: Alternativa 1' }).check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'La pregunta ha sido creada correctamente.');
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Capital del Perú')).toContainText('Opción única');
  await expect(rowOf(page, 'Capital del Perú')).toContainText('Normal');

  await page.getByRole('button', { name: 'Agregar pregunta' }).click();
  dialog = page.getByRole('dialog', { name: 'Nueva pregunta' });
  await dialog.getByRole('textbox', { name: 'Título' }).fill('Números primos');
  await dialog.getByRole('textbox', { name: 'Enunciado' }).fill('Marque los números primos');
  await choose(dialog, 'Tipo', 'Opción múltiple');
  await choose(dialog, 'Dificultad', 'Difícil');
  for (const [i, value] of ['2', '4', '7'].entries()) {
    await dialog.getByRole('button', { name: 'Agregar alternativa' }).click();
    await dialog.getByRole('textbox', { name: `Alternativa ${i + 1}` }).fill(value);
  }
  await expectInlineMessage(dialog, 'Por favor, indique al menos una alternativa correcta.');
  await dialog.getByRole('checkbox', { name: 'Correcta: Alternativa 1' }).check();
  await dialog.getByRole('checkbox', { name: 'Correcta: Alternativa 3' }).check();
  await dialog.getByRole('button', { name: 'Eliminar alternativa 2' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Alternativa 2' })).toHaveValue('7');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'La pregunta ha sido creada correctamente.');
  await expect(rowOf(page, 'Números primos')).toContainText('Opción múltiple');
  await expect(rowOf(page, 'Números primos')).toContainText('Difícil');

  await page.getByRole('button', { name: 'Agregar pregunta' }).click();
  dialog = page.getByRole('dialog', { name: 'Nueva pregunta' });
  await dialog.getByRole('textbox', { name: 'Título' }).fill('El agua hierve');
  await dialog.getByRole('textbox', { name: 'Enunciado' }).fill('El agua hierve a 100 °C al nivel del mar');
  await choose(dialog, 'Tipo', 'Verdadero o falso');
  await choose(dialog, 'Dificultad', 'Fácil');
  // the two fixed alternatives: nothing to add, remove or write
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Agregar alternativa' })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Alternativa 1' })).toHaveCount(0);
  await expectInlineMessage(dialog, 'Por favor, indique si el enunciado es verdadero o falso.');
  await dialog.getByRole('radio', { name: 'Verdadero' }).check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'La pregunta ha sido creada correctamente.');
  await expect(rowOf(page, 'El agua hierve')).toContainText('Verdadero o falso');
  await expect(rowOf(page, 'El agua hierve')).toContainText('Fácil');
});

test('creates short, large and file questions with their fixed answer; a new type clears the alternatives', async ({
  page,
}) => {
  test.setTimeout(scaled(60_000));
  const bank = await freshModule(page);
  await openBank(page, bank);
  const open = [
    ['Respuesta corta', 'Respuesta corta (aprox. 80 palabras)', 'Defina fotosíntesis'],
    ['Respuesta larga', 'Respuesta larga', 'Ensayo sobre la independencia'],
    ['Archivo', 'Respuesta con archivo adjunto', 'Suba su maqueta'],
  ] as const;
  for (const [typeLabel, placeholder, title] of open) {
    await page.getByRole('button', { name: 'Agregar pregunta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva pregunta' });
    await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Enunciado' }).fill(`${title}, por favor.`);
    await dialog.getByRole('button', { name: 'Agregar alternativa' }).click();
    await dialog.getByRole('textbox', { name: 'Alternativa 1' }).fill('borrada al cambiar el tipo');
    await choose(dialog, 'Tipo', typeLabel);
    const only = dialog.getByRole('textbox', { name: 'Alternativa 1' });
    await expect(only).toHaveValue(placeholder);
    await expect(only).not.toBeEditable();
    await expect(dialog.getByText('Correcta', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Agregar alternativa' })).toHaveCount(0);
    // an open answer may carry what a good one says, for the teacher who grades it (decision 0053)
    await expect(dialog.getByText('Solo la ve el docente al calificar; nunca se muestra al alumno.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Respuesta modelo / rúbrica' }).fill(`Modelo: ${title}`);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await closeToast(page, 'La pregunta ha sido creada correctamente.');
    await expect(rowOf(page, title)).toContainText(typeLabel);
  }
  // a closed type after an open one starts with no alternatives at all
  await page.getByRole('button', { name: 'Agregar pregunta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva pregunta' });
  await choose(dialog, 'Tipo', 'Archivo');
  await choose(dialog, 'Tipo', 'Opción múltiple');
  await expect(dialog.getByRole('textbox', { name: 'Alternativa 1' })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Respuesta modelo / rúbrica' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('row')).toHaveCount(4);
});

test('shows a question: its statement rendered, an XSS attempt never run', async ({ page }) => {
  const bank = await freshModule(page);
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await questionThroughApi(page, bank, {
    title: 'Pregunta con trampa',
    question:
      '<p>Hola <strong>mundo</strong></p><img src=x onerror=alert(1)><a href="javascript:alert(2)">enlace</a>' +
      '<script>alert(3)</script><p onclick="alert(4)">fin</p>',
    type: 'unique',
    nivel: 'hard',
    alternatives: [
      { value: 'Primera', correct: false },
      { value: 'Segunda', correct: true },
    ],
  });
  await openBank(page, bank);
  await expect(rowOf(page, 'Pregunta con trampa')).toContainText('Difícil');
  await page.getByRole('button', { name: 'Mostrar pregunta: Pregunta con trampa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pregunta con trampa' });
  const statement = dialog.getByRole('region', { name: 'Enunciado' });
  await expect(statement.locator('strong')).toHaveText('mundo');
  await expect(statement).toContainText('fin');
  await expect(dialog.getByText('Tipo: Opción única')).toBeVisible();
  await expect(dialog.getByText('Dificultad: Difícil')).toBeVisible();
  const alternatives = dialog.getByRole('list', { name: 'Alternativas' }).getByRole('listitem');
  await expect(alternatives).toHaveCount(2);
  await expect(alternatives.nth(0)).toHaveText('Primera');
  await expect(alternatives.nth(1)).toContainText('Segunda');
  await expect(alternatives.nth(1)).toContainText('Correcta');
  // nothing of the attack reached the page, and nothing ran
  await expect(page.locator('[onerror], [onclick]')).toHaveCount(0);
  await expect(statement.locator('script, img')).toHaveCount(0);
  await expect(statement.locator('a[href^="javascript"]')).toHaveCount(0);
  // the only way such markup could still run after it is drawn is an image's load or error handler: once every image
  // of the dialog has loaded or failed, nothing is left to run
  await dialog.evaluate((element) =>
    Promise.all([...element.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined))),
  );
  expect(dialogs).toEqual([]);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
});

test('updates a question from its pre-filled form and deletes another; one in an evaluation stays', async ({
  page,
}) => {
  const bank = await freshModule(page);
  await questionThroughApi(page, bank, { title: 'Por actualizar' });
  await questionThroughApi(page, bank, { title: 'Por eliminar' });
  const kept = await questionThroughApi(page, bank, { title: 'En una evaluación' });
  await evaluationWith(page, bank, kept);
  await openBank(page, bank);

  await page.getByRole('button', { name: 'Actualizar pregunta: Por actualizar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar pregunta' });
  await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveValue('Por actualizar');
  await expect(dialog.getByRole('textbox', { name: 'Enunciado' })).toHaveText('Por actualizar');
  await expect(dialog.getByRole('combobox', { name: 'Tipo' })).toHaveText('Opción única');
  await expect(dialog.getByRole('textbox', { name: 'Alternativa 1' })).toHaveValue('Sí');
  await expect(dialog.getByRole('radio', { name: 'Correcta: Alternativa 1' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Título' }).fill('Actualizada');
  await choose(dialog, 'Dificultad', 'Difícil');
  await dialog.getByRole('radio', { name: 'Correcta: Alternativa 2' }).check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await closeToast(page, 'La pregunta ha sido actualizada correctamente.');
  await expect(rowOf(page, 'Actualizada')).toContainText('Difícil');
  await expect(rowOf(page, 'Por actualizar')).toHaveCount(0);

  await page.getByRole('button', { name: 'Eliminar pregunta: Por eliminar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Aviso' });
  await expect(confirm).toContainText('¿Está seguro de eliminar la pregunta?');
  await confirm.getByRole('button', { name: 'Aceptar' }).click();
  await closeToast(page, 'La pregunta ha sido eliminada correctamente.');
  await expect(rowOf(page, 'Por eliminar')).toHaveCount(0);

  await page.getByRole('button', { name: 'Eliminar pregunta: En una evaluación' }).click();
  await confirm.getByRole('button', { name: 'Aceptar' }).click();
  // the confirmation stays open over the toast (MUI hides the page behind it from the accessibility tree)
  const refusal = 'No se puede eliminar una pregunta que forma parte de una evaluación';
  await expect(page.getByText(refusal)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await closeToast(page, refusal);
  await expect(rowOf(page, 'En una evaluación')).toBeVisible();
});

const GIFT_BROKEN = `// preguntas de la prueba
::Capital:: ¿Cuál es la capital del Perú? {=Lima ~Cusco ~Arequipa}

::Sol:: El Sol es una estrella. {T}

::Rota:: ¿Cuánto es 2 + 2? {=4 ~5
`;

test('imports GIFT from a file: a preview with a line error, fixed, then saved into the bank', async ({ page }) => {
  const bank = await freshModule(page);
  await openBank(page, bank);
  await page.getByRole('button', { name: 'Importar preguntas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar preguntas' });
  await expect(dialog.getByRole('combobox', { name: 'Formato' })).toHaveText('GIFT');
  await choose(dialog, 'Dificultad', 'Difícil');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'preguntas.gift',
    mimeType: 'text/plain',
    buffer: Buffer.from(GIFT_BROKEN, 'utf8'),
  });
  const text = dialog.getByRole('textbox', { name: 'Texto de las preguntas' });
  await expect(text).toHaveValue(GIFT_BROKEN);
  await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Vista previa' }).click();

  const preview = dialog.getByRole('region', { name: 'Vista previa' });
  await expect(preview.getByText('2 preguntas encontradas')).toBeVisible();
  await expect(preview.getByText('Línea 6: Falta cerrar las respuestas con }')).toBeVisible();
  const found = preview.getByRole('list', { name: 'Preguntas' }).locator(':scope > li');
  await expect(found).toHaveCount(2);
  await expect(found.nth(0)).toContainText('Capital');
  await expect(found.nth(0)).toContainText('Opción única');
  await expect(found.nth(1)).toContainText('Sol');
  await expect(found.nth(1)).toContainText('Verdadero o falso');
  await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();

  await text.fill(GIFT_BROKEN.replace('~5\n', '~5}\n'));
  // the preview belongs to the text it was made of
  await expect(preview).toBeHidden();
  await dialog.getByRole('button', { name: 'Vista previa' }).click();
  await expect(preview.getByText('3 preguntas encontradas')).toBeVisible();
  await expect(preview.getByText(/^Línea \d+:/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await closeToast(page, 'Se importaron 3 preguntas correctamente.');
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Capital')).toContainText('Opción única');
  await expect(rowOf(page, 'Sol')).toContainText('Verdadero o falso');
  await expect(rowOf(page, 'Rota')).toContainText('Difícil');
});
