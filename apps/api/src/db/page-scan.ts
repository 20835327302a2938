// How to read one page of a newest-first list without walking every row before it. The lists page by number (03 §1),
// so there is no cursor to seek from; but the total is counted anyway for the pagination block, and a page past the
// middle is read by scanning the same index from the other end: the last page of 10,000 questions skips as few index
// entries as the first one.

export interface Scan {
  /** scan the index against the order asked for */
  reverse: boolean;
  limit: number;
  offset: number;
}

/** null when the page lies past the end of the list. */
export function scanFor(total: number, offset: number, limit: number): Scan | null {
  if (offset >= total) return null;
  const after = total - offset - limit;
  if (offset <= Math.max(after, 0)) return { reverse: false, limit, offset };
  return { reverse: true, limit: Math.min(limit, total - offset), offset: Math.max(after, 0) };
}

/**
 * The people lists' order, as their name indexes hold it (users_name_order_idx / _desc_idx): name, last name, then the
 * id that breaks ties. `reverse` is the same order read from the other end: name and last name flip, and so does the id.
 */
export function userNameOrder(ascending: boolean, reverse = false): string {
  const d = ascending !== reverse ? 'ASC' : 'DESC';
  return `lower(u.name) ${d}, lower(u.lastname) ${d}, u.id${reverse ? ' DESC' : ''}`;
}

/** `title ILIKE $n` pattern for part of a title: % and _ typed by the person are searched as themselves. */
export function containsPattern(search: string): string {
  const trimmed = search.trim();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
}
