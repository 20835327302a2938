// The searches read the trigram indexes of migration 009 and find exactly the rows the old text scan
// (`position(lower(search) in lower(text)) > 0`) found: any case, accents as typed, %, _ and \ as themselves,
// spaces kept, and 1-2 characters too (where the index cannot help).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../test/test-db.js';
import type { Db } from './client.js';
import { likeContains } from './search.js';

const TEXTS = [
  'Ana Quispe',
  'ANA QUISPE MAMANI',
  'José Pérez',
  'jose perez',
  'Ñusta Huamán',
  'ñusta huaman',
  'María  Luz',
  '50% de descuento',
  '50 de descuento',
  'nombre_con_guion',
  'nombreXconXguion',
  'barra\\invertida',
  'barra invertida',
  "O'Brien",
  'a',
  'ab',
  '',
];
const SEARCHES = [
  'quispe',
  'QUISPE',
  'Qu',
  'q',
  'é',
  'jose',
  'josé',
  'PÉREZ',
  'ñ',
  'Ñusta',
  'huamán',
  '  ',
  ' luz',
  '%',
  '50%',
  '_',
  'e_c',
  '\\',
  'a\\i',
  "o'b",
  'a',
  'ab',
  'xyz',
  ' ',
];

describe('likeContains with a trigram index', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb();
    await db.exec(`CREATE TABLE search_probe (id int PRIMARY KEY, t text NOT NULL);
      CREATE INDEX search_probe_trgm_idx ON search_probe USING gin (lower(t) gin_trgm_ops);`);
    for (const [i, t] of TEXTS.entries()) await db.query('INSERT INTO search_probe VALUES ($1, $2)', [i, t]);
  });
  afterAll(() => db.close());

  it('finds the same rows as the old position() scan, through the index as through the table', async () => {
    for (const search of SEARCHES) {
      const old = await db.query<{ id: number }>(
        'SELECT id FROM search_probe WHERE position(lower($1) in lower(t)) > 0 ORDER BY id',
        [search],
      );
      const indexed = await db.tx(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const plan = await tx.query<Record<string, string>>(
          'EXPLAIN SELECT id FROM search_probe WHERE lower(t) LIKE lower($1)',
          [likeContains(search)],
        );
        const rows = await tx.query<{ id: number }>(
          'SELECT id FROM search_probe WHERE lower(t) LIKE lower($1) ORDER BY id',
          [likeContains(search)],
        );
        return { plan: plan.map((r) => Object.values(r)[0]).join('\n'), rows };
      });
      expect(
        indexed.rows.map((r) => r.id),
        JSON.stringify(search),
      ).toEqual(old.map((r) => r.id));
      expect(indexed.plan, JSON.stringify(search)).toContain('search_probe_trgm_idx');
    }
  });

  it('keeps accents and the typed %, _ and \\ as themselves', async () => {
    const found = async (search: string) =>
      (
        await db.query<{ t: string }>('SELECT t FROM search_probe WHERE lower(t) LIKE lower($1) ORDER BY id', [
          likeContains(search),
        ])
      ).map((r) => r.t);
    expect(await found('JOSÉ')).toEqual(['José Pérez']);
    expect(await found('50%')).toEqual(['50% de descuento']);
    expect(await found('e_c')).toEqual(['nombre_con_guion']);
    expect(await found('a\\i')).toEqual(['barra\\invertida']);
  });
});
