// SQL fragments for the large dataset: rows are made by the database from generate_series, so a batch of thousands is
// one statement. Ids are derived from a key (md5, shaped as a version-4 UUID), so a row can point at another by its
// number without reading it back; picks from the word lists are arithmetic on the row number and the seed.

/** a SQL string literal */
export const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** a text[] literal */
export const textArray = (items: readonly string[]) => `ARRAY[${items.map(lit).join(', ')}]::text[]`;

/** the item of `items` at the 0-based integer SQL expression `index` (taken modulo the list's length) */
export const pick = (items: readonly string[], index: string) =>
  `(${textArray(items)})[1 + ((${index}) % ${items.length})]`;

/** a deterministic UUID (version 4 layout) from a text SQL expression */
export const uid = (key: string) => `overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`;

/** a well-spread non-negative integer from an integer SQL expression, the seed and a salt (a multiplicative hash) */
export const mix = (i: string, seed: number, salt: number) =>
  `((((${i})::bigint + ${seed * 7919 + salt * 104_729}) * 2654435761) % 4294967291)`;
