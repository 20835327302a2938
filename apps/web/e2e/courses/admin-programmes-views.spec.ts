// A programme's views (02 §2.3-2.5, §8; docs/decisions/0012-programme-data.md): modules, syllabus and class materials;
// evaluation weights; certificate templates.
import { drawImage, GIF, openRowAction, programmeThroughApi, tinyPdf } from '../support/admin-programmes-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, holdCalls, isUpload, pathIs, signIn } from '../support/helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(pathIs('/dashboard/admin/courses'));
});

test('modules, a syllabus item and a PDF material that opens in a new tab', async ({ page }) => {
  const { categoryId, courseId, courseName } = await programmeThroughApi(page);
  await page.goto(`/dashboard/admin/courses?category=${categoryId}`);
  await openRowAction(page, courseName, 'Módulos');
  await expect(page).toHaveURL(pathIs(`/dashboard/admin/courses/${categoryId}/${courseId}/modules`));
  await expect(heading(page, 'Módulos')).toBeVisible();
  await expect(page.getByText('No hay módulos')).toBeVisible();
  await expect(page.getByText('Selecciona un módulo')).toBeVisible();

  const modules = page.getByRole('navigation', { name: 'Módulos' });
  await page.getByRole('button', { name: 'Agregar módulo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo módulo' });
  await dialog.getByLabel('Título del módulo').fill('   ');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('No puede editar un módulo con espacios en blanco')).toBeVisible();
  await dialog.getByLabel('Título del módulo').fill('Introducción');
  await dialog.getByLabel('Precio del módulo').fill('300');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Módulo creado con éxito')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar módulo' }).click();
  await dialog.getByLabel('Título del módulo').fill('Profundización');
  await dialog.getByLabel('Precio del módulo').fill('450.5');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(modules.getByRole('listitem')).toHaveCount(2);
  await expect(modules.getByRole('listitem').nth(1)).toContainText('S/ 450.50');

  // edit the first module
  await modules.getByRole('listitem', { name: 'Introducción' }).getByRole('button', { name: 'Editar módulo' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar módulo' });
  await expect(edit.getByLabel('Precio del módulo')).toHaveValue('300');
  await edit.getByLabel('Título del módulo').fill('Fundamentos');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Módulo actualizado con éxito')).toBeVisible();

  await modules.getByRole('button', { name: /^Fundamentos/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Fundamentos' })).toBeVisible();
  await expect(page.getByRole('main').getByText('S/ 300.00').last()).toBeVisible();
  await expect(page.getByText('No hay nada en temario')).toBeVisible();
  await expect(page.getByText('No hay materiales')).toBeVisible();

  // Temario
  await page.getByRole('button', { name: 'Agregar tema' }).click();
  await page.getByRole('dialog', { name: 'Nuevo tema' }).getByLabel('Título').fill('Variables y tipos');
  await page.getByRole('dialog', { name: 'Nuevo tema' }).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El temario ha sido creado')).toBeVisible();
  const syllabus = page.getByRole('region', { name: 'Temario' });
  await syllabus
    .getByRole('listitem', { name: 'Variables y tipos' })
    .getByRole('button', { name: 'Editar tema' })
    .click();
  await page.getByRole('dialog', { name: 'Editar tema' }).getByLabel('Título').fill('Variables, tipos y operadores');
  await page.getByRole('dialog', { name: 'Editar tema' }).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El temario ha sido actualizado')).toBeVisible();
  await expect(syllabus.getByText('Variables, tipos y operadores')).toBeVisible();

  // a class material: a file is required, then a PDF with its upload progress
  const upload = page.getByRole('region', { name: 'Subir material de clases' });
  await upload.getByLabel('Título').fill('Lectura de la semana');
  await upload.getByLabel('Descripción').fill('   ');
  await upload.getByRole('button', { name: 'Subir' }).click();
  await expect(upload.getByText('No puede crear un archivo con espacios en blanco')).toBeVisible();
  await expect(upload.getByText('No puede crear un material sin algún material')).toBeVisible();
  await upload.getByLabel('Descripción').fill('Leer antes de la clase');
  await upload.getByLabel('Seleccionar archivo').setInputFiles({
    name: 'lectura.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('Lectura de la semana'),
  });
  await expect(upload.getByText('lectura.pdf')).toBeVisible();

  // an upload shows its percent and can be cancelled: nothing is stored, the form keeps what was typed
  const release = await holdCalls(page, '**/v5.0.1/api/materials', { abort: true, when: isUpload });
  await upload.getByRole('button', { name: 'Subir' }).click();
  await expect(upload.getByText(/^\d+%$/)).toBeVisible();
  await upload.getByRole('button', { name: 'Cancelar subida' }).click();
  await expect(upload.getByRole('button', { name: 'Cancelar subida' })).toBeHidden();
  await release();
  await expect(upload.getByLabel('Título')).toHaveValue('Lectura de la semana');
  await expect(page.getByText('No hay materiales')).toBeVisible();
  await expect(page.getByText('Hubo un error, no se subieron los archivos.')).toHaveCount(0);

  await upload.getByRole('button', { name: 'Subir' }).click();
  await expect(page.getByText('El archivo ha sido subido correctamente')).toBeVisible();
  await expect(upload.getByLabel('Título')).toHaveValue('');

  const materials = page.getByRole('region', { name: 'Materiales' });
  const material = materials.getByRole('link', { name: /Lectura de la semana/ });
  await expect(material.getByRole('img', { name: 'PDF' })).toBeVisible();
  await expect(material).toHaveAttribute('target', '_blank');
  const served = page.context().waitForEvent('response', (r) => r.url().includes('/files/private/'));
  const [popup] = await Promise.all([page.waitForEvent('popup'), material.click()]);
  const response = await served;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.url()).toContain('.pdf');
  await popup.close();

  // a link material
  await upload.getByLabel('Título').fill('Documentación');
  await upload.getByLabel('Descripción').fill('Referencia');
  await upload.getByRole('button', { name: 'Enlace' }).click();
  await upload.getByLabel('Dirección del enlace (URL)').fill('https://developer.mozilla.org/es/');
  await upload.getByLabel('Nombre del enlace').fill('MDN');
  await upload.getByRole('button', { name: 'Subir' }).click();
  await expect(materials.getByRole('link', { name: /Documentación/ })).toHaveAttribute(
    'href',
    'https://developer.mozilla.org/es/',
  );
  await expect(
    materials.getByRole('link', { name: /Documentación/ }).getByRole('img', { name: 'Enlace' }),
  ).toBeVisible();

  // the chosen module is in the address; the syllabus item goes, then the second module
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Fundamentos' })).toBeVisible();
  await syllabus.getByRole('button', { name: 'Eliminar tema' }).click();
  await page.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('El temario ha sido eliminado')).toBeVisible();
  await expect(page.getByText('No hay nada en temario')).toBeVisible();
  await modules
    .getByRole('listitem', { name: 'Profundización' })
    .getByRole('button', { name: 'Eliminar módulo' })
    .click();
  await page.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Módulo eliminado con éxito')).toBeVisible();
  await expect(modules.getByRole('listitem')).toHaveCount(1);

  // back in the browser returns to the programme's category
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/dashboard/admin/courses\\?category=${categoryId}$`));
});

test('at 1366×768 every row menu of the staff lists is on screen, without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const { categoryId, courseName } = await programmeThroughApi(page);
  const onScreen = async (button: ReturnType<typeof page.getByRole>) => {
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 1366).toBe(true);
    // nothing on the page is wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  };
  await page.goto(`/dashboard/admin/courses?category=${categoryId}`);
  const menu = page.getByRole('button', { name: `Opciones: ${courseName}` });
  await onScreen(menu);
  await menu.click();
  for (const item of ['Módulos', 'Certificados', 'Configuración de promedios']) {
    await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeInViewport();
  }
  await page.keyboard.press('Escape');
  for (const [link, path] of [
    ['Usuarios', '/dashboard/admin/users'],
    ['Sedes', '/dashboard/admin/sedes'],
    ['Repositorio', '/dashboard/admin/repository'],
  ] as const) {
    await page.getByTestId('sidebar').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(pathIs(path));
    await onScreen(page.getByRole('button', { name: /^(Editar|Eliminar|Opciones)/ }).first());
  }
});

test('evaluation weights: practices with their share of the total', async ({ page }) => {
  const { categoryId, courseName } = await programmeThroughApi(page);
  await page.goto(`/dashboard/admin/courses?category=${categoryId}`);
  await openRowAction(page, courseName, 'Configuración de promedios');
  await expect(heading(page, 'Configuración de promedios')).toBeVisible();
  await expect(page.getByText('No hay datos')).toBeVisible();

  const add = async (title: string, weight: string) => {
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva práctica calificada' });
    await dialog.getByLabel('Título').fill(title);
    await dialog.getByLabel('Peso').fill(weight);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
  };
  const rowOf = (title: string) => page.getByRole('row').filter({ hasText: title });

  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva práctica calificada' });
  await dialog.getByLabel('Título').fill('Práctica 1');
  await dialog.getByLabel('Peso').fill('-1');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El peso debe ser un número mayor o igual a 0')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await add('Práctica 1', '1');
  await expect(page.getByText('La práctica calificada ha sido creada')).toBeVisible();
  await expect(rowOf('Práctica 1')).toContainText('100%');
  await add('Examen final', '3');
  await expect(rowOf('Práctica 1').getByRole('cell')).toContainText(['Práctica 1', '1', '25%']);
  await expect(rowOf('Examen final').getByRole('cell')).toContainText(['Examen final', '3', '75%']);

  // the title is not editable; a new weight moves every share
  await rowOf('Práctica 1').getByRole('button', { name: 'Editar práctica calificada' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar práctica calificada' });
  await expect(edit.getByLabel('Título')).toHaveValue('Práctica 1');
  await expect(edit.getByLabel('Título')).toHaveAttribute('readonly', '');
  await edit.getByLabel('Peso').fill('3');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La práctica calificada ha sido actualizada')).toBeVisible();
  await expect(rowOf('Práctica 1')).toContainText('50%');
  await expect(rowOf('Examen final')).toContainText('50%');

  await rowOf('Examen final').getByRole('button', { name: 'Eliminar práctica calificada' }).click();
  await page.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('La práctica calificada ha sido eliminada')).toBeVisible();
  await expect(rowOf('Examen final')).toHaveCount(0);
  await expect(rowOf('Práctica 1')).toContainText('100%');
});

test('certificates: attaching a template with its images marks it selected', async ({ page }) => {
  const { categoryId, courseId, courseName } = await programmeThroughApi(page);
  await page.goto(`/dashboard/admin/courses?category=${categoryId}`);
  await openRowAction(page, courseName, 'Certificados');
  await expect(page).toHaveURL(pathIs(`/dashboard/admin/courses/${categoryId}/${courseId}/certificates`));
  await expect(heading(page, 'Certificados')).toBeVisible();
  const classic = page.getByRole('article', { name: 'Clásico' });
  await expect(classic.getByRole('img', { name: 'Clásico' })).toBeVisible();
  await expect(page.getByText('Seleccionado')).toHaveCount(0);

  await classic.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Clásico' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Debe subir esta imagen')).toHaveCount(2);

  await dialog.getByLabel('Fondo').setInputFiles({ name: 'fondo.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(dialog.getByText('Debe subir una imagen, no un archivo')).toBeVisible();
  await dialog.getByLabel('Fondo').setInputFiles({
    name: 'fondo.png',
    mimeType: 'image/png',
    buffer: await drawImage(page, 'image/png', '#fbf7ee'),
  });
  await dialog.getByLabel('Firma').setInputFiles({
    name: 'firma.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawImage(page, 'image/jpeg', '#333333'),
  });
  await expect(dialog.getByRole('img', { name: 'Vista previa' })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Certificado agregado correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(classic.getByText('Seleccionado')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Moderno' }).getByText('Seleccionado')).toHaveCount(0);

  // the stored images come back with the template
  await page.reload();
  await page.getByRole('article', { name: 'Clásico' }).getByRole('button').click();
  const stored = page.getByRole('dialog', { name: 'Clásico' }).getByRole('img', { name: 'Vista previa' });
  await expect(stored).toHaveCount(2);
  await expect.poll(() => stored.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
});
