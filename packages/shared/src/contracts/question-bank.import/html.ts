// Text ↔ HTML for imported statements. Hand-written loops instead of tag regexes so that hostile input (thousands of
// '<' without '>') stays linear; the server sanitises the HTML anyway, this only has to be safe and readable.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** Tags that separate words when the HTML is read as text ('<p>a</p><p>b</p>' is 'a b', '<b>H</b>ola' is 'Hola'). */
const BLOCK_TAG = /^<\/?(p|div|br|hr|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|pre)\b/i;

/** The title a statement gives when the question has none: this many characters at most, then '…'. */
export const TITLE_FROM_STATEMENT_CHARS = 80;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

export function normaliseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Plain text as HTML: blank lines separate paragraphs (<p>), single line breaks become <br>. */
export function plainTextToHtml(text: string): string {
  const paragraphs: string[][] = [[]];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    const current = paragraphs[paragraphs.length - 1];
    if (trimmed !== '') current.push(escapeHtml(trimmed));
    else if (current.length > 0) paragraphs.push([]);
  }
  return paragraphs
    .filter((lines) => lines.length > 0)
    .map((lines) => `<p>${lines.join('<br>')}</p>`)
    .join('');
}

/** The readable text of an HTML fragment, on one line (for titles and alternatives). */
export function htmlToPlainText(html: string): string {
  let text = '';
  let pos = 0;
  while (pos < html.length) {
    const open = html.indexOf('<', pos);
    if (open < 0) break;
    const close = html.indexOf('>', open);
    if (close < 0) break;
    text += html.slice(pos, open);
    const tag = html.slice(open, close + 1);
    pos = close + 1;
    const code = /^<(script|style)\b/i.exec(tag);
    if (code) {
      // their content is code, not words
      const closing = new RegExp(`</${code[1]}`, 'gi');
      closing.lastIndex = pos;
      const end = closing.exec(html)?.index ?? -1;
      if (end < 0) return normaliseSpaces(decodeEntities(text));
      pos = end;
      continue;
    }
    if (BLOCK_TAG.test(tag)) text += ' ';
  }
  text += html.slice(pos);
  return normaliseSpaces(decodeEntities(text));
}

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * A title from a text: whole when it fits in `max` characters, else cut at the last word boundary within them
 * (or hard at `max` when a single word is longer) and ended with '…'.
 */
export function titleFrom(text: string, max: number = TITLE_FROM_STATEMENT_CHARS): string {
  const clean = normaliseSpaces(text);
  if (clean.length <= max) return clean;
  const space = clean.lastIndexOf(' ', max);
  let head = space > 0 ? clean.slice(0, space) : clean.slice(0, max);
  // never leave half of a surrogate pair (an emoji) at the cut
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  return `${head.trimEnd()}…`;
}
