// Zip files made in tests (decision 0046), with the demo documents' writer (seed/documents.ts): deflated parts, parts
// whose directory entry lies about their size (a `size` that is not theirs), and finding 2's XLSX whose one cell
// inflates to 200 MB from about 200 KB, deflated as it is made, never held whole in memory.
import { Readable } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { type ZipPart, zipOf } from '../seed/documents.js';

export { type ZipPart, zipOf };

/** A part from its bytes, deflated. */
export function part(name: string, content: string | Buffer, opts: { stored?: boolean } = {}): ZipPart {
  const data = Buffer.from(content);
  return {
    name,
    packed: opts.stored ? data : deflateRawSync(data),
    size: data.length,
    crc: crc32(data),
    stored: opts.stored,
  };
}

/**
 * A part of `prefix`, `repeat` bytes of `byte` and `suffix`, deflated in 1 MiB steps: 200 MB of one letter packs to
 * about 200 KB.
 */
export async function repeatedPart(name: string, prefix: string, byte: string, repeat: number, suffix: string) {
  const step = Buffer.alloc(1024 * 1024, byte);
  let crc = crc32(prefix);
  async function* content() {
    yield Buffer.from(prefix);
    for (let left = repeat; left > 0; left -= step.length) {
      const chunk = left >= step.length ? step : step.subarray(0, left);
      crc = crc32(chunk, crc);
      yield chunk;
    }
    crc = crc32(suffix, crc);
    yield Buffer.from(suffix);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(content()).pipe(createDeflateRaw({ level: 9 }))) chunks.push(chunk as Buffer);
  const size = Buffer.byteLength(prefix) + repeat + Buffer.byteLength(suffix);
  return { name, packed: Buffer.concat(chunks), size, crc } satisfies ZipPart;
}

const OOXML = 'http://schemas.openxmlformats.org';
const SHEET_NS = `${OOXML}/spreadsheetml/2006/main`;
const RELS_NS = `${OOXML}/package/2006/relationships`;

/** The parts of a one-sheet workbook but its sheet, as Excel names them. */
export const WORKBOOK_PARTS = [
  part(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${OOXML}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  ),
  part(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${OOXML}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ),
  part(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${SHEET_NS}" xmlns:r="${OOXML}/officeDocument/2006/relationships"><sheets><sheet name="Alumnos" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ),
  part(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${OOXML}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ),
];

/** A sheet's XML around what its cell A2 says (inline text), under the bulk enrolment's header row. */
export const sheetAround = (header: string[]) => {
  const cells = header.map((h, i) => `<c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><is><t>${h}</t></is></c>`);
  return {
    prefix: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${SHEET_NS}"><sheetData><row r="1">${cells.join('')}</row><row r="2"><c r="A2" t="inlineStr"><is><t>`,
    suffix: '</t></is></c></row></sheetData></worksheet>',
  };
};

/** Finding 2's file: an XLSX whose cell A2 inflates to `mb` MB of one letter, its directory telling the truth. */
export async function xlsxBomb(mb: number, header: string[]): Promise<Buffer> {
  const { prefix, suffix } = sheetAround(header);
  const sheet = await repeatedPart('xl/worksheets/sheet1.xml', prefix, 'A', mb * 1024 * 1024, suffix);
  return zipOf([...WORKBOOK_PARTS, sheet]);
}
