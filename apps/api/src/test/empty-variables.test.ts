// The server as `npm start` runs it, with optional variables set to nothing (`DATABASE_URL=` in a .env or compose
// file): it starts on the embedded PGlite with its defaults instead of stopping on "must start with postgres://".
import { afterAll, expect, it } from 'vitest';
import { Cleanup, startInstance, tempDir } from './two-instances-kit.js';

const cleanup = new Cleanup();
afterAll(() => cleanup.close());

it('starts with empty optional variables and answers /health from the embedded database', { timeout: 60_000 }, async () => {
  const dataDir = tempDir('edu-empty-env-', cleanup);
  const empty = ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'SIGNING_KEY', 'ENCRYPTION_KEY', 'S3_BUCKET', 'TRUST_PROXY'];
  const server = await startInstance(
    'empty',
    { DATA_DIR: dataDir, SEED_DEMO: 'never', LOG_LEVEL: ' ', ...Object.fromEntries(empty.map((name) => [name, ''])) },
    cleanup,
  );
  const health = await server.get('/health');
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ ok: true, database: 'up' });
});
