// Bulk enrolment (decision 0040): the preview of a CSV or XLSX, all or nothing, the outbox, the limits and the access.
import { auth, BULK_ENROLMENT, M, students } from '@edu/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { expectRollupsExact } from '../../metrics/rollups-test-kit.js';
import { resetLinkIn, sentMails } from '../../../test/outbox.js';
import { download, errorOf } from '../../../sheets/exports-test-kit.js';
import { enrolStudent } from '../enrol.js';
import { newPerson, programmeTree } from '../test-data.js';

const { t } = useTestApp();
let tok: Record<'adminA' | 'counterA' | 'coordA', string>;
let main: string;
let moduleSchedule: string;
let member: { id: string; email: string };
let enrolled: { id: string; email: string };
beforeAll(async () => {
  tok = {} as typeof tok;
  for (const who of ['adminA', 'counterA', 'coordA'] as const) tok[who] = await t.signIn(t.fx.users[who].email);
  const tree = await programmeTree(t, 'A');
  main = tree.main;
  moduleSchedule = tree.schedules[0];
  member = await newPerson(t, t.fx.entityA, 'Mario', 'Soto');
  enrolled = await newPerson(t, t.fx.entityA, 'Elsa', 'Ramos');
  await t.db.tx((db) =>
    enrolStudent(db, { entityId: t.fx.entityA, userId: enrolled.id, mainScheduledId: main, modules: 'all' }),
  );
});
// the dashboards' running totals follow every write of these tests (migration 019)
expectRollupsExact(() => t.db);

