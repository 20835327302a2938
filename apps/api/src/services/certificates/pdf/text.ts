// Text on a certificate: only what the standard PDF fonts can encode (WinAnsi: Spanish letters, ¿ ¡ and the
// rest of Latin-1), sized to fit and wrapped. A name the fonts cannot show degrades letter by letter, never fails.
import { type PDFFont, type RGB, rgb } from 'pdf-lib';

const charsets = new WeakMap<PDFFont, Set<number>>();
/** letters that Unicode does not decompose into a base letter and a mark */
const BASE_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/** The text with every character the font cannot encode replaced by its base letter ('ő' → 'o') or '?'. */
export function printable(font: PDFFont, text: string): string {
  let set = charsets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsets.set(font, set);
  }
  const known = set;
  const clean = text.replace(/[\t\r\n\u00a0]+/g, ' ').trim();
  return Array.from(clean, (char) => {
    if (known.has(char.codePointAt(0) as number)) return char;
    const base = BASE_LETTERS[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
    return base && Array.from(base).every((c) => known.has(c.codePointAt(0) as number)) ? base : '?';
  }).join('');
}

/** Splits text into lines no wider than maxWidth (a word longer than the line is cut). */
export function wrap(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > maxWidth) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The largest size from `max` down to `min` at which the text takes at most `maxLines` lines; at `min` the lines
 * past maxLines are dropped and the last one ends in an ellipsis.
 */
export function fit(font: PDFFont, text: string, opts: { max: number; min: number; width: number; maxLines: number }) {
  for (let size = opts.max; size > opts.min; size -= 1) {
    const lines = wrap(font, text, size, opts.width);
    if (lines.length <= opts.maxLines) return { size, lines };
  }
  const lines = wrap(font, text, opts.min, opts.width);
  if (lines.length <= opts.maxLines) return { size: opts.min, lines };
  const kept = lines.slice(0, opts.maxLines);
  let last = kept[opts.maxLines - 1];
  while (last.length > 1 && font.widthOfTextAtSize(`${last}…`, opts.min) > opts.width) last = last.slice(0, -1);
  kept[opts.maxLines - 1] = `${last}…`;
  return { size: opts.min, lines: kept };
}

/** '#RGB' or '#RRGGBB' (the entity's colours); anything else falls back. */
export function color(hex: string | null | undefined, fallback = '#333333'): RGB {
  const valid = (v: string | null | undefined) => (v && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(v) ? v : null);
  let value = (valid(hex) ?? fallback).slice(1);
  if (value.length === 3) value = Array.from(value, (c) => c + c).join('');
  const n = Number.parseInt(value, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Whether white text reads better than dark text on this colour (relative luminance). */
export function isDark(c: RGB): boolean {
  return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue < 0.55;
}
