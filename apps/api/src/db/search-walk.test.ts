// A search's page walked from the order index holds exactly the rows the fenced read of every match gives, in the same
// order, on every page from either end (db/search.ts, decision 0044). Each list is read three ways on the same rows:
// walked (any page walks), fenced (none does) and as chosen by WALK_ROWS.
import { beforeAll, describe, expect, it } from 'vitest';
import { listEnrolled } from '../services/students/students.queries.js';
import { listOrders } from '../services/orders/orders.queries.js';
import { addMemberships, insertUser, listMembers } from '../services/users/users.queries.js';
import { useTestApp } from '../test/harness.js';
import { FEW_MATCHES, WALK_ROWS, walks, walksPage } from './search.js';

// 40 students of entity A: 'Quispe' every third one, repeated names (the id breaks the ties), any case
const { t } = useTestApp();
beforeAll(async () => {
  const names = ['ana', 'Ana', 'bruno', 'carla', 'Diego'];
  for (let i = 0; i < 40; i++) {
    const id = await insertUser(t.db, {
      email: `walk${i}@test.pe`,
      password_hash: null,
      rol: 'user',
      name: names[i % names.length],
      lastname: i % 3 === 0 ? `Quispe ${i % 4}` : `Mamani ${i % 2}`,
      register: 'completed',
      pre_registered: false,
    });
    await addMemberships(t.db, t.fx.entityA, id, ['estudiante']);
    // all but every fifth enrolled in the entity's scheduled course
    if (i % 5 !== 4) {
      await t.db.query('INSERT INTO scheduled_students (entity_id, scheduled_id, user_id) VALUES ($1, $2, $3)', [
        t.fx.entityA,
        t.fx.scheduleds.A.scheduled,
        id,
      ]);
    }
    // one order each, pending or decided, two of them at the same instant (the id breaks the tie)
    const pending = i % 4 !== 0;
    await t.db.query(
      `INSERT INTO orders (entity_id, user_id, state, total_price, decided_at, created_at)
       VALUES ($1, $2, $3, 10, $4, timestamptz '2026-01-01' + $5 * interval '1 minute')`,
      [t.fx.entityA, id, pending ? 'pending' : 'success', pending ? null : new Date('2026-02-01'), Math.floor(i / 2)],
    );
  }
});

describe('walks', () => {
  it('walks a frequent term or a page near either end, and reads a rare term from its matches', () => {
    expect(walks(4_083, 100_000, 0, 25)).toBe(true);
    expect(walks(4_083, 100_000, 2_000, 25)).toBe(false);
    expect(walks(3, 100_000, 0, 25)).toBe(false);
    expect(walks(0, 100_000, 0, 25)).toBe(false);
    expect(walks(10, 10, 0, 25, 0)).toBe(false);
    expect(walks(1, 100, 0, 15, WALK_ROWS)).toBe(true);
  });

  it("reads a few matches fenced without asking for the list's total, unless told", async () => {
    const all = async () => 100_000;
    const never = async (): Promise<number> => {
      throw new Error('the total was not needed');
    };
    expect(await walksPage(FEW_MATCHES, never, 0, 25)).toBe(false);
    expect(await walksPage(0, never, 0, 25, Number.POSITIVE_INFINITY)).toBe(false);
    expect(await walksPage(3, all, 0, 25, Number.POSITIVE_INFINITY)).toBe(true);
    expect(await walksPage(4_083, all, 0, 25)).toBe(true);
    expect(await walksPage(4_083, all, 2_000, 25)).toBe(false);
  });
});

/** a list's page as a search reads it: the term, one of its two orders, the walk's bound, the page */
type Read = (
  term: string,
  firstOrder: boolean,
  walkRows: number | undefined,
  limit: number,
  offset: number,
) => Promise<{ rows: { id: string }[]; total: number }>;

/**
 * For every term, both orders and these page sizes: every page read walked, fenced and as chosen holds the rows of the
 * fenced read of all matches at that place, with its total. Answers the most matches a term had.
 */
async function expectSameWalkedAndFenced(read: Read, terms: string[], limits: number[]) {
  let seen = 0;
  for (const term of terms) {
    for (const firstOrder of [true, false]) {
      for (const limit of limits) {
        const fenced = await read(term, firstOrder, 0, 1000, 0);
        seen = Math.max(seen, fenced.total);
        for (let offset = 0; offset <= fenced.total + limit; offset += limit) {
          const want = fenced.rows.slice(offset, offset + limit).map((r) => r.id);
          for (const walkRows of [0, Number.POSITIVE_INFINITY, undefined]) {
            const page = await read(term, firstOrder, walkRows, limit, offset);
            const label = `${term}/${firstOrder}/${limit}/${offset}/${walkRows}`;
            expect(
              page.rows.map((r) => r.id),
              label,
            ).toEqual(want);
            expect(page.total, label).toBe(fenced.total);
          }
        }
      }
    }
  }
  return seen;
}

describe('listMembers with a search', () => {
  const read = (search: string, ascending: boolean, walkRows: number | undefined, limit: number, offset: number) =>
    listMembers(
      t.db,
      { entityId: t.fx.entityA, roles: ['estudiante'], field: 'name', search, ascending, walkRows },
      limit,
      offset,
    );

  it('gives the same rows and total walked and fenced, on every page, in both orders', async () => {
    await expectSameWalkedAndFenced(read, ['quispe', 'QUISPE 2', 'a', 'an', 'mamani 1', '%', 'nadie'], [1, 7, 25]);
    expect((await read('quispe', true, 0, 1000, 0)).total).toBeGreaterThanOrEqual(14);
  });
});

describe('listOrders with an e-mail search', () => {
  const states = ['pending', 'success', 'rejected', 'canceled'] as const;
  const read = (
    email: string,
    sort: '-created_at' | 'created_at',
    walkRows: number | undefined,
    limit: number,
    offset: number,
  ) => listOrders(t.db, t.fx.entityA, { states: [...states], email, sort, limit, offset, walkRows });

  it('gives the same rows and total walked and fenced, on every page, in both orders', async () => {
    const newestFirst: Read = (email, first, walkRows, limit, offset) =>
      read(email, first ? '-created_at' : 'created_at', walkRows, limit, offset);
    const seen = await expectSameWalkedAndFenced(newestFirst, ['@', 'walk1', 'walk3', 'W', 'nadie'], [1, 3, 15]);
    expect(seen).toBeGreaterThan(40);
  });
});

describe('listEnrolled with a search', () => {
  const read = (search: string, ascending: boolean, walkRows: number | undefined, limit: number, offset: number) =>
    listEnrolled(
      t.db,
      { entityId: t.fx.entityA, scheduledId: t.fx.scheduleds.A.scheduled, search, ascending, walkRows },
      limit,
      offset,
    );

  it('gives the same rows and total walked and fenced, on every page, in both orders', async () => {
    const seen = await expectSameWalkedAndFenced(read, ['quispe', 'QUISPE 2', 'a', 'an', 'mamani 1', 'nadie'], [1, 7, 15]);
    expect(seen).toBeGreaterThanOrEqual(20);
  });
});
