// Streams a multipart upload to a listening server over real HTTP, generating the file's bytes as it goes, so that a
// 1 GiB upload never sits in the test's memory. The way a browser sends it: fname first, the fields, then the file.
import { once } from 'node:events';
import { request } from 'node:http';
import { API_PREFIX, type FnameDef } from '@edu/shared';

export interface StreamUpload {
  port: number;
  token: string;
  def: FnameDef;
  fields: Record<string, string>;
  fileField: string;
  fileName: string;
  /** the file's first bytes (what its type is read from) */
  head: Buffer;
  /** the file's whole size; the rest after head is filler */
  size: number;
  /** destroys the request once this many file bytes are sent (a cancelled upload, a dropped connection) */
  abortAfter?: number;
  onProgress?: (sent: number) => void;
}

export interface UploadResult {
  /** null when the request was aborted before an answer */
  status: number | null;
  body: Record<string, unknown> | null;
  sent: number;
  seconds: number;
}

const CHUNK = Buffer.alloc(1024 * 1024, 0x2e);

export async function streamUpload(u: StreamUpload): Promise<UploadResult> {
  const boundary = `----edu-stream-${Math.random().toString(16).slice(2)}`;
  const preamble = Buffer.from(
    [['fname', u.def.name], ...Object.entries(u.fields)]
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${u.fileField}"; filename="${u.fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const started = performance.now();
  const req = request({
    host: '127.0.0.1',
    port: u.port,
    method: 'POST',
    path: `${API_PREFIX}/${u.def.service}`,
    headers: {
      authorization: `Bearer ${u.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': preamble.length + u.size + closing.length,
    },
  });
  let answered = false;
  const answer = new Promise<{ status: number; body: Record<string, unknown> | null }>((resolve, reject) => {
    req.on('response', async (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
  });
  answer.catch(() => {});

  const write = async (buf: Buffer) => {
    if (answered || req.destroyed) return false;
    if (!req.write(buf)) {
      // until the server takes more, hangs up or answers early (a refusal mid-body)
      const stop = new AbortController();
      await Promise.race([
        once(req, 'drain', { signal: stop.signal }).catch(() => {}),
        once(req, 'close', { signal: stop.signal }).catch(() => {}),
        answer.catch(() => {}),
      ]);
      stop.abort();
    }
    return !answered && !req.destroyed;
  };
  let sent = 0;
  let aborted = false;
  const send = async () => {
    if (!(await write(preamble))) return;
    if (!(await write(u.head))) return;
    sent = u.head.length;
    while (sent < u.size) {
      const piece = Math.min(CHUNK.length, u.size - sent);
      if (!(await write(piece === CHUNK.length ? CHUNK : CHUNK.subarray(0, piece)))) return;
      sent += piece;
      u.onProgress?.(sent);
      if (u.abortAfter !== undefined && sent >= u.abortAfter) {
        aborted = true;
        req.destroy();
        return;
      }
    }
    if (await write(closing)) req.end();
  };
  await send();
  const seconds = () => (performance.now() - started) / 1000;
  if (aborted) return { status: null, body: null, sent, seconds: seconds() };
  const { status, body } = await answer;
  if (!req.destroyed) req.destroy();
  return { status, body, sent, seconds: seconds() };
}
