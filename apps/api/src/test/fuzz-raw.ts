// The fuzz test's request bodies on the wire: multipart as the web app sends it, and requests no client should send
// (broken JSON, wrong content types, broken multipart, too many parts).
import type { FnameDef } from '@edu/shared';

export interface RawRequest {
  label: string;
  headers: Record<string, string>;
  body: Buffer;
}

const crlf = (s: string) => Buffer.from(s.replace(/\n/g, '\r\n'));

function part(boundary: string, name: string, value: string | Buffer, filename?: string): Buffer {
  const head = `--${boundary}\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\n${
    filename ? 'Content-Type: application/octet-stream\n' : ''
  }\n`;
  return Buffer.concat([crlf(head), Buffer.isBuffer(value) ? value : Buffer.from(value), crlf('\n')]);
}

/** Multipart as the web app sends it (fname first, objects as JSON), optionally with one file part. */
export function multipartBody(
  def: FnameDef,
  body: unknown,
  file?: { field: string; bytes: Uint8Array; name: string },
): RawRequest {
  const boundary = `----edu-fuzz-${Math.random().toString(16).slice(2)}`;
  const fields =
    body && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body) : [['body', JSON.stringify(body)]];
  const parts = [part(boundary, 'fname', def.name)];
  for (const [k, v] of fields) {
    if (v === undefined) continue;
    parts.push(part(boundary, k, typeof v === 'string' ? v : JSON.stringify(v)));
  }
  if (file) parts.push(part(boundary, file.field, Buffer.from(file.bytes), file.name));
  parts.push(crlf(`--${boundary}--\n`));
  return {
    label: 'multipart',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(parts),
  };
}

/** Requests no client should send: broken JSON, wrong content types, broken multipart. */
export function rawRequests(def: FnameDef, garbage: Uint8Array): RawRequest[] {
  const json = (type = 'application/json'): RawRequest['headers'] => ({ 'content-type': type });
  const fname = JSON.stringify(def.name);
  const b = '----edu-fuzz-raw';
  const mp = { 'content-type': `multipart/form-data; boundary=${b}` };
  const fnamePart = part(b, 'fname', def.name);
  const fileField = Object.keys(def.files ?? {})[0] ?? 'files';
  return [
    { label: 'truncated JSON', headers: json(), body: Buffer.from(`{"fname": ${fname}, "a": [1, 2`) },
    { label: 'empty JSON', headers: json(), body: Buffer.alloc(0) },
    { label: 'JSON array', headers: json(), body: Buffer.from(`[${fname}]`) },
    { label: 'JSON string', headers: json(), body: Buffer.from(fname) },
    { label: 'JSON null', headers: json(), body: Buffer.from('null') },
    { label: 'garbage as JSON', headers: json(), body: Buffer.from(garbage) },
    {
      label: 'raw __proto__',
      headers: json(),
      body: Buffer.from(`{"fname": ${fname}, "__proto__": {"polluted": "yes"}}`),
    },
    {
      label: 'raw constructor.prototype',
      headers: json(),
      body: Buffer.from(`{"fname": ${fname}, "constructor": {"prototype": {"polluted": "yes"}}}`),
    },
    { label: 'text/plain', headers: json('text/plain'), body: Buffer.from(`{"fname": ${fname}}`) },
    {
      label: 'form-urlencoded',
      headers: json('application/x-www-form-urlencoded'),
      body: Buffer.from(`fname=${def.name}`),
    },
    { label: 'xml', headers: json('application/xml'), body: Buffer.from(`<fname>${def.name}</fname>`) },
    { label: 'no content-type', headers: {}, body: Buffer.from(`{"fname": ${fname}}`) },
    {
      label: 'json utf-16 charset',
      headers: json('application/json; charset=utf-16'),
      body: Buffer.from(`{"fname": ${fname}}`),
    },
    { label: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, body: fnamePart },
    {
      label: 'multipart truncated',
      headers: mp,
      body: Buffer.concat([fnamePart, crlf(`--${b}\nContent-Disposition: form-da`)]),
    },
    { label: 'multipart without closing boundary', headers: mp, body: fnamePart },
    {
      label: 'multipart of another boundary',
      headers: mp,
      body: Buffer.concat([part('otro', 'fname', def.name), crlf('--otro--\n')]),
    },
    { label: 'multipart garbage', headers: mp, body: Buffer.from(garbage) },
    {
      label: 'multipart file before fname',
      headers: mp,
      body: Buffer.concat([part(b, fileField, Buffer.from(garbage), 'a.png'), fnamePart, crlf(`--${b}--\n`)]),
    },
    {
      label: 'multipart garbage file',
      headers: mp,
      body: Buffer.concat([fnamePart, part(b, fileField, Buffer.from(garbage), 'foto.png'), crlf(`--${b}--\n`)]),
    },
    {
      label: 'multipart file truncated',
      headers: mp,
      body: Buffer.concat([fnamePart, part(b, fileField, Buffer.from(garbage), 'foto.png').subarray(0, 120)]),
    },
    {
      label: 'multipart 150 fields',
      headers: mp,
      body: Buffer.concat([
        fnamePart,
        ...Array.from({ length: 150 }, (_, i) => part(b, `f${i}`, 'x')),
        crlf(`--${b}--\n`),
      ]),
    },
    {
      label: 'multipart 30 files',
      headers: mp,
      body: Buffer.concat([
        fnamePart,
        ...Array.from({ length: 30 }, (_, i) => part(b, fileField, Buffer.from(garbage), `${i}.png`)),
        crlf(`--${b}--\n`),
      ]),
    },
    {
      label: 'multipart duplicate fname',
      headers: mp,
      body: Buffer.concat([fnamePart, part(b, 'fname', 'deleteEntity'), crlf(`--${b}--\n`)]),
    },
  ];
}
