import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // whether the database answers
  app.get('/health', async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { ok: true, database: 'up' };
    } catch {
      return reply.status(503).send({ ok: false, database: 'down' });
    }
  });
  // constant route, no database: the baseline of the benchmark
  app.get('/health/live', async () => ({ ok: true }));
}
