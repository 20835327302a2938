// GIFT's backslash escapes (\~ \= \# \{ \} \: \n and \\): finding the special characters that are not escaped, and
// turning escaped text back into what the teacher wrote.

/** Where `needle` first occurs in `text` from `from` on, not counting escaped characters; -1 when it does not. */
export function findUnescaped(text: string, needle: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text.startsWith(needle, i)) return i;
  }
  return -1;
}

/** Moodle keeps a backslash before any other character as it is. */
export function unescapeGift(text: string): string {
  return text.replace(/\\([\\~=#{}:n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
}

/** A leading [html], [moodle], [plain] or [markdown]; only html is kept as HTML, the rest is read as plain text. */
export function readFormatMarker(text: string): { isHtml: boolean | null; rest: string } {
  const marker = /^\s*\[(html|moodle|plain|markdown)\]/i.exec(text);
  if (!marker) return { isHtml: null, rest: text };
  return { isHtml: marker[1].toLowerCase() === 'html', rest: text.slice(marker[0].length) };
}
