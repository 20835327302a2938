// Reads the first bytes of an upload to learn its type by content (magic bytes), then hands on
// a stream of the whole upload, head included, with backpressure kept.
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

const SAMPLE = 4100;

export interface Sniffed {
  mime: string | undefined;
  ext: string | undefined;
  /** the bytes read so far */
  head(): Buffer;
  /** reads one more piece into the head (a JPEG's size may come after large metadata); false at the end */
  readMore(): Promise<boolean>;
  /** the whole upload, head included; read it only once the head is no longer needed */
  body: Readable;
  discard(): void;
}

export async function sniff(stream: Readable): Promise<Sniffed> {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  const readMore = async () => {
    if (done) return false;
    const next = await it.next();
    if (next.done) {
      done = true;
      return false;
    }
    chunks.push(next.value);
    size += next.value.length;
    return true;
  };
  const head = () => {
    if (chunks.length > 1) chunks.splice(0, chunks.length, Buffer.concat(chunks));
    return chunks[0] ?? Buffer.alloc(0);
  };
  while (size < SAMPLE && (await readMore()));
  const type = await fileTypeFromBuffer(head());
  async function* whole() {
    const first = head();
    if (first.length) yield first;
    for (;;) {
      const next = await it.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return {
    mime: type?.mime as string | undefined,
    ext: type?.ext as string | undefined,
    head,
    readMore,
    body: Readable.from(whole()),
    discard: () => stream.resume(),
  };
}