const HEADER = 'Nombre;Apellidos;Tipo de documento;Número de documento;Correo electrónico;Teléfono';
const csv = (...lines: string[]) => Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`).toString('base64');
/** The preview, or with apply: true the enrolment itself. */
const bulk = (
  content: string,
  { apply = false, ...over }: Record<string, unknown> = {},
  token: string | null = tok.counterA,
) =>
  t.callRaw(
    apply ? students.bulkEnrolStudents : students.previewBulkEnrolment,
    { entity: t.fx.entityA, scheduled: main, format: 'csv', content, ...over },
    token,
  );

const GOOD = 'Rosa;Quispe Mamani;DNI;45678912;Rosa.Mamani@Correo.pe;987654321';
const BROKEN = 'Luis;Flores;DNI;1234;luis.flores@correo.pe;';

describe('bulkEnrolStudents', () => {
  it('previews each line (new, existing, enrolled, error in Spanish) and changes nothing', async () => {
    const before = await t.snapshot();
    const content = csv(
      GOOD,
      `Mario;Soto;dni;11223344;${member.email};`,
      `Elsa;Ramos;DNI;22334455;${enrolled.email};`,
      BROKEN,
      `Otra;Vez;DNI;45678913;rosa.mamani@correo.pe;`,
      `Nadie;Fuera;Pasaporte;X12;${t.fx.users.noEntity.email};`,
    );
    const res = await bulk(content);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lines.map((l) => [l.line, l.kind])).toEqual([
      [2, 'new'],
      [3, 'existing'],
      [4, 'enrolled'],
      [5, 'error'],
      [6, 'error'],
      [7, 'error'],
    ]);
    expect(res.body.lines[0]).toMatchObject({ email: 'rosa.mamani@correo.pe', message: M.BULK_NEW_MESSAGE });
    expect(res.body.lines[3].message).toBe(`${M.COL_DOCUMENT}: ${M.DNI_LENGTH}`);
    expect(res.body.lines[4].message).toBe(`${M.COL_EMAIL}: ${M.BULK_DUPLICATE_EMAIL}`);
    expect(res.body.lines[5].message).toBe(`${M.COL_DOCUMENT}: ${M.DIGITS_ONLY}`);
    expect(res.body.enrolled).toBe(0);
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses to apply a file with an error (nothing written), then applies the fixed file all at once with its mails', async () => {
    const before = await t.snapshot();
    const refused = await bulk(csv(GOOD, BROKEN), { apply: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION', message: M.BULK_HAS_ERRORS });
    expect(await t.snapshot()).toBe(before);

    const fixed = csv(
      GOOD,
      BROKEN.replace(';1234;', ';12345678;'),
      `Mario;Soto;dni;11223344;${member.email};`,
      `Elsa;Ramos;DNI;22334455;${enrolled.email};`,
    );
    const res = await bulk(fixed, { apply: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ enrolled: 3, message: M.bulkApplied(3) });
    const list = await t.call(
      students.getUsersByScheduled,
      { scheduled: main, entity: t.fx.entityA, docs: 100 },
      tok.adminA,
    );
    expect(list.body.users.map((u) => u.user.name).sort()).toEqual(['Elsa', 'Luis', 'Mario', 'Rosa']);
    const [rosa] = await t.db.query<{
      lastname: string;
      dni: string;
      document_type: string;
      password_hash: string | null;
    }>(`SELECT lastname, dni, document_type, password_hash FROM users WHERE email = 'rosa.mamani@correo.pe'`);
    expect(rosa).toEqual({ lastname: 'Quispe Mamani', dni: '45678912', document_type: 'dni', password_hash: null });

    const mails = await sentMails(t);
    const welcome = mails.find((m) => m.includes('rosa.mamani@correo.pe'));
    expect(welcome).toContain(M.bulkWelcomeMailSubject('Entidad A'));
    expect(mails.some((m) => m.includes(member.email))).toBe(true);
    expect(mails.some((m) => m.includes(enrolled.email))).toBe(false);
    // the link lets the new student choose a password on their entity's page, then sign in (decision 0051)
    expect(welcome).toContain(`http://localhost:3000/e/${t.fx.domainA}/recuperar/`);
    const token = resetLinkIn(welcome as string);
    const reset = await t.callRaw(auth.resetPassword, { password: 'Nueva1234', password2: 'Nueva1234' }, token);
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await t.signIn('rosa.mamani@correo.pe', 'Nueva1234')).toBeTruthy();

    const again = await bulk(fixed);
    expect(again.body.lines.map((l) => l.kind)).toEqual(['enrolled', 'enrolled', 'enrolled', 'enrolled']);
  });

  it('reads an XLSX whose DNI cells are numbers, and the template it offers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Alumnos');
    sheet.addRow(['CORREO', 'nombres', 'Apellidos', 'Tipo', 'DNI', 'Celular']);
    sheet.addRow(['ana.lopez@correo.pe', 'Ana', 'López Ruiz', 'DNI', 1234567, 912345678]);
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const res = await bulk(content, { format: 'xlsx' }, tok.adminA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lines).toEqual([
      {
        line: 2,
        name: 'Ana',
        lastname: 'López Ruiz',
        email: 'ana.lopez@correo.pe',
        kind: 'new',
        message: M.BULK_NEW_MESSAGE,
      },
    ]);

    for (const format of ['xlsx', 'csv'] as const) {
      const template = await download(
        t,
        students.getBulkEnrolmentTemplate,
        { entity: t.fx.entityA, format },
        tok.counterA,
      );
      expect(template.status).toBe(200);
      expect(template.rows[0]).toEqual([
        M.COL_NAME,
        M.COL_LASTNAME,
        M.COL_DOCUMENT_TYPE,
        M.COL_DOCUMENT,
        M.COL_EMAIL,
        M.COL_PHONE,
      ]);
      const previewed = await bulk(template.raw.toString('base64'), { format });
      expect(previewed.body.lines.map((l) => l.kind)).toEqual(['new']);
    }
  });

  it('refuses files it cannot read, without columns or lines, too big or too long, in Spanish', async () => {
    const before = await t.snapshot();
    const cases: [string, Record<string, unknown>, string][] = [
      [Buffer.from('not a zip').toString('base64'), { format: 'xlsx' }, M.BULK_UNREADABLE],
      [
        Buffer.from('Nombre;Correo\r\nRosa;rosa@correo.pe\r\n').toString('base64'),
        {},
        M.bulkMissingColumns([M.COL_LASTNAME, M.COL_DOCUMENT_TYPE, M.COL_DOCUMENT]),
      ],
      [csv(), {}, M.BULK_EMPTY],
      [
        csv(
          ...Array.from(
            { length: BULK_ENROLMENT.maxRows + 1 },
            (_, i) => `A;B;DNI;${String(i).padStart(8, '0')};a${i}@correo.pe;`,
          ),
        ),
        {},
        M.BULK_TOO_MANY_ROWS,
      ],
      ['A'.repeat(Math.ceil(BULK_ENROLMENT.maxBytes / 3) * 4 + 4), {}, M.BULK_FILE_TOO_BIG],
      ['', {}, M.BULK_EMPTY],
      [csv(GOOD), { format: 'pdf' }, M.FIELD_INVALID],
    ];
    for (const [content, over, message] of cases) {
      const res = await bulk(content, over);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a module schedule (400), no token (401), another entity (403/404) and the coordinador (403)', async () => {
    const before = await t.snapshot();
    const content = csv(GOOD.replace('Rosa.Mamani', 'otra'));
    expect((await bulk(content, { scheduled: moduleSchedule })).body.message).toBe(M.BULK_NOT_A_MAIN);
    expect((await bulk(content, {}, null)).status).toBe(401);
    expect((await bulk(content, { scheduled: t.fx.scheduleds.B.scheduled, apply: true })).status).toBe(404);
    expect(
      (await bulk(content, { entity: t.fx.entityB, scheduled: t.fx.scheduleds.B.scheduled, apply: true })).status,
    ).toBe(403);
    expect((await bulk(content, { apply: true }, tok.coordA)).status).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });

  it('the template and the preview keep the same access: no token (401), a bad format (400), the coordinador (403)', async () => {
    const template = (input: Record<string, unknown>, token: string | null) =>
      download(t, students.getBulkEnrolmentTemplate, { entity: t.fx.entityA, ...input }, token);
    expect((await template({}, null)).status).toBe(401);
    const bad = await template({ format: 'pdf' }, tok.counterA);
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual({ format: M.FIELD_INVALID });
    expect((await template({}, tok.coordA)).status).toBe(403);
    expect((await template({ entity: t.fx.entityB }, tok.counterA)).status).toBe(403);
    expect((await bulk(csv(GOOD), {}, tok.coordA)).status).toBe(403);
  });
});
