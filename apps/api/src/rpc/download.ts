// What a download fname's handler answers (FnameDef.download): the file's name and type, and its body as a stream
// the dispatcher sends as it is written (docs/decisions/0040-exports-and-bulk-enrolment.md).
import type { Readable } from 'node:stream';

export interface FileAnswer {
  filename: string;
  content_type: string;
  body: Readable;
}

/** `attachment` with the name in both forms, so a name with accents survives every browser. */
export function dispositionOf(filename: string): string {
  const ascii = filename.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
