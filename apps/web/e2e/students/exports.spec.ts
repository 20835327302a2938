// Exports and bulk enrolment (docs/decisions/0040-exports-and-bulk-enrolment.md): the counter downloads the
// template, uploads a class with a broken line (the preview says why, nothing is enrolled), fixes it and applies it,
// sees the students listed, and exports the list as CSV and as Excel, each file parsed back and its rows checked.
import { readFileSync } from 'node:fs';
import { M, ORDER_HISTORY_STATES } from '@edu/shared';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { closeToast } from '../support/admin-programmes-helpers';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn, signOut } from '../support/helpers';
import { freshModule, openBank, questionThroughApi } from '../support/question-bank-helpers';
import { openCourse, scheduledCourse } from '../support/students-helpers';
import { courseToGrade } from '../support/teacher-helpers';

const HEADER = [M.COL_NAME, M.COL_LASTNAME, M.COL_DOCUMENT_TYPE, M.COL_DOCUMENT, M.COL_EMAIL, M.COL_PHONE];

/** Clicks `label` in the menu `button` opens, and answers the bytes of the file it downloads. */
async function downloaded(page: Page, button: string, label: string, scope = page.locator('body')) {
  await scope.getByRole('button', { name: button }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: label }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path()) as string) };
}

async function sheetRows(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const csvOf = (lines: string[][]) =>
  Buffer.from(`\uFEFF${[HEADER, ...lines].map((l) => l.join(';')).join('\r\n')}\r\n`);

test('the counter enrols a class from a file, fixing a broken line, and exports the students as CSV and Excel', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.counter);
  await expect(page).toHaveURL(pathIs('/dashboard/accountant/students/inscribed'));
  const course = await scheduledCourse(page, 1);
  await page.reload();
  await openCourse(page, course);

  await page.getByRole('button', { name: M.BULK_BUTTON }).click();
  const dialog = page.getByRole('dialog', { name: M.BULK_TITLE });
  const template = await downloaded(page, M.BULK_TEMPLATE, M.EXPORT_XLSX, dialog);
  expect(template.name).toBe('plantilla-matricula.xlsx');
  expect((await sheetRows(template.bytes))[0]).toEqual(HEADER);

  const tag = Date.now().toString(36);
  const ana = ['Ana', 'Torres Vega', 'DNI', '41234567', `ana.${tag}@correo.pe`, '987654321'];
  const broken = ['Julio', 'Paz Soto', 'DNI', '1234', `julio.${tag}@correo.pe`, ''];
  const file = dialog.locator('input[type="file"]');
  await file.setInputFiles({ name: 'alumnos.csv', mimeType: 'text/csv', buffer: csvOf([ana, broken]) });
  const preview = dialog.getByRole('table', { name: M.BULK_PREVIEW });
  await expect(preview.getByRole('row').filter({ hasText: ana[4] })).toContainText(M.BULK_LINE_LABELS.new);
  await expect(preview.getByRole('row').filter({ hasText: broken[4] })).toContainText(
    `${M.COL_DOCUMENT}: ${M.DNI_LENGTH}`,
  );
  await expect(dialog.getByRole('button', { name: M.BULK_APPLY })).toBeDisabled();

  broken[3] = '12345678';
  await file.setInputFiles({ name: 'alumnos.csv', mimeType: 'text/csv', buffer: csvOf([ana, broken]) });
  await expect(preview.getByRole('row').filter({ hasText: broken[4] })).toContainText(M.BULK_LINE_LABELS.new);
  await dialog.getByRole('button', { name: M.BULK_APPLY }).click();
  await closeToast(page, M.bulkApplied(2));
  await expect(dialog).toBeHidden();
  for (const student of [ana, broken])
    await expect(page.getByRole('row').filter({ hasText: student[4] })).toContainText(student[0]);

  const csv = await downloaded(page, M.EXPORT_BUTTON, M.EXPORT_CSV);
  expect(csv.name).toMatch(/^alumnos-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = parse(csv.bytes.toString('utf8').slice(1), { delimiter: ';' });
  expect(rows[0].slice(0, 3)).toEqual([M.COL_NAME, M.COL_LASTNAME, M.COL_EMAIL]);
  expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
    ['Ana', 'Torres Vega', ana[4], '41234567'],
    ['Julio', 'Paz Soto', broken[4], '12345678'],
  ]);

  const xlsx = await downloaded(page, M.EXPORT_BUTTON, M.EXPORT_XLSX);
  expect(xlsx.name).toMatch(/^alumnos-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect((await sheetRows(xlsx.bytes)).slice(1).map((r) => r.slice(0, 3))).toEqual([
    ['Ana', 'Torres Vega', ana[4]],
    ['Julio', 'Paz Soto', broken[4]],
  ]);
});

