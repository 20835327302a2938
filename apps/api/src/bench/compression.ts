// What compressing the API's answers costs and saves (decision 0029): one list page's bytes plain, Brotli and gzip,
// and the same page loaded with `Accept-Encoding: br, gzip` beside its plain figure of the same run.
import { request } from 'node:http';
import { API_PREFIX } from '@edu/shared';
import type { Measure } from './bench-load.js';

export interface CompressedPage {
  bytes: { plain: number; br: number; gzip: number };
  /** the page 1 figure with `Accept-Encoding: br, gzip` */
  page1: Measure;
}

export const ACCEPT_COMPRESSED = { 'accept-encoding': 'br, gzip' };
/** Lighthouse's mobile preset (slow 4G): 1.6 Mbit/s down */
const SLOW_4G_BYTES_PER_MS = 1_638_400 / 8 / 1000;

/** The answer's size on the wire for one Accept-Encoding (the body is not decoded). */
export function wireBytes(base: string, service: string, body: object, token: string, accept: string) {
  const url = new URL(`${base}${API_PREFIX}/${service}`);
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': accept },
      },
      (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        res.on('end', () => resolve(size));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** One line of the table: bytes saved, the time that saves on slow 4G, and what the server pays for it. */
export function compressionLine(plain: Measure, c: CompressedPage) {
  const saved = c.bytes.plain - c.bytes.br;
  const savedMs = saved / SLOW_4G_BYTES_PER_MS;
  const throughput = ((c.page1.reqPerSec / Math.max(plain.reqPerSec, 1)) * 100).toFixed(0);
  return (
    `  br: ${c.bytes.plain} → ${c.bytes.br} B (gzip ${c.bytes.gzip} B, −${((saved / c.bytes.plain) * 100).toFixed(0)} %, ` +
    `${savedMs.toFixed(0)} ms menos en 4G lento); ${c.page1.reqPerSec.toFixed(0)} req/s (${throughput} % del plano), ` +
    `p99 ${c.page1.p99} ms (plano ${plain.p99} ms)`
  );
}
