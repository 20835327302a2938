import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/client.js';
import { migrate } from '../db/migrate.js';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'edu-restore-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run entity:restore -- <id>', () => {
  it('brings a deleted entity back, with an audit row, and says so', async () => {
    const db = await openDb({ dataDir });
    await migrate(db);
    const [{ id }] = await db.query<{ id: string }>(
      `INSERT INTO entities (entity_name, deleted_at) VALUES ('Borrada por error', now()) RETURNING id`,
    );
    await db.close();
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: dataDir };
    const out = await run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/entity-restore.ts', id], { env, cwd: join(__dirname, '../../../..') }).catch((e) => {
      throw new Error(e.stderr + e.stdout);
    });
    expect(out.stdout).toContain(`Entidad restaurada: Borrada por error (${id}).`);
    const after = await openDb({ dataDir });
    expect(await after.query('SELECT deleted_at FROM entities WHERE id = $1', [id])).toEqual([{ deleted_at: null }]);
    expect((await after.query(`SELECT fname FROM audit_log WHERE record_id = $1`, [id])).length).toBe(1);
    await after.close();
    const again = await run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/entity-restore.ts', id], { env, cwd: join(__dirname, '../../../..') }).catch((e) => e);
    expect(again.stderr).toContain('No hay una entidad eliminada');
  }, 60_000);
});
