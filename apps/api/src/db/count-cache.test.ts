// The big lists' totals are reused for LIST_COUNT_CACHE_SECONDS, and a write through the server counts afresh.
import { courses, users } from '@edu/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { countNow, createCountCache } from './count-cache.js';

const { t, as } = useTestApp(['adminA'], { LIST_COUNT_CACHE_SECONDS: '60' });

const students = async () => {
  const res = await t.call(users.getUsersByEntity, { entity_id: t.fx.entityA, roles: ['estudiante'] }, as.adminA);
  expect(res.status).toBe(200);
  return res.body.pagination.total;
};
const addStudentDirectly = async (email: string) => {
  const [u] = await t.db.query<{ id: string }>(`INSERT INTO users (email, name) VALUES ($1, 'Directo') RETURNING id`, [email]);
  await t.db.query(`INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, 'estudiante')`, [t.fx.entityA, u.id]);
};

describe('the count cache', () => {
  it('reuses a list total, and counts afresh after any write through the server', async () => {
    const before = await students();
    // a row written behind the server's back (another instance) is counted once the total is due again
    await addStudentDirectly('directo1@test.pe');
    expect(await students()).toBe(before);
    // a write through this server (any: here a category) empties the cache at once
    const created = await t.call(
      courses.createCategory,
      { entity_id: t.fx.entityA, name: 'Nueva', description: 'Cualquier escritura' },
      as.adminA,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await students()).toBe(before + 1);
  });

  it('counts once for callers that arrive together, keeps no failed count, and passes through at 0 seconds', async () => {
    let runs = 0;
    const db = {
      query: async () => {
        runs++;
        await new Promise((r) => setTimeout(r, 20));
        if (runs === 2) throw new Error('la base no respondió');
        return [{ n: 7 }];
      },
    } as unknown as Parameters<typeof countNow>[0];
    const cache = createCountCache(60, db);
    expect(await Promise.all([cache.count(db, 'q', [1]), cache.count(db, 'q', [1])])).toEqual([7, 7]);
    expect(runs).toBe(1);
    cache.clear();
    await expect(cache.count(db, 'q', [1])).rejects.toThrow('la base no respondió');
    expect(await cache.count(db, 'q', [1])).toBe(7);
    expect(await cache.count(db, 'q', [2])).toBe(7);
    expect(runs).toBe(4);

    const off = createCountCache(0, db);
    expect(off.count).toBe(countNow);
  });

  describe('a total whose seconds are up', () => {
    afterEach(() => vi.restoreAllMocks());

    /** a database whose count is `value`, counted on `on` (the caller's or the server's connection) */
    const counting = (on: string[], name: string, value: () => number) =>
      ({
        query: async () => {
          on.push(name);
          return [{ n: value() }];
        },
      }) as unknown as Parameters<typeof countNow>[0];

    it('is answered at once for as long again while one count runs on the server connection, then the new one', async () => {
      let clock = 1_000_000;
      vi.spyOn(Date, 'now').mockImplementation(() => clock);
      let rows = 10;
      const on: string[] = [];
      const server = counting(on, 'server', () => rows);
      const caller = counting(on, 'caller', () => rows);
      const cache = createCountCache(5, server);
      expect(await cache.count(caller, 'q', [])).toBe(10);
      rows = 11;
      clock += 6_000; // past the 5 s, within twice them
      expect(await Promise.all([cache.count(caller, 'q', []), cache.count(caller, 'q', [])])).toEqual([10, 10]);
      await new Promise((r) => setTimeout(r, 0));
      expect(on).toEqual(['caller', 'server']);
      expect(await cache.count(caller, 'q', [])).toBe(11);
      expect(on).toEqual(['caller', 'server']);
    });

    it('is counted while the caller waits when older than twice the seconds, or after a write', async () => {
      let clock = 1_000_000;
      vi.spyOn(Date, 'now').mockImplementation(() => clock);
      let rows = 10;
      const on: string[] = [];
      const cache = createCountCache(5, counting(on, 'server', () => rows));
      const caller = counting(on, 'caller', () => rows);
      expect(await cache.count(caller, 'q', [])).toBe(10);
      rows = 12;
      clock += 11_000;
      expect(await cache.count(caller, 'q', [])).toBe(12);
      rows = 13;
      clock += 6_000;
      cache.clear();
      expect(await cache.count(caller, 'q', [])).toBe(13);
      expect(on).toEqual(['caller', 'caller', 'caller']);
    });

    it('keeps the old total when the new count fails, and tries again at the next call', async () => {
      let clock = 1_000_000;
      vi.spyOn(Date, 'now').mockImplementation(() => clock);
      let fail = false;
      const on: string[] = [];
      const server = {
        query: async () => {
          on.push('server');
          if (fail) throw new Error('la base no respondió');
          return [{ n: 20 }];
        },
      } as unknown as Parameters<typeof countNow>[0];
      const cache = createCountCache(5, server);
      const caller = counting(on, 'caller', () => 10);
      expect(await cache.count(caller, 'q', [])).toBe(10);
      fail = true;
      clock += 6_000;
      expect(await cache.count(caller, 'q', [])).toBe(10);
      await new Promise((r) => setTimeout(r, 0));
      fail = false;
      expect(await cache.count(caller, 'q', [])).toBe(10);
      await new Promise((r) => setTimeout(r, 0));
      expect(await cache.count(caller, 'q', [])).toBe(20);
      expect(on).toEqual(['caller', 'server', 'server']);
    });
  });
});
