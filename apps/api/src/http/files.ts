// Files out of storage: public ones under a stable URL, private ones only with an unexpired signature.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';
import type { Storage } from '../storage/storage.js';
import { FILES_HEADERS } from './security-headers.js';

const TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', pdf: 'application/pdf', mp4: 'video/mp4',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

// Every segment of a key is a plain name. The wildcard arrives URL-decoded, so without this check
// '/files/public/..%2Fprivate/…' passed the public test below and served a private file with no signature,
// and '..%2F..%2Fsecrets.json' made the local driver throw (a 500).
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const isPlainKey = (key: string) => key.split('/').every((segment) => SEGMENT.test(segment));

export async function filesRoutes(app: FastifyInstance, { storage }: { storage: Storage }) {
  type Route = { Params: { '*': string }; Querystring: { exp?: string; sig?: string } };
  app.get<Route>('/files/*', { helmet: FILES_HEADERS }, async (request, reply) => {
    const key = request.params['*'];
    if (!isPlainKey(key)) throw notFound();
    const isPublic = key.startsWith('public/');
    // a repeated parameter arrives as an array: only a single string can be a signature
    const { exp, sig } = request.query;
    const isSigned = typeof exp === 'string' && typeof sig === 'string' && storage.verifySignature(key, exp, sig);
    if (!isPublic && !(key.startsWith('private/') && isSigned)) throw notFound();
    const file = await storage.driver.get(key);
    if (!file) throw notFound();
    const ext = key.split('.').pop() ?? '';
    reply.header('content-type', TYPES[ext] ?? 'application/octet-stream');
    reply.header('content-length', file.size);
    reply.header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store');
    return reply.send(file.body);
  });
}
