// Bank statements (decision 0061): the mapping guessed, saved and reused, a preview that keeps nothing, imports that
// store each movement once (the same file twice, an overlapping file, lines without an operation number), the list
// with its filters and export, and the walls: no token, a student, another entity's account.
import { M, statements } from '@edu/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { filesOf } from '../../test/stored-files.js';
import { bankCsv, MAPPING, movements, useStatements } from './statements-test-kit.js';

const { t, as } = useTestApp(['adminA', 'counterA', 'studentA', 'adminB']);
const s = useStatements(t);
beforeEach(() => s.clear());

describe('previewStatement', () => {
  it('guesses the mapping of a first statement from its headers, reads every line and keeps nothing', async () => {
    const before = await t.snapshot();
    const res = await s.preview(bankCsv(movements(3)), as.counterA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.mapping_from).toBe('guessed');
    expect(res.body.mapping).toEqual(MAPPING);
    expect(res.body.headers).toEqual(['Fecha', 'Descripción', 'N° Operación', 'Monto', 'Saldo']);
    expect(res.body).toMatchObject({ total: 3, errors: 0, already: 0, mapping_problem: null });
    expect(res.body.lines[0]).toEqual({
      line: 4,
      moved_at: '2026-03-02T01:15:00-05:00',
      description: 'ABONO YAPE DE CLIENTE 1',
      operation_number: '10000001',
      amount: '2.01',
      balance: '1001.00',
      problem: null,
    });
    expect(res.body.lines[1].amount).toBe('-3.02');
    expect(await t.snapshot()).toBe(before);
    expect(filesOf(t)).toEqual([]);
  });

  it('shows each line’s problem in Spanish: a date that does not exist, an amount that is no number', async () => {
    const lines = movements(3);
    lines[1].date = '31/02/2026';
    lines[2].amount = 'cien';
    const res = await s.preview(bankCsv(lines), as.counterA, MAPPING);
    expect(res.body).toMatchObject({ total: 3, errors: 2, mapping_from: 'given' });
    expect(res.body.lines.map((l) => l.problem)).toEqual([
      null,
      M.statementBadDate('31/02/2026', 'DD/MM/AAAA'),
      M.statementBadAmount('cien'),
    ]);
  });

  it('says which column of the mapping is not in the file, and reads no line', async () => {
    const res = await s.preview(bankCsv(movements(2)), as.counterA, { ...MAPPING, amount_column: 'Importe' });
    expect(res.status).toBe(200);
    expect(res.body.mapping_problem).toBe(M.statementMissingColumn('Monto', 'Importe'));
    expect(res.body.lines).toEqual([]);
  });
});

describe('importStatement', () => {
  it('stores the movements with the mapping given, saves the mapping, and reuses it for the next upload', async () => {
    const csv = bankCsv(movements(5));
    const first = await s.importFile(csv, as.counterA, MAPPING, 'marzo.csv');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      read: 5,
      added: 5,
      already: 0,
      message: 'Se agregaron 5 movimientos (0 ya estaban)',
    });
    const saved = await t.call(
      statements.getStatementMapping,
      { entity: t.fx.entityA, payment_account_id: s.account() },
      as.counterA,
    );
    expect(saved.body.mapping).toEqual(MAPPING);
    const [row] = await t.db.query<Record<string, unknown>>(
      `SELECT i.file_name, i.lines_read, i.lines_added, i.user_id, a.record_id FROM statement_imports i
         JOIN audit_log a ON a.fname = 'importStatement' AND a.record_id = i.id::text`,
    );
    expect(row).toMatchObject({
      file_name: 'marzo.csv',
      lines_read: 5,
      lines_added: 5,
      user_id: t.fx.users.counterA.id,
    });
    // the same file again, with the saved mapping: nothing new
    const again = await s.importFile(csv, as.counterA);
    expect(again.body).toMatchObject({
      read: 5,
      added: 0,
      already: 5,
      message: 'Se agregaron 0 movimientos (5 ya estaban)',
    });
    expect(await s.count()).toBe(5);
    // and the preview says they are there
    expect((await s.preview(csv, as.counterA)).body).toMatchObject({ mapping_from: 'saved', already: 5 });
  });

  it('adds only the new lines of an overlapping statement', async () => {
    await s.importFile(bankCsv(movements(6)), as.adminA, MAPPING);
    const res = await s.importFile(bankCsv(movements(6, 4)), as.counterA);
    expect(res.body).toMatchObject({ read: 6, added: 3, already: 3 });
    expect(await s.count()).toBe(9);
  });

  it('keys lines without an operation number by their content: two equal payments are two, the file again adds 0', async () => {
    const lines = [
      { date: '02/03/2026', description: 'DEPOSITO EN EFECTIVO', amount: '150,00' },
      { date: '02/03/2026', description: 'DEPOSITO EN EFECTIVO', amount: '150,00' },
      { date: '03/03/2026', description: 'DEPOSITO EN EFECTIVO', amount: '150,00' },
    ];
    expect((await s.importFile(bankCsv(lines), as.counterA, MAPPING)).body).toMatchObject({ added: 3 });
    const more = [...lines, { date: '02/03/2026', description: 'DEPOSITO EN EFECTIVO', amount: '150,00' }];
    expect((await s.importFile(bankCsv(more), as.counterA)).body).toMatchObject({ read: 4, added: 1, already: 3 });
    const keys = await t.db.query<{ line_key: string; operation_number: string | null }>(
      'SELECT line_key, operation_number FROM bank_movements ORDER BY seq',
    );
    expect(keys.every((k) => k.line_key.startsWith('line:') && k.operation_number === null)).toBe(true);
  });

  it('refuses a statement whose line cannot be read, naming the line, and keeps nothing', async () => {
    const lines = movements(4);
    lines[2].date = '2026-03-05';
    const before = await t.snapshot();
    const res = await s.importFile(bankCsv(lines), as.counterA, MAPPING);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.statementLineError(6, M.statementBadDate('2026-03-05', 'DD/MM/AAAA')));
    expect(await t.snapshot()).toBe(before);
    expect(filesOf(t)).toEqual([]);
  });

  it('refuses a first statement without a mapping chosen', async () => {
    const res = await s.importFile(bankCsv(movements(2)), as.counterA);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.STATEMENT_MAPPING_REQUIRED);
    expect(await s.count()).toBe(0);
  });

  it('reads an XLSX with dates, numbers and text cells', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Movimientos');
    sheet.addRow(['Fecha', 'Descripción', 'Operación', 'Importe']);
    sheet.addRow([new Date(Date.UTC(2026, 2, 9, 14, 5)), 'PLIN MARIA', '000123', -50]);
    sheet.addRow(['10/03/2026', 'ABONO', 456, 1234.5]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await s.preview(bytes, as.counterA, null, 'extracto.xlsx');
    expect(
      res.body.lines.map(({ moved_at, amount, operation_number }) => ({ moved_at, amount, operation_number })),
    ).toEqual([
      { moved_at: '2026-03-09T14:05:00-05:00', amount: '-50.00', operation_number: '000123' },
      { moved_at: '2026-03-10T00:00:00-05:00', amount: '1234.50', operation_number: '456' },
    ]);
  });
});

