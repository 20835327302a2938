import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { migrate } from './migrate.js';

const { t } = useTestApp();

describe('migrations', () => {
  it('are recorded once and applying them again changes nothing', async () => {
    const applied = await t.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(applied.map((r) => r.name)).toContain('001-foundation.sql');
    const before = await t.snapshot();
    expect(await migrate(t.db)).toEqual([]);
    expect(await t.snapshot()).toBe(before);
  });
  it('roll a failed transaction back whole', async () => {
    const before = await t.snapshot();
    await expect(
      t.db.tx(async (tx) => {
        await tx.query(`INSERT INTO entities (entity_name) VALUES ('Mitad')`);
        await tx.query('SELECT * FROM tabla_que_no_existe');
      }),
    ).rejects.toThrow();
    expect(await t.snapshot()).toBe(before);
  });
});
