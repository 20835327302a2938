// Tesseract's TSV as lines of words with their confidences, and the confidence of any stretch of a line's text.

export interface OcrWord {
  text: string;
  /** tesseract's word confidence, 0..100 */
  conf: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface OcrLine {
  text: string;
  words: OcrWord[];
  /** where each word starts in `text` */
  starts: number[];
}

/** level page block par line word left top width height conf text, one word per row of level 5 */
export function linesOfTsv(tsv: string): OcrLine[] {
  const byLine = new Map<string, OcrWord[]>();
  for (const row of tsv.split('\n').slice(1)) {
    const cols = row.split('\t');
    if (cols.length < 12 || cols[0] !== '5') continue;
    const text = cols.slice(11).join('\t').trim();
    if (!text) continue;
    const key = `${cols[1]}.${cols[2]}.${cols[3]}.${cols[4]}`;
    const words = byLine.get(key) ?? [];
    words.push({
      text,
      conf: Math.max(0, Number(cols[10])),
      left: Number(cols[6]),
      top: Number(cols[7]),
      width: Number(cols[8]),
      height: Number(cols[9]),
    });
    byLine.set(key, words);
  }
  return rowsOf([...byLine.values()]);
}

/**
 * Tesseract splits a receipt's label and value columns into separate blocks when the photo is turned a little; the
 * rows are rebuilt from the words' boxes: the skew is the median slope of the lines it did read whole, and words whose
 * centres, turned back by it, sit within half a line of each other form a row.
 */
export function rowsOf(lines: OcrWord[][]): OcrLine[] {
  const slopes = lines
    .filter((l) => l.length >= 2)
    .map((l) => {
      const a = l[0] as OcrWord;
      const b = l.at(-1) as OcrWord;
      const dx = b.left + b.width / 2 - (a.left + a.width / 2);
      return dx > 0 ? (b.top + b.height / 2 - (a.top + a.height / 2)) / dx : 0;
    })
    .filter((s) => Math.abs(s) < 0.1)
    .sort((x, y) => x - y);
  const slope = slopes.length ? (slopes[Math.floor(slopes.length / 2)] as number) : 0;
  const words = lines.flat().map((w) => {
    const top = w.top - slope * (w.left + w.width / 2);
    return { w, top, bottom: top + w.height, y: top + w.height / 2 };
  });
  words.sort((a, b) => a.y - b.y);
  const rows: { top: number; bottom: number; words: OcrWord[] }[] = [];
  for (const { w, top, bottom, y } of words) {
    const row = rows.at(-1);
    // a word joins the row its centre falls in ('p. m.' is short and low, a Yape amount tall)
    if (row && y > row.top && y < row.bottom) {
      row.words.push(w);
      row.top = Math.min(row.top, top);
      row.bottom = Math.max(row.bottom, bottom);
    } else rows.push({ top, bottom, words: [w] });
  }
  return rows.map((r) => lineOf(r.words.sort((a, b) => a.left - b.left)));
}

export function lineOf(words: OcrWord[]): OcrLine {
  const starts: number[] = [];
  let text = '';
  for (const w of words) {
    if (text) text += ' ';
    starts.push(text.length);
    text += w.text;
  }
  return { text, words, starts };
}

/** the lowest confidence (0..1) of the words that the characters [from, to) of the line touch */
export function confidenceOf(line: OcrLine, from: number, to: number): number {
  let low = 100;
  line.words.forEach((w, i) => {
    const start = line.starts[i] as number;
    if (start < to && start + w.text.length > from) low = Math.min(low, w.conf);
  });
  return low / 100;
}

/** lower case without accents, the same length as the input (so positions stay valid) */
export function plain(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .padEnd(text.length)
    .slice(0, text.length);
}
