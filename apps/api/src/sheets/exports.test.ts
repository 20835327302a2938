// The lists' exports: CSV with BOM and ';', XLSX, the list's filters and access, formula cells neutralised.
import { text } from 'node:stream/consumers';
import { courses, grades, M, orders, questionBank, students as studentsFnames, users } from '@edu/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { enrolStudent } from '../services/students/enrol.js';
import { newPerson } from '../services/students/test-data.js';
import { download, errorOf } from './exports-test-kit.js';
import { fileOf } from './sheet.js';

const { t } = useTestApp();
let tok: Record<'adminA' | 'counterA' | 'docenteA' | 'studentA', string>;
let scheduled: string;
beforeAll(async () => {
  tok = {} as typeof tok;
  for (const who of ['adminA', 'counterA', 'docenteA', 'studentA'] as const)
    tok[who] = await t.signIn(t.fx.users[who].email);
  scheduled = t.fx.scheduleds.A.scheduled;
  for (const [name, lastname] of [
    ['Ñusta', 'Huamán'],
    ['=HYPERLINK("http://x")', 'Pérez'],
    ['Bruno', '+51 Díaz'],
    ['@SUM(A1)', '-Rojas'],
  ]) {
    const { id } = await newPerson(t, t.fx.entityA, name, lastname);
    await t.db.tx((db) =>
      enrolStudent(db, { entityId: t.fx.entityA, userId: id, mainScheduledId: scheduled, modules: 'all' }),
    );
  }
});

const students = (over: Record<string, unknown> = {}, token: string | null = tok.counterA) =>
  download(t, studentsFnames.exportUsersByScheduled, { scheduled, entity: t.fx.entityA, ...over }, token);

