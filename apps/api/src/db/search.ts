// Searches for part of a text, served by the trigram indexes of migration 009: `lower(expr) LIKE lower($n)` with
// the pattern below. Same rows as `position(lower($n) in lower(expr)) > 0`, which the lists used before: the typed
// text is matched as it is (no trim, accents kept, any case), and the %, _ and \ it holds stand for themselves.
// Under 3 characters the index cannot narrow the search; the planner then reads the table and the result is the same.

/** the LIKE pattern (escape \, the default) for "contains `search`"; lower() it in SQL, as the searched side is */
export function likeContains(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// A search's page is read one of two ways (decision 0044). Fenced: every match from the trigram index, sorted and
// paged; its cost grows with the matches (6,085 users hold 'quispe' in the large dataset: 90 ms). Walked: the list's
// own order index read from its nearer end (db/page-scan.ts), each row tested, stopping at the page; its cost grows
// with the rows read to find the page, about (offset + limit) × all ÷ matches. With the total counted first (and kept
// by the count cache like an unsearched total), the walk is chosen when it reads at most WALK_ROWS rows: frequent
// terms and short prefixes walk, rare terms stay fenced. Both give the same rows in the same order.
export const WALK_ROWS = 2000;

/** whether the page at `offset` (on the scanned side) of `matches` rows among `all` is cheaper walked than fenced */
export function walks(matches: number, all: number, offset: number, limit: number, rows = WALK_ROWS): boolean {
  return matches > 0 && ((offset + limit) * all) / matches <= rows;
}

/** at most this many matches are always read fenced: fewer rows than the list's count would cost to decide */
export const FEW_MATCHES = 200;

/**
 * `walks` for a search page, asking for the list's unsearched total (`all`, from the count cache) only when the walk
 * could win; `rows` given (the tests) decides for every number of matches.
 */
export async function walksPage(
  matches: number,
  all: () => Promise<number>,
  offset: number,
  limit: number,
  rows?: number,
) {
  if (matches <= 0 || (rows === undefined && matches <= FEW_MATCHES)) return false;
  return walks(matches, await all(), offset, limit, rows);
}

/**
 * `expression LIKE pattern` in a form no index serves and the planner does not count as rare: as a plain LIKE it
 * guessed 20 matches of 100,000 and sorted the whole table for them; a boolean it cannot estimate counts as one row
 * in two, so it keeps to the order index it walks.
 */
export function walkedLike(expression: string, pattern: string): string {
  return `coalesce(${expression} LIKE ${pattern}, false)`;
}
