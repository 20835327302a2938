// An Office document (docx, pptx) is checked as it streams to storage (docs/decisions/0046-files-that-expand.md). A
// zip's directory is at its end, so the last bytes are kept and read when the upload ends; a refusal then fails the
// stream before it ends, and the storage never gives the file its name (the local driver removes its temporary file,
// S3 aborts the multipart upload), as when a size limit is crossed.
import { Transform } from 'node:stream';
import { ZIP_LIMITS } from '@edu/shared';
import { checkZipDirectory, DIRECTORY_TAIL_BYTES, type OfficeFormat } from '../files/zip-limits.js';

export function officeCheck(format: OfficeFormat): Transform {
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      kept.push(chunk);
      keptBytes += chunk.length;
      while (kept.length > 1 && keptBytes - kept[0].length >= DIRECTORY_TAIL_BYTES)
        keptBytes -= (kept.shift() as Buffer).length;
      done(null, chunk);
    },
    flush(done) {
      const tail = Buffer.concat(kept);
      checkZipDirectory(tail.subarray(Math.max(0, tail.length - DIRECTORY_TAIL_BYTES)), size, {
        limits: ZIP_LIMITS.document,
        format,
      }).then(() => done(), done);
    },
  });
}
