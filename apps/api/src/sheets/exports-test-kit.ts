// Test helpers of the exports: a download as the web app makes it (POST, token in the header) and the file parsed back.
import { API_PREFIX, type FnameDef } from '@edu/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { TestApp } from '../test/harness.js';

export interface Download {
  status: number;
  headers: Record<string, unknown>;
  raw: Buffer;
  /** the rows, header first, as text (CSV) or as the cells' values (XLSX) */
  rows: unknown[][];
}

export async function download(
  t: TestApp,
  def: FnameDef,
  input: Record<string, unknown>,
  token: string | null,
): Promise<Download> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/${def.service}`,
    payload: { fname: def.name, ...input },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const raw = res.rawPayload;
  const type = String(res.headers['content-type'] ?? '');
  let rows: unknown[][] = [];
  if (res.statusCode === 200 && type.startsWith('text/csv')) {
    rows = parse(raw.toString('utf8').replace(/^\uFEFF/, ''), { delimiter: ';', relax_column_count: true });
  } else if (res.statusCode === 200 && type.includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(raw as unknown as ArrayBuffer);
    book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  }
  return { status: res.statusCode, headers: res.headers, raw, rows };
}

export const errorOf = (d: Download) =>
  JSON.parse(d.raw.toString('utf8')) as { code: string; message: string; fields?: Record<string, string> };