describe('getMovements and exportMovements', () => {
  it('lists the account’s movements, the latest first, by dates and operation number, and exports them', async () => {
    await s.importFile(bankCsv(movements(30)), as.counterA, MAPPING);
    const list = (extra: Record<string, unknown>) =>
      t.call(statements.getMovements, { entity: t.fx.entityA, payment_account_id: s.account(), ...extra }, as.counterA);
    const all = await list({});
    expect(all.body.pagination).toMatchObject({ total: 30, itemCount: 25, totalPages: 2 });
    expect(all.body.movements[0].moved_at >= all.body.movements[1].moved_at).toBe(true);
    const day = await list({ from: '2026-03-05', to: '2026-03-05' });
    expect(day.body.movements.map((m) => m.operation_number).sort()).toEqual(['10000004']);
    expect((await list({ search: '0000012', unmatched: true })).body.movements.map((m) => m.operation_number)).toEqual([
      '10000012',
    ]);
    const file = await t.app.inject({
      method: 'POST',
      url: '/v5.0.1/api/statements',
      headers: { authorization: `Bearer ${as.counterA}` },
      payload: { fname: 'exportMovements', entity: t.fx.entityA, payment_account_id: s.account(), format: 'csv' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\n').filter((l) => l.trim())).toHaveLength(31);
  });
});

describe('who may', () => {
  it('answers 401 without a token, 403 to a student, and keeps nothing', async () => {
    const before = await t.snapshot();
    expect((await s.importFile(bankCsv(movements(2)), '', MAPPING)).status).toBe(401);
    expect((await s.importFile(bankCsv(movements(2)), as.studentA, MAPPING)).status).toBe(403);
    expect((await s.preview(bankCsv(movements(2)), as.studentA, MAPPING)).status).toBe(403);
    expect(await t.snapshot()).toBe(before);
    expect(filesOf(t)).toEqual([]);
  });

  it('answers 404 for another entity’s account, and changes nothing', async () => {
    const other = t.fx.resources.B.paymentAccount;
    const before = await t.snapshot();
    const res = await t.upload(
      statements.importStatement,
      { entity: t.fx.entityA, payment_account_id: other, mapping: JSON.stringify(MAPPING) },
      [{ field: 'file', name: 'x.csv', bytes: Buffer.from(bankCsv(movements(2))) }],
      as.adminA,
    );
    expect(res.status).toBe(404);
    const save = await t.call(
      statements.saveStatementMapping,
      { entity: t.fx.entityA, payment_account_id: other, ...MAPPING },
      as.adminA,
    );
    expect(save.status).toBe(404);
    expect(await t.snapshot()).toBe(before);
    expect(filesOf(t)).toEqual([]);
  });

  it('lists the entity’s accounts to the counter, with what was imported', async () => {
    await s.importFile(bankCsv(movements(3)), as.counterA, MAPPING);
    const res = await t.call(statements.getStatementAccounts, { entity: t.fx.entityA }, as.counterA);
    expect(res.status).toBe(200);
    expect(res.body.accounts).toEqual([
      expect.objectContaining({ _id: s.account(), kind: 'yape', bank: null, has_mapping: true, movements: 3 }),
    ]);
    expect((await t.call(statements.getStatementAccounts, { entity: t.fx.entityA }, as.studentA)).status).toBe(403);
  });

  it('lets the admin save the mapping, with an audit row', async () => {
    const res = await t.call(
      statements.saveStatementMapping,
      { entity: t.fx.entityA, payment_account_id: s.account(), ...MAPPING, decimal: 'point' },
      as.adminA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.mapping.decimal).toBe('point');
    const [audit] = await t.db.query<{ record_id: string }>(
      `SELECT record_id FROM audit_log WHERE fname = 'saveStatementMapping'`,
    );
    expect(audit.record_id).toBe(s.account());
  });
});
