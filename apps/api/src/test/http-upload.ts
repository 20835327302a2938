// Streams a multipart upload to a listening server over real HTTP, generating the file's bytes as it goes, so that a
// 1 GiB upload never sits in the test's memory. The way a browser sends it: fname first, the fields, then the file.
import { once } from 'node:events';
import { type IncomingHttpHeaders, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
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
  /** sends the file in pieces of this size with a pause after each: a sender slower than the server, so that what was
   * sent when the answer came says how much of the body the server needed before answering */
  throttle?: { bytes: number; pauseMs: number };
  /** fields sent after the file (a client that does not send its fields first) */
  fieldsAfterFile?: Record<string, string>;
  /** keeps sending at full speed whatever the server answers, until the connection fails */
  ignoreAnswer?: boolean;
  /** instead of multipart/form-data (a content type the server does not read, JSON over its limit) */
  contentType?: string;
}

export interface UploadResult {
  /** null when the request was aborted before an answer */
  status: number | null;
  body: Record<string, unknown> | null;
  headers: IncomingHttpHeaders | null;
  /** file bytes handed to the connection (when the answer came, unless ignoreAnswer) */
  sent: number;
  /** seconds from the start to the answer's headers (null without an answer) */
  answerSeconds: number | null;
  seconds: number;
}

const CHUNK = Buffer.alloc(1024 * 1024, 0x2e);

export async function streamUpload(u: StreamUpload): Promise<UploadResult> {
  const boundary = `----edu-stream-${Math.random().toString(16).slice(2)}`;
  const fieldParts = (fields: [string, string][]) =>
    fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('');
  const preamble = Buffer.from(
    fieldParts([['fname', u.def.name], ...Object.entries(u.fields)]) +
      `--${boundary}\r\nContent-Disposition: form-data; name="${u.fileField}"; filename="${u.fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n${fieldParts(Object.entries(u.fieldsAfterFile ?? {}))}--${boundary}--\r\n`);
  const started = performance.now();
  const req = request({
    host: '127.0.0.1',
    port: u.port,
    method: 'POST',
    path: `${API_PREFIX}/${u.def.service}`,
    headers: {
      authorization: `Bearer ${u.token}`,
      'content-type': u.contentType ?? `multipart/form-data; boundary=${boundary}`,
      'content-length': preamble.length + u.size + closing.length,
    },
  });
  let answered = false;
  let answerSeconds: number | null = null;
  const seconds = () => (performance.now() - started) / 1000;
  type Answer = Pick<UploadResult, 'status' | 'body' | 'headers'>;
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', async (res) => {
      answered = true;
      answerSeconds = seconds();
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, headers: res.headers });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
  });
  answer.catch(() => {});

  const stopAtAnswer = !u.ignoreAnswer;
  const write = async (buf: Buffer) => {
    if ((stopAtAnswer && answered) || req.destroyed) return false;
    if (!req.write(buf)) {
      // until the server takes more, hangs up or answers early (a refusal mid-body)
      const stop = new AbortController();
      await Promise.race([
        once(req, 'drain', { signal: stop.signal }).catch(() => {}),
        once(req, 'close', { signal: stop.signal }).catch(() => {}),
        stopAtAnswer ? answer.catch(() => {}) : new Promise(() => {}),
      ]);
      stop.abort();
    }
    return !(stopAtAnswer && answered) && !req.destroyed;
  };
  const piece = u.throttle?.bytes ?? CHUNK.length;
  let sent = 0;
  let aborted = false;
  const send = async () => {
    if (!(await write(preamble))) return;
    if (!(await write(u.head))) return;
    sent = u.head.length;
    while (sent < u.size) {
      const bytes = Math.min(piece, u.size - sent);
      if (!(await write(bytes === CHUNK.length ? CHUNK : CHUNK.subarray(0, bytes)))) return;
      sent += bytes;
      u.onProgress?.(sent);
      if (u.throttle) await sleep(u.throttle.pauseMs);
      if (u.abortAfter !== undefined && sent >= u.abortAfter) {
        aborted = true;
        req.destroy();
        return;
      }
    }
    if (await write(closing)) req.end();
  };
  await send();
  if (aborted) return { status: null, body: null, headers: null, sent, answerSeconds, seconds: seconds() };
  const { status, body, headers } = await answer;
  if (!req.destroyed) req.destroy();
  return { status, body, headers, sent, answerSeconds, seconds: seconds() };
}