describe('exportUsersByScheduled', () => {
  it('answers a CSV in UTF-8 with BOM and ; of every enrolled student, as the table sorts them, formulas neutralised', async () => {
    const res = await students();
    expect(res.status, res.raw.toString()).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="alumnos-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.raw.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.raw.toString('utf8').split('\r\n')[0]).toBe(
      '\uFEFFNombre;Apellidos;Correo electrónico;Número de documento;Teléfono;Dirección;Matriculado el',
    );
    expect(res.rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['\'=HYPERLINK("http://x")', 'Pérez'],
      ["'@SUM(A1)", "'-Rojas"],
      ['Bruno', "'+51 Díaz"],
      ['Ñusta', 'Huamán'],
    ]);
    expect(res.rows[1][6]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('answers the same rows as XLSX, filtered by name as the list is', async () => {
    const res = await students({ format: 'xlsx', filter_by_name: 'ñusta' }, tok.adminA);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.rows[0]).toEqual([
      M.COL_NAME,
      M.COL_LASTNAME,
      M.COL_EMAIL,
      M.COL_DOCUMENT,
      M.COL_PHONE,
      M.COL_ADDRESS,
      M.COL_ENROLLED_AT,
    ]);
    expect(res.rows.slice(1).map((r) => r.slice(0, 2))).toEqual([['Ñusta', 'Huamán']]);
    const all = await students({ format: 'xlsx', sortNameNumber: -1 });
    expect(all.rows.slice(1).map((r) => r[0])).toEqual(['Ñusta', 'Bruno', "'@SUM(A1)", '\'=HYPERLINK("http://x")']);
  });

  it('refuses a bad format (Spanish), no token (401), another entity (404) and a student (403), changing nothing', async () => {
    const before = await t.snapshot();
    const bad = await students({ format: 'pdf' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toMatchObject({ code: 'VALIDATION', fields: { format: M.FIELD_INVALID } });
    expect((await students({}, null)).status).toBe(401);
    expect((await students({ scheduled: t.fx.scheduleds.B.scheduled })).status).toBe(404);
    expect((await students({ entity: t.fx.entityB })).status).toBe(403);
    expect((await students({}, tok.studentA)).status).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('the other lists', () => {
  it('exportOrders: the pending orders of the entity, the state in Spanish and the total as a number in XLSX', async () => {
    const csv = await download(t, orders.exportOrders, { entity_id: t.fx.entityA }, tok.counterA);
    expect(csv.status).toBe(200);
    expect(csv.rows[0][0]).toBe(M.COL_ORDER);
    expect(csv.rows.slice(1)).toEqual([
      [
        t.fx.orders.A.order,
        expect.any(String),
        expect.any(String),
        t.fx.users.studentA.email,
        expect.any(String),
        'Pendiente',
        '0',
        '',
        expect.any(String),
        '',
        '',
      ],
    ]);
    const xlsx = await download(t, orders.exportOrders, { entity_id: t.fx.entityA, format: 'xlsx' }, tok.adminA);
    expect(xlsx.rows[1][6]).toBe(0);
    const history = await download(
      t,
      orders.exportOrders,
      { entity_id: t.fx.entityA, state: ['success'] },
      tok.adminA,
    );
    expect(history.rows).toHaveLength(1);
    expect((await download(t, orders.exportOrders, { entity_id: t.fx.entityB }, tok.counterA)).status).toBe(403);
  });

  it('exportUsersByEntity: the staff with their roles in Spanish; a counter may export only students', async () => {
    const res = await download(t, users.exportUsersByEntity, { entity_id: t.fx.entityA }, tok.adminA);
    expect(res.status).toBe(200);
    const emails = res.rows.slice(1).map((r) => r[2]);
    expect(emails).toContain(t.fx.users.coordA.email);
    expect(emails).not.toContain(t.fx.users.studentA.email);
    expect(res.rows.find((r) => r[2] === t.fx.users.coordA.email)?.[6]).toBe(M.ENTITY_ROLE_NAMES.coordinador);
    const refused = await download(t, users.exportUsersByEntity, { entity_id: t.fx.entityA }, tok.counterA);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe(M.FORBIDDEN_ROLE);
  });

  it('exportQuestionBank: a module bank, the statement without markup; another entity is refused', async () => {
    const input = { entity: t.fx.entityA, course_id: t.fx.evaluations.A.bankModule };
    const res = await download(t, questionBank.exportQuestionBank, input, tok.adminA);
    expect(res.status, res.raw.toString()).toBe(200);
    expect(res.rows[0]).toEqual([
      M.COL_TITLE,
      M.COL_STATEMENT,
      M.COL_TYPE,
      M.COL_LEVEL,
      M.COL_ALTERNATIVES,
      M.COL_CORRECT,
      M.COL_CREATED_AT,
    ]);
    expect(res.rows.length).toBeGreaterThan(1);
    for (const row of res.rows.slice(1)) expect(String(row[1])).not.toMatch(/[<>]/);
    const other = await download(
      t,
      questionBank.exportQuestionBank,
      { ...input, course_id: t.fx.evaluations.B.bankModule },
      tok.adminA,
    );
    expect(other.status).toBe(404);
  });

  it('exportGradebook: a row per student with the final grade; a teacher of another course is refused', async () => {
    const res = await download(
      t,
      grades.exportGradebook,
      { scheduled_id: scheduled, format: 'xlsx' },
      tok.docenteA,
    );
    expect(res.status, res.raw.toString()).toBe(200);
    expect(res.rows[0].slice(0, 3)).toEqual([M.COL_NAME, M.COL_LASTNAME, M.COL_EMAIL]);
    expect(res.rows[0].slice(-2)).toEqual([M.COL_FINAL_GRADE, M.COL_RESULT]);
    expect(res.rows).toHaveLength(5);
    const other = await download(
      t,
      grades.exportGradebook,
      { scheduled_id: t.fx.scheduleds.B.scheduled },
      tok.docenteA,
    );
    expect([403, 404]).toContain(other.status);
  });
});

/** every start a spreadsheet reads as a formula or a DDE call (decision 0040) */
const PREFIXES = ['=', '+', '-', '@', '\t', '\r'];

/** the cells of an XLSX file as ExcelJS reads them back: value and type, header first */
async function xlsxCells(raw: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(raw as unknown as ArrayBuffer);
  const rows: { value: unknown; type: ExcelJS.ValueType }[][] = [];
  book.worksheets[0].eachRow((row) => {
    const cells: { value: unknown; type: ExcelJS.ValueType }[] = [];
    row.eachCell((cell) => cells.push({ value: cell.value, type: cell.type }));
    rows.push(cells);
  });
  return rows;
}

describe('one safe-cell path for the header and the rows, in both formats', () => {
  const cells = PREFIXES.map((p) => `${p}cmd|' /C calc'!A0`);
  const shown = PREFIXES.map((p) => `'${p}cmd|' /C calc'!A0`);
  const table = () => ({
    name: 'prueba',
    header: [...cells, 'Nota'],
    rows: (async function* () {
      yield [[...cells, -12.5]];
    })(),
  });

  it('CSV: every formula start is prefixed in the header and in a row; a negative number stays a number', async () => {
    const raw = await text(fileOf('csv', table()).body);
    const rows = parse(raw.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(rows).toEqual([
      [...shown, 'Nota'],
      [...shown, '-12.5'],
    ]);
  });

  it('XLSX: the same, read back with ExcelJS: text cells prefixed, no formula cell, the number a number', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of fileOf('xlsx', table()).body) chunks.push(chunk as Buffer);
    const rows = await xlsxCells(Buffer.concat(chunks));
    // XML reads a bare CR in text as LF (its end-of-line rule), as Excel does: the cell is still text behind its '
    const read = shown.map((v) => v.replace('\r', '\n'));
    expect(rows.map((r) => r.map((c) => c.value))).toEqual([
      [...read, 'Nota'],
      [...read, -12.5],
    ]);
    expect(rows.flat().filter((c) => c.type === ExcelJS.ValueType.Formula)).toEqual([]);
    expect(rows[0].every((c) => c.type === ExcelJS.ValueType.String)).toBe(true);
    expect(rows[1].at(-1)?.type).toBe(ExcelJS.ValueType.Number);
  });

  it('exportGradebook: a graded practice titled as a formula reaches the header prefixed, as XLSX and CSV', async () => {
    const title = '=HYPERLINK("http://evil.example/p","Nota")';
    const made = await t.call(
      courses.createQualifiedPractice,
      { entity: t.fx.entityA, course: t.fx.programmes.A.course, title, weight: 1 },
      tok.adminA,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    for (const format of ['xlsx', 'csv'] as const) {
      const res = await download(t, grades.exportGradebook, { scheduled_id: scheduled, format }, tok.docenteA);
      expect(res.status, res.raw.toString()).toBe(200);
      expect(res.rows[0], format).toContain(`'${title}`);
      expect(res.rows[0], format).not.toContain(title);
      if (format === 'xlsx') {
        const header = (await xlsxCells(res.raw))[0];
        expect(header.every((c) => c.type === ExcelJS.ValueType.String)).toBe(true);
      }
    }
  });
});
