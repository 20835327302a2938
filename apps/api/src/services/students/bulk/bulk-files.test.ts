// Finding 2 of issue 29 (decision 0046): previewBulkEnrolment {format: 'xlsx', content: <200 KB file whose one cell
// inflates to 200 MB>} answered 200 with a 209,715,359-character body after 5-30 s while /health stalled. The XLSX is
// now bounded by its zip's directory before anything is inflated, read in a parse thread, and each cell of the preview
// is cut to what its column can hold.
import { BULK_ENROLMENT, LIMITS, M, students, ZIP_LIMITS } from '@edu/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callOverHttp,
  freeServerGoal,
  idleNoise,
  useListeningTestApp,
  whileAskingHealth,
} from '../../../test/health-watch.js';
import { whileWatchingLoop } from '../../../test/loop-watch.js';
import { part, repeatedPart, sheetAround, WORKBOOK_PARTS, xlsxBomb, zipOf } from '../../../test/zips.js';
import { programmeTree } from '../test-data.js';

const { t, as, server } = useListeningTestApp(['counterA']);
let main: string;
beforeAll(async () => {
  main = (await programmeTree(t, 'A')).main;
  // the parse thread starts with the first file: started here, so that the times below are the files' own
  expect(
    (await preview('csv', Buffer.from(`${HEADER.join(';')}\r\nAna;Ruiz;DNI;12345678;ana@correo.pe;\r\n`))).status,
  ).toBe(200);
});

const HEADER = ['Nombre', 'Apellidos', 'Tipo de documento', 'Número de documento', 'Correo electrónico', 'Teléfono'];
const preview = (format: 'csv' | 'xlsx', file: Buffer, def = students.previewBulkEnrolment) =>
  callOverHttp(server.port, def, { entity: t.fx.entityA, scheduled: main, format, content: file.toString('base64') }, as.counterA);
const tooLarge = (limits = ZIP_LIMITS.sheet) => ({
  code: 'TOO_LARGE',
  message: M.zipTooLarge(limits),
  fields: { content: M.zipTooLarge(limits) },
});

describe('an XLSX that expands', () => {
  it("refuses finding 2's file (one cell of 200 MB) with 413 at once, the server answering meanwhile", async () => {
    const bomb = await xlsxBomb(200, HEADER);
    expect(bomb.length).toBeLessThan(BULK_ENROLMENT.maxBytes);
    const before = await t.snapshot();
    // the parse thread started (a process's first file pays for it), then the machine's own noise
    await preview('xlsx', await xlsxBomb(1, HEADER));
    const noise = await idleNoise(server.port);
    for (const def of [students.previewBulkEnrolment, students.bulkEnrolStudents]) {
      const { out, ms, health, live, machine } = await whileAskingHealth(server.port, () =>
        whileWatchingLoop(() => preview('xlsx', bomb, def)),
      );
      expect(out.out).toEqual({ status: 413, body: tooLarge() });
      // nothing inflated: its directory is read, the 200 MB never are
      expect(ms).toBeLessThan(1000 + noise);
      expect(out.loopWorst).toBeLessThan(freeServerGoal(noise, { machine }));
      expect(health.worst).toBeLessThan(freeServerGoal(noise, { machine }));
      expect(live.worst).toBeLessThan(freeServerGoal(noise, { machine }));
    }
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a part that inflates past what its directory says, and more parts than the limit (413)', async () => {
    const { prefix, suffix } = sheetAround(HEADER);
    const sheet = await repeatedPart('xl/worksheets/sheet1.xml', prefix, 'A', 200 * 1024 * 1024, suffix);
    const lying = zipOf([...WORKBOOK_PARTS, { ...sheet, size: 4096 }]);
    expect(await preview('xlsx', lying)).toEqual({ status: 413, body: tooLarge() });

    const extra = ZIP_LIMITS.sheet.entries - WORKBOOK_PARTS.length + 1;
    const many = zipOf([...WORKBOOK_PARTS, ...Array.from({ length: extra }, (_, i) => part(`xl/media/p${i}.xml`, ''))]);
    expect(await preview('xlsx', many)).toEqual({ status: 413, body: tooLarge() });
  });

  it('refuses a zip that holds no workbook, as it refuses anything unreadable (400)', async () => {
    const zip = zipOf([part('leeme.html', '<p>Hola</p>'), part('programa.exe', 'MZ')]);
    expect(await preview('xlsx', zip)).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: M.BULK_UNREADABLE, fields: { content: M.BULK_UNREADABLE } },
    });
  });
});

describe('the preview answers what a person reads', () => {
  /** the columns' values as long as the file can make them, and what the preview may show of each */
  const long = { name: 'N'.repeat(60_000), lastname: 'A'.repeat(60_000), email: `${'e'.repeat(60_000)}@correo.pe` };
  const expectCut = (line: Record<string, unknown>) => {
    expect(line).toMatchObject({
      kind: 'error',
      name: 'N'.repeat(LIMITS.personName + 1),
      lastname: 'A'.repeat(LIMITS.personName + 1),
      email: 'e'.repeat(LIMITS.email + 1),
      message: `${M.COL_NAME}: ${M.tooLong(LIMITS.personName)}`,
    });
  };

  it('cuts each cell of a CSV to its column limit and one character (still refused as too long)', async () => {
    const csv = `${HEADER.join(';')}\r\n${long.name};${long.lastname};DNI;${'1'.repeat(20_000)};${long.email};${'9'.repeat(20_000)}\r\n`;
    const res = await preview('csv', Buffer.from(csv));
    expect(res.status).toBe(200);
    expectCut((res.body.lines as Record<string, unknown>[])[0]);
    expect(JSON.stringify(res.body).length).toBeLessThan(2000);
  });

  it('cuts the cells of an XLSX, even one of 20 MB within the limits, read off the event loop', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Alumnos').addRows([HEADER, [long.name, long.lastname, 'DNI', '12345678', long.email, '']]);
    const res = await preview('xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.status).toBe(200);
    expectCut((res.body.lines as Record<string, unknown>[])[0]);

    const big = await xlsxBomb(20, HEADER);
    const { out, health, live } = await whileAskingHealth(server.port, () => whileWatchingLoop(() => preview('xlsx', big)));
    expect(out.out.status).toBe(200);
    expect(out.out.body.lines).toEqual([
      expect.objectContaining({ name: 'A'.repeat(LIMITS.personName + 1), kind: 'error' }),
    ]);
    expect(JSON.stringify(out.out.body).length).toBeLessThan(2000);
    // ExcelJS takes over a second for the 20 MB cell: on the loop it would hold it that long; in the thread the loop
    // waits only for its share of a machine whose cores are busy with it (and, in a full run, other test files)
    expect(Math.max(out.loopWorst, health.worst, live.worst)).toBeLessThan(500);
  });
});
