// Bad statements (decision 0061): each refused with a Spanish message that says what to fix, and nothing kept — no
// movement, no import, no mapping, no file. A negative amount is a number, not a formula.
import type { AddressInfo } from 'node:net';
import { M, STATEMENTS, statements, ZIP_LIMITS } from '@edu/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { streamUpload } from '../../test/http-upload.js';
import { filesOf, settled } from '../../test/stored-files.js';
import { xlsxBomb } from '../../test/zips.js';
import { bankCsv, HEADER, MAPPING, movements, useStatements } from './statements-test-kit.js';

const { t, as } = useTestApp(['counterA']);
const s = useStatements(t);
beforeEach(() => s.clear());

/** the import refused with `status` and `message`, nothing changed and no file left */
async function refused(bytes: string | Buffer, status: number, message: string, mapping = MAPPING, name?: string) {
  const before = await t.snapshot();
  const res = await s.importFile(bytes, as.counterA, mapping, name);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.message).toBe(message);
  expect(await t.snapshot()).toBe(before);
  expect(filesOf(t)).toEqual([]);
  return res;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const ACCENTED = [{ date: '02/03/2026', description: 'ABONO DE MARÍA PEÑA', operation: '77', amount: '120,50' }];

describe('encodings', () => {
  it('refuses a Windows-1252 file read as UTF-8, and the preview says to choose Windows-1252', async () => {
    await refused(latin1(bankCsv(ACCENTED)), 400, M.STATEMENT_WRONG_ENCODING);
    const preview = await s.preview(latin1(bankCsv(ACCENTED)), as.counterA, MAPPING);
    expect(preview.body.mapping_problem).toBe(M.STATEMENT_WRONG_ENCODING);
  });

  it('reads it declared Windows-1252, accents and all; a first preview suggests Windows-1252', async () => {
    const guessed = await s.preview(latin1(bankCsv(ACCENTED)), as.counterA);
    expect(guessed.body.mapping.encoding).toBe('windows-1252');
    expect(guessed.body.headers[1]).toBe('Descripción');
    const res = await s.importFile(latin1(bankCsv(ACCENTED)), as.counterA, { ...MAPPING, encoding: 'windows-1252' });
    expect(res.body).toMatchObject({ added: 1 });
    const [row] = await t.db.query<{ description: string; amount: string }>(
      'SELECT description, amount::text AS amount FROM bank_movements',
    );
    expect(row).toEqual({ description: 'ABONO DE MARÍA PEÑA', amount: '120.50' });
  });
});

describe('formulas', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', 'B5'],
    ['+cmd|calc', 'B5'],
    ['@SUM(1)', 'B5'],
    ["-2+3+cmd|' /C calc'!A0", 'B5'],
  ])('refuses a CSV cell %s', async (cell, address) => {
    const lines = movements(3);
    lines[1].description = cell;
    await refused(bankCsv(lines), 400, M.statementFormulaCell(address));
  });

  it('takes a negative amount and a lone dash as values', async () => {
    const lines = movements(2);
    lines[0].amount = '-50,00';
    lines[1].balance = '-';
    const res = await s.preview(bankCsv(lines), as.counterA, { ...MAPPING, balance_column: undefined });
    expect(res.body.lines[0]).toMatchObject({ amount: '-50.00', problem: null });
  });

  it('refuses an XLSX formula cell', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Hoja1');
    sheet.addRow(['Fecha', 'Monto']);
    sheet.addRow(['02/03/2026', 10]);
    sheet.addRow(['03/03/2026', { formula: 'B2*2', result: 20 }]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const mapping = {
      ...MAPPING,
      header_row: 1,
      description_column: undefined,
      operation_column: undefined,
      balance_column: undefined,
    };
    await refused(bytes, 400, M.statementFormulaCell('B3'), mapping, 'x.xlsx');
  });
});

describe('sizes', () => {
  it(`refuses a file over ${STATEMENTS.maxMb} MB as it arrives (50 MB here, over a real socket)`, async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await t.snapshot();
    const result = await streamUpload({
      port: (t.app.server.address() as AddressInfo).port,
      token: as.counterA,
      def: statements.importStatement,
      fields: { entity: t.fx.entityA, payment_account_id: s.account(), mapping: JSON.stringify(MAPPING) },
      fileField: 'file',
      fileName: 'extracto.csv',
      head: Buffer.from(bankCsv(movements(10))),
      size: 50 * 1024 * 1024,
    });
    expect(result).toMatchObject({
      status: 413,
      body: { code: 'TOO_LARGE', message: M.statementFileTooBig(STATEMENTS.maxMb) },
    });
    await settled(t);
    expect(filesOf(t)).toEqual([]);
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses an XLSX whose sheet inflates past the zip limits', async () => {
    await refused(await xlsxBomb(60, HEADER), 413, M.zipTooLarge(ZIP_LIMITS.sheet), MAPPING, 'bomba.xlsx');
  });

  it(`refuses more than ${STATEMENTS.maxLines} lines`, async () => {
    const line = '02/03/2026;ABONO;;10,00;\r\n';
    await refused(
      `a\r\nb\r\n${HEADER.join(';')}\r\n${line.repeat(STATEMENTS.maxLines + 1)}`,
      400,
      M.statementTooManyLines(STATEMENTS.maxLines),
    );
  });
});

describe('unreadable', () => {
  it('refuses a mapping that names a column the file lacks', async () => {
    await refused(bankCsv(movements(2)), 400, M.statementMissingColumn('N.º de operación', 'Operación'), {
      ...MAPPING,
      operation_column: 'Operación',
    });
    await refused(bankCsv(movements(2)), 400, M.statementMissingColumn('Saldo', '9'), {
      ...MAPPING,
      balance_column: '9',
    });
  });

  it('refuses a file with no line under the header, and a zip that is no workbook', async () => {
    await refused(bankCsv([]), 400, M.STATEMENT_EMPTY);
    await refused(Buffer.from('PK\u0003\u0004 nada'), 400, M.STATEMENT_UNREADABLE);
  });

  it('refuses a call without a file', async () => {
    const res = await t.upload(
      statements.importStatement,
      { entity: t.fx.entityA, payment_account_id: s.account(), mapping: JSON.stringify(MAPPING) },
      [],
      as.counterA,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.STATEMENT_FILE_REQUIRED);
  });
});
