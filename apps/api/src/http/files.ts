// Files out of storage: public ones under a stable URL, private ones only with an unexpired signature.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';
import type { Storage } from '../storage/storage.js';

const TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', pdf: 'application/pdf', mp4: 'video/mp4',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export async function filesRoutes(app: FastifyInstance, { storage }: { storage: Storage }) {
  app.get<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>('/files/*', async (request, reply) => {
    const key = request.params['*'];
    const isPublic = key.startsWith('public/');
    if (!isPublic && !(key.startsWith('private/') && storage.verifySignature(key, request.query.exp ?? '', request.query.sig ?? ''))) {
      throw notFound();
    }
    const file = await storage.driver.get(key);
    if (!file) throw notFound();
    const ext = key.split('.').pop() ?? '';
    reply.header('content-type', TYPES[ext] ?? 'application/octet-stream');
    reply.header('content-length', file.size);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store');
    return reply.send(file.body);
  });
}
