// Searches for part of a text, served by the trigram indexes of migration 009: `lower(expr) LIKE lower($n)` with
// the pattern below. Same rows as `position(lower($n) in lower(expr)) > 0`, which the lists used before: the typed
// text is matched as it is (no trim, accents kept, any case), and the %, _ and \ it holds stand for themselves.
// Under 3 characters the index cannot narrow the search; the planner then reads the table and the result is the same.

/** the LIKE pattern (escape \, the default) for "contains `search`"; lower() it in SQL, as the searched side is */
export function likeContains(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
