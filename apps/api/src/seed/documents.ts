// Demo documents made on the fly (no binary files in the repository): a one-page PDF, a Word document, a slide
// deck container and an MP4 header, small but typed by their bytes as the real thing.
import { crc32 } from 'node:zlib';

const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A valid one-page PDF showing a title and a few lines (Helvetica, WinAnsi so that Spanish accents print). */
export function tinyPdf(title: string, lines: string[] = []): Buffer {
  const text = [
    'BT /F1 22 Tf 72 770 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf',
    ...lines.flatMap((line) => ['0 -24 Td', `(${pdfText(line)}) Tj`]),
    'ET',
  ].join('\n');
  const stream = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** One part of a zip: its bytes as they are kept (deflated unless `stored`), its inflated size and CRC-32. */
export interface ZipPart {
  name: string;
  packed: Buffer;
  size: number;
  crc: number;
  stored?: boolean;
}

/** The fields a local header and a directory entry share, written from `at` (their 'version needed' field). */
function sharedFields(head: Buffer, at: number, p: ZipPart, nameLength: number) {
  head.writeUInt16LE(20, at);
  head.writeUInt16LE(0x800, at + 2); // names in UTF-8
  head.writeUInt16LE(p.stored ? 0 : 8, at + 4);
  head.writeUInt32LE(p.crc, at + 10);
  head.writeUInt32LE(p.packed.length, at + 14);
  head.writeUInt32LE(p.size, at + 18);
  head.writeUInt16LE(nameLength, at + 22);
}

/** A zip archive of the parts, as given (tests give a part a size that is not its own). */
export function zipOf(parts: ZipPart[]): Buffer {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const fileName = Buffer.from(p.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    sharedFields(local, 4, p, fileName.length);
    out.push(local, fileName, p.packed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    sharedFields(entry, 6, p, fileName.length);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, fileName);
    offset += 30 + fileName.length + p.packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, directory, end]);
}

/** A zip archive with stored (uncompressed) entries. */
function zip(entries: [string, string][]): Buffer {
  return zipOf(
    entries.map(([name, content]) => {
      const data = Buffer.from(content, 'utf8');
      return { name, packed: data, size: data.length, crc: crc32(data), stored: true };
    }),
  );
}

const xmlText = (s: string) => s.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] as string);
const OOXML = 'http://schemas.openxmlformats.org';

/** A Word document (.docx) with one paragraph per line. */
export function tinyDocx(lines: string[]): Buffer {
  const paragraphs = lines.map((l) => `<w:p><w:r><w:t xml:space="preserve">${xmlText(l)}</w:t></w:r></w:p>`).join('');
  return zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${OOXML}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${OOXML}/package/2006/relationships"><Relationship Id="rId1" Type="${OOXML}/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    ],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${OOXML}/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
    ],
  ]);
}

/** A slide deck container (.pptx): typed as a presentation by its parts; a placeholder, not a full deck. */
export function tinyPptx(): Buffer {
  return zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${OOXML}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${OOXML}/package/2006/relationships"><Relationship Id="rId1" Type="${OOXML}/officeDocument/2006/relationships/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
    ],
    [
      'ppt/presentation.xml',
      `<?xml version="1.0" encoding="UTF-8"?><p:presentation xmlns:p="${OOXML}/presentationml/2006/main"><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    ],
  ]);
}

/** The boxes an MP4 starts with (ftyp, free, an empty mdat): typed as video/mp4 by its bytes, with no frames. */
export function tinyMp4(): Buffer {
  const box = (type: string, payload: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + payload.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, payload]);
  };
  return Buffer.concat([
    box('ftyp', Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'latin1')])),
    box('free', Buffer.alloc(0)),
    box('mdat', Buffer.alloc(0)),
  ]);
}
