// Every zip-based file (XLSX, DOCX, PPTX) is read by its directory first (docs/decisions/0046-files-that-expand.md):
// how many parts it has, how large each says it is once inflated and how large in all are checked before a byte is
// inflated, so a 200 KB file that would expand to 200 MB costs nothing. A part that inflates past what it declared is
// stopped there by yauzl's validateEntrySizes, so the directory's sizes can be trusted. An Office file is one only if
// its zip holds that format's required parts.
import { Readable } from 'node:stream';
import { M, type ZipLimits } from '@edu/shared';
import yauzl from 'yauzl';
import { AppError } from '../errors.js';

export type OfficeFormat = 'docx' | 'pptx' | 'xlsx';

/** The parts without which a zip is no such file: the package's content types and its main part (ECMA-376 OPC). */
export const OFFICE_PARTS: Record<OfficeFormat, string[]> = {
  docx: ['[Content_Types].xml', 'word/document.xml'],
  pptx: ['[Content_Types].xml', 'ppt/presentation.xml'],
  xlsx: ['[Content_Types].xml', 'xl/workbook.xml'],
};

export interface ZipRules {
  limits: ZipLimits;
  format: OfficeFormat;
}

const MB = 1024 * 1024;
const tooLarge = (limits: ZipLimits) => new AppError('TOO_LARGE', M.zipTooLarge(limits));
const notFormat = (format: OfficeFormat) => new AppError('BAD_FILE_TYPE', M.OFFICE_FILE_INVALID[format]);
/** yauzl's words when a part inflates to more bytes than its directory entry says */
const INFLATED_PAST_DECLARED = /^too many bytes in the stream/;

/** Refusals keep their code; a zip that yauzl cannot read (not a zip, cut short, a bad name) is not that format. */
async function refusing<T>({ limits, format }: ZipRules, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && INFLATED_PAST_DECLARED.test(error.message)) throw tooLarge(limits);
    throw notFormat(format);
  }
}

/** The directory's file entries, refused past the limits before any is inflated, or without the format's parts. */
async function directory(zip: yauzl.ZipFile, { limits, format }: ZipRules): Promise<yauzl.Entry[]> {
  // the count comes from the end record, before a single entry is read: yauzl reads exactly that many
  if (zip.entryCount > limits.entries) throw tooLarge(limits);
  const entries: yauzl.Entry[] = [];
  let total = 0;
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    total += entry.uncompressedSize;
    if (entry.uncompressedSize > limits.entryMb * MB || total > limits.totalMb * MB) throw tooLarge(limits);
    if (entry.isEncrypted() || !entry.canDecodeFileData()) throw notFormat(format);
    entries.push(entry);
  }
  // part names are compared without case, as Office does (OPC)
  const names = new Set(entries.map((e) => e.fileName.toLowerCase()));
  if (OFFICE_PARTS[format].some((part) => !names.has(part.toLowerCase()))) throw notFormat(format);
  return entries;
}

/**
 * A file the server reads (a spreadsheet): every part inflated into memory, within the limits. Only these bytes may
 * be handed on (files/sheet-rows.ts re-packs them), never the original zip: another reader could find another
 * directory in it.
 */
export function inflateZip(bytes: Buffer, rules: ZipRules): Promise<Map<string, Buffer>> {
  return refusing(rules, async () => {
    const zip = await yauzl.fromBufferPromise(bytes, { validateEntrySizes: true, autoClose: false });
    try {
      const parts = new Map<string, Buffer>();
      for (const entry of await directory(zip, rules)) {
        const chunks: Buffer[] = [];
        for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
        parts.set(entry.fileName, Buffer.concat(chunks));
      }
      return parts;
    } finally {
      zip.close();
    }
  });
}

/**
 * How much of an upload's end is kept to find its directory: the end record (22 bytes and a comment of up to 64 KiB)
 * and ZIP_LIMITS.document's 10,000 entries of 46 bytes each with names and extra fields of up to 370 bytes.
 */
export const DIRECTORY_TAIL_BYTES = 4 * MB;

/** Serves yauzl the reads it makes of the kept end of a file; a directory that starts before it is too large. */
class TailReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly tail: Buffer,
    private readonly tailStart: number,
  ) {
    super();
  }
  override _readStreamForRange(start: number, end: number): Readable {
    if (start < this.tailStart)
      return new Readable({
        read() {
          this.destroy(new DirectoryTooLarge());
        },
      });
    return Readable.from([this.tail.subarray(start - this.tailStart, end - this.tailStart)]);
  }
}
class DirectoryTooLarge extends Error {}

/**
 * A file the server only keeps (an Office document): its directory read from the file's last bytes, nothing inflated.
 * `tail` holds the last DIRECTORY_TAIL_BYTES (or all) of a file of `size` bytes.
 */
export function checkZipDirectory(tail: Buffer, size: number, rules: ZipRules): Promise<void> {
  return refusing(rules, async () => {
    try {
      const zip = await yauzl.fromRandomAccessReaderPromise(new TailReader(tail, size - tail.length), size, {
        validateEntrySizes: true,
      });
      await directory(zip, rules);
    } catch (error) {
      if (error instanceof DirectoryTooLarge) throw tooLarge(rules.limits);
      throw error;
    }
  });
}
