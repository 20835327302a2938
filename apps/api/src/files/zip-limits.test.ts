// The zip reader of decision 0046: limits read from the directory before anything is inflated, a part that lies about
// its size stopped while it inflates, and an Office file only when its zip holds the format's parts.
import { M, ZIP_LIMITS, type ZipLimits } from '@edu/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { tinyDocx, tinyPptx } from '../seed/documents.js';
import { part, repeatedPart, WORKBOOK_PARTS, xlsxBomb, zipOf } from '../test/zips.js';
import { checkZipDirectory, DIRECTORY_TAIL_BYTES, inflateZip, type ZipRules } from './zip-limits.js';

const sheet: ZipRules = { limits: ZIP_LIMITS.sheet, format: 'xlsx' };
const MB = 1024 * 1024;

/** the AppError a promise is refused with (its code and message) */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, message: (error as AppError).message };
}
const tooLarge = (limits: ZipLimits = ZIP_LIMITS.sheet) => ({ code: 'TOO_LARGE', message: M.zipTooLarge(limits) });
const tail = (file: Buffer) => file.subarray(Math.max(0, file.length - DIRECTORY_TAIL_BYTES));

describe('inflateZip (a spreadsheet the server reads)', () => {
  it('inflates a real workbook into its parts', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Alumnos').addRow(['Nombre', 'Apellidos']);
    const parts = await inflateZip(Buffer.from(await book.xlsx.writeBuffer()), sheet);
    expect([...parts.keys()]).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']),
    );
    expect(parts.get('xl/worksheets/sheet1.xml')?.toString()).toContain('<worksheet');
  });

  it('refuses a part whose directory says it inflates past the limit, before inflating a byte of it', async () => {
    const bomb = await xlsxBomb(200, ['Nombre']);
    expect(bomb.length).toBeLessThan(300 * 1024);
    const started = performance.now();
    expect(await refusal(inflateZip(bomb, sheet))).toEqual(tooLarge());
    // inflating 200 MB takes a second or more here; reading a directory, a few milliseconds
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('stops a part that inflates past the size its directory declared', async () => {
    const honest = await repeatedPart('xl/worksheets/sheet1.xml', '<x>', 'A', 200 * MB, '</x>');
    const lying = { ...honest, size: 1024 };
    const started = performance.now();
    expect(await refusal(inflateZip(zipOf([...WORKBOOK_PARTS, lying]), sheet))).toEqual(tooLarge());
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('refuses more parts than the limit, and more bytes in all than the limit', async () => {
    const many = Array.from({ length: ZIP_LIMITS.sheet.entries - WORKBOOK_PARTS.length + 1 }, (_, i) =>
      part(`xl/p${i}.xml`, 'x'),
    );
    expect(await refusal(inflateZip(zipOf([...WORKBOOK_PARTS, ...many]), sheet))).toEqual(tooLarge());

    const parts = Math.floor(ZIP_LIMITS.sheet.totalMb / ZIP_LIMITS.sheet.entryMb) + 1;
    const big = await repeatedPart('xl/big.xml', '', 'B', ZIP_LIMITS.sheet.entryMb * MB, '');
    const bigOnes = Array.from({ length: parts }, (_, i) => ({ ...big, name: `xl/big${i}.xml` }));
    expect(await refusal(inflateZip(zipOf([...WORKBOOK_PARTS, ...bigOnes]), sheet))).toEqual(tooLarge());
  });

  it('refuses what is no zip, and a zip without the workbook, as no XLSX', async () => {
    const notXlsx = { code: 'BAD_FILE_TYPE', message: M.OFFICE_FILE_INVALID.xlsx };
    expect(await refusal(inflateZip(Buffer.from('not a zip'), sheet))).toEqual(notXlsx);
    const noWorkbook = WORKBOOK_PARTS.filter((p) => p.name !== 'xl/workbook.xml');
    expect(await refusal(inflateZip(zipOf(noWorkbook), sheet))).toEqual(notXlsx);
    // a directory that names a part outside the archive's folder
    expect(await refusal(inflateZip(zipOf([...WORKBOOK_PARTS, part('../fuera.xml', 'x')]), sheet))).toEqual(notXlsx);
  });
});

describe('checkZipDirectory (an Office document the server keeps)', () => {
  const document = (format: 'docx' | 'pptx'): ZipRules => ({ limits: ZIP_LIMITS.document, format });

  it('accepts a Word document and a slide deck', async () => {
    for (const [file, format] of [
      [tinyDocx(['Hola']), 'docx'],
      [tinyPptx(), 'pptx'],
    ] as const) {
      await expect(checkZipDirectory(file, file.length, document(format))).resolves.toBeUndefined();
    }
  });

  it("refuses finding 7's zip sent as tarea.docx, and a docx sent as a deck", async () => {
    const zip = zipOf([part('leeme.html', '<p>Hola</p>'), part('programa.exe', Buffer.from('MZ\x90\x00'))]);
    expect(await refusal(checkZipDirectory(zip, zip.length, document('docx')))).toEqual({
      code: 'BAD_FILE_TYPE',
      message: M.OFFICE_FILE_INVALID.docx,
    });
    const docx = tinyDocx(['Hola']);
    expect((await refusal(checkZipDirectory(docx, docx.length, document('pptx')))).message).toBe(
      M.OFFICE_FILE_INVALID.pptx,
    );
  });

  it('refuses a part declared past the limit, and a directory too long to be in the kept end of the file', async () => {
    const huge = { ...part('word/media/v.bin', 'x'), size: ZIP_LIMITS.document.entryMb * MB + 1 };
    const docx = zipOf([part('[Content_Types].xml', '<Types/>'), part('word/document.xml', '<w/>'), huge]);
    expect(await refusal(checkZipDirectory(docx, docx.length, document('docx')))).toEqual(
      tooLarge(ZIP_LIMITS.document),
    );

    const longNames = Array.from({ length: 2000 }, (_, i) => part(`word/${String(i).padStart(2100, 'n')}.xml`, ''));
    const wide = zipOf([part('[Content_Types].xml', '<Types/>'), part('word/document.xml', '<w/>'), ...longNames]);
    expect(wide.length).toBeGreaterThan(DIRECTORY_TAIL_BYTES);
    expect(await refusal(checkZipDirectory(tail(wide), wide.length, document('docx')))).toEqual(
      tooLarge(ZIP_LIMITS.document),
    );
  });
});
