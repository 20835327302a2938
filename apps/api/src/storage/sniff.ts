// Reads the first bytes of an upload to learn its type by content (magic bytes), then hands on
// a stream of the whole upload, head included, with backpressure kept.
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

const SAMPLE = 4100;

export async function sniff(stream: Readable) {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < SAMPLE) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(chunks);
  const type = await fileTypeFromBuffer(head);
  async function* whole() {
    if (head.length) yield head;
    if (done) return;
    for (;;) {
      const next = await it.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { mime: type?.mime as string | undefined, ext: type?.ext as string | undefined, body: Readable.from(whole()), discard: () => stream.resume() };
}