test('the counter exports the vouchers and the history; the admin exports the staff as Excel', async ({ page }) => {
  await signIn(page, ACCOUNTS.counter);
  for (const [menu, states] of [
    ['Vouchers', [M.ORDER_STATE_LABELS.pending]],
    // every closed state, the annulled included (an order the receipts' journey annulled may be here)
    ['Historial', ORDER_HISTORY_STATES.map((state) => M.ORDER_STATE_LABELS[state])],
  ] as const) {
    await page.getByTestId('sidebar').getByRole('link', { name: menu, exact: true }).click();
    await expect(heading(page, menu)).toBeVisible();
    const csv = await downloaded(page, M.EXPORT_BUTTON, M.EXPORT_CSV);
    expect(csv.name).toMatch(/^ordenes-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows: string[][] = parse(csv.bytes.toString('utf8').slice(1), { delimiter: ';' });
    expect(rows[0][0]).toBe(M.COL_ORDER);
    for (const row of rows.slice(1)) expect(states).toContain(row[5]);
  }
  await signOut(page);

  await signIn(page, ACCOUNTS.admin);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Usuarios', exact: true }).click();
  await expect(heading(page, 'Usuarios')).toBeVisible();
  const xlsx = await downloaded(page, M.EXPORT_BUTTON, M.EXPORT_XLSX);
  expect(xlsx.name).toMatch(/^personal-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = await sheetRows(xlsx.bytes);
  expect(rows[0]).toEqual([
    M.COL_NAME,
    M.COL_LASTNAME,
    M.COL_EMAIL,
    M.COL_DOCUMENT_TYPE,
    M.COL_DOCUMENT,
    M.COL_PHONE,
    M.COL_ROLES,
  ]);
  const counter = rows.find((r) => r[2] === ACCOUNTS.counter);
  expect(counter?.[6]).toContain(M.ENTITY_ROLE_NAMES.counter);
});

test('the coordinador exports a bank with a formula-like title neutralised; the teacher exports the grade book', async ({
  page,
}) => {
  test.slow(); // a bank and a course made through the API, and a second sign-in
  await signIn(page, ACCOUNTS.coordinator);
  const bank = await freshModule(page);
  await questionThroughApi(page, bank, { title: '=SUMA(1;2)' });
  await questionThroughApi(page, bank, { title: 'Capital del Perú' });
  await openBank(page, bank);
  const csv = await downloaded(page, M.EXPORT_BUTTON, M.EXPORT_CSV);
  expect(csv.name).toMatch(/^banco-de-preguntas-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows: string[][] = parse(csv.bytes.toString('utf8').slice(1), { delimiter: ';' });
  expect(
    rows
      .slice(1)
      .map((r) => r[0])
      .sort(),
  ).toEqual(["'=SUMA(1;2)", 'Capital del Perú']);
  await signOut(page);

  await signIn(page, ACCOUNTS.teacher);
  const course = await courseToGrade(page);
  await page.reload();
  await page
    .getByRole('row')
    .filter({ hasText: course.name })
    .getByRole('link', { name: `Ver curso: ${course.name}` })
    .click();
  await expect(heading(page, course.name)).toBeVisible();
  await page.getByRole('tab', { name: M.TAB_GRADEBOOK }).click();
  const xlsx = await downloaded(page, M.EXPORT_BUTTON, M.EXPORT_XLSX);
  expect(xlsx.name).toMatch(/^registro-de-notas-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = await sheetRows(xlsx.bytes);
  expect(book[0].slice(-2)).toEqual([M.COL_FINAL_GRADE, M.COL_RESULT]);
  expect(book[0]).toEqual(expect.arrayContaining([course.examPractice, course.workPractice]));
  // one row per enrolled student: the one graded and the classmate
  expect(
    book
      .slice(1)
      .map((r) => r[2])
      .sort(),
  ).toEqual([course.student.email, course.classmate.email].sort());
});
