// From the lines tesseract read to a voucher's fields (decision 0060). Each field's confidence is tesseract's lowest
// word confidence over the characters the value came from, times how well the pattern matched (a label beside the
// value, the expected shape, no letters taken for digits). Pure: tested on text alone in parse-voucher.test.ts.
import { confidenceOf, type OcrLine, plain } from './ocr-lines.js';
import type { VoucherFields, VoucherSource } from './voucher-fields.js';

const SOURCE_WORDS: [Exclude<VoucherSource, 'unknown'>, RegExp, number][] = [
  ['yape', /yapeaste/, 4],
  ['yape', /\byape\b/, 2],
  ['plin', /\bplin\b/, 4],
  ['plin', /pago exitoso/, 3],
  ['bcp', /\bbcp\b/, 4],
  ['bcp', /constancia de transferencia/, 3],
  ['bcp', /monto enviado/, 1],
  ['interbank', /interbank/, 2],
  ['interbank', /transferencia exitosa/, 2],
  ['bbva', /\bbbva\b/, 4],
  ['bbva', /transferencia a terceros|ordenante/, 2],
  ['scotiabank', /scotiabank/, 4],
  ['scotiabank', /constancia de operacion|cuenta cargo/, 2],
];

function sourceOf(lines: OcrLine[]): { source: VoucherSource; conf: number } {
  const all = plain(lines.map((l) => l.text).join('\n'));
  const score = new Map<VoucherSource, number>();
  for (const [source, pattern, weight] of SOURCE_WORDS) {
    if (pattern.test(all)) score.set(source, (score.get(source) ?? 0) + weight);
  }
  const ranked = [...score.entries()].sort((a, b) => b[1] - a[1]);
  const [best, next] = ranked;
  if (!best) return { source: 'unknown', conf: 0 };
  const margin = best[1] - (next?.[1] ?? 0);
  return { source: best[0], conf: margin >= 4 ? 0.95 : margin >= 2 ? 0.8 : margin >= 1 ? 0.5 : 0.3 };
}

// 'Nro. de operación', 'Número de operación', 'N° de operación', 'Código de operación', and the same half misread
// ('N? de operación', 'tigo de operaciór', 'peración'): the word with 'peraci', on a line that is not a date's. A
// label cut down to 'ración' still counts, at ×0.8: its number then stays below the trusted confidence.
const OPERATION_LABEL = /[o0]?peraci\S*/;
const CUT_LABEL = /(?:^|\s)raci[o0]n\S*/;
const NOT_THE_OPERATION = /fecha|hora|realizada|exitosa/;

function operationOf(lines: OcrLine[]) {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as OcrLine;
    const text = plain(line.text);
    const whole = OPERATION_LABEL.exec(text);
    const label = whole ?? CUT_LABEL.exec(text);
    if (!label || NOT_THE_OPERATION.test(text)) continue;
    const after = label.index + label[0].length;
    const factor = whole ? 1 : 0.8;
    const found =
      digitsIn(line, after, factor) ?? (lines[i + 1] ? digitsIn(lines[i + 1] as OcrLine, 0, 0.9 * factor) : null);
    if (found) return found;
  }
  return { value: null, conf: 0 };
}

// a letter tesseract takes for a digit, in a value that should be digits only
const DIGIT_LOOKALIKES: Record<string, string> = { o: '0', O: '0', D: '0', l: '1', I: '1', '|': '1', S: '5', B: '8' };

function digitsIn(line: OcrLine, from: number, factor = 1) {
  const rest = line.text.slice(from);
  const m = /[0-9oODlIS|B][0-9oODlIS|B\s-]{4,20}[0-9oODlIS|B]/.exec(rest);
  if (!m || !/\d{3}/.test(m[0])) return null;
  const raw = m[0].replace(/[\s-]/g, '');
  const value = raw.replace(/[^0-9]/g, (c) => DIGIT_LOOKALIKES[c] ?? c);
  if (!/^\d{5,16}$/.test(value)) return null;
  const start = from + m.index;
  const guessed = raw !== value ? 0.6 : 1;
  // spaces or dashes inside a number are a sign of a misread or of two values run together
  const split = m[0].length !== raw.length ? 0.8 : 1;
  return { value, conf: confidenceOf(line, start, start + m[0].length) * factor * guessed * split };
}

// 'S/', 'S/.', and the slash as tesseract sometimes sees it
const CURRENCY = /\bs\s?[/|il1!\]]{1,2}\s?\.?\s?(\d{1,3}(?:[.,\s]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?![\d])/g;
const AMOUNT_LABEL = /monto|importe|total|pagaste|yapeaste|enviaste/;
const NOT_THE_AMOUNT = /comision|itf|saldo|cargo por/;

function amountOf(lines: OcrLine[]) {
  let best: { value: string; conf: number; rank: number } | null = null;
  lines.forEach((line, i) => {
    const text = plain(line.text);
    if (NOT_THE_AMOUNT.test(text)) return;
    for (const m of text.matchAll(CURRENCY)) {
      const value = soles(m[1] as string);
      if (!value) continue;
      const start = m.index;
      const exactSign = /^s\/\s?\.?\s?$/.test(text.slice(start, start + m[0].length - (m[1] as string).length))
        ? 1
        : 0.85;
      const labelled = AMOUNT_LABEL.test(text) || (i > 0 && AMOUNT_LABEL.test(plain(lines[i - 1]?.text ?? '')));
      const height = Math.max(...line.words.map((w) => w.height));
      const rank = (labelled ? 1000 : 0) + height;
      // the digits' confidence: a slash read as 'I]' costs the sign's factor, not the number's word
      const digitsAt = start + m[0].length - (m[1] as string).length;
      const conf = confidenceOf(line, digitsAt, start + m[0].length) * exactSign * value.shape;
      if (!best || rank > best.rank) best = { value: value.amount, conf, rank };
    }
  });
  const found = best as { value: string; conf: number } | null;
  return found ? { value: found.value, conf: found.conf } : { value: null, conf: 0 };
}

/** '1,250.00', '1.250,00', '650,00', '50' → '1250.00'…; shape 1 when the separators are unambiguous */
export function soles(raw: string): { amount: string; shape: number } | null {
  const text = raw.replace(/\s/g, '');
  const m = /^(.*?)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const whole = (m[1] as string).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return null;
  const cents = m[2] ?? '00';
  // thousands must be groups of three after the first group
  const groups = (m[1] as string).split(/[.,]/);
  if (groups.slice(1).some((g) => g.length !== 3)) return null;
  const shape = m[2] === undefined || m[2].length === 2 ? 1 : 0.5;
  return { amount: `${Number(whole)}.${cents.padEnd(2, '0')}`, shape };
}

const MONTHS: Record<string, number> = {
  ene: 1,
  feb: 2,
  mar: 3,
  abr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  ago: 8,
  set: 9,
  sep: 9,
  oct: 10,
  nov: 11,
  dic: 12,
};
const NUMERIC_DATE = /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4})\b/;
const WORD_DATE =
  /\b(\d{1,2})\s*(?:de\s+)?(ene|feb|mar|abr|may|jun|jul|ago|set|sep|oct|nov|dic)[a-z]*\.?\s*(?:de\s+|del\s+)?(\d{4})\b/;
const TIME = /\b(\d{1,2})[:.](\d{2})(?::\d{2})?\s*(a\.?\s?m\.?|p\.?\s?m\.?|hrs?|h\b)?/;

function paidAtOf(lines: OcrLine[]) {
  for (const line of lines) {
    const text = plain(line.text);
    const numeric = NUMERIC_DATE.exec(text);
    const words = numeric ? null : WORD_DATE.exec(text);
    const m = numeric ?? words;
    if (!m) continue;
    const day = Number(m[1]);
    const month = numeric ? Number(m[2]) : (MONTHS[m[2] as string] as number);
    const year = Number(m[3]);
    if (day < 1 || day > 31 || month < 1 || month > 12 || year < 2000 || year > 2100) continue;
    const end = m.index + m[0].length;
    const time = TIME.exec(text.slice(end));
    let hour = 0;
    let minute = 0;
    let shape = 0.5;
    let to = end;
    if (time) {
      hour = Number(time[1]);
      minute = Number(time[2]);
      const half = time[3]?.replace(/[\s.]/g, '');
      if (half === 'pm' && hour < 12) hour += 12;
      if (half === 'am' && hour === 12) hour = 0;
      if (hour > 23 || minute > 59) continue;
      shape = 1;
      to = end + time.index + time[0].length;
    }
    const two = (n: number) => String(n).padStart(2, '0');
    return {
      value: `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`,
      conf: confidenceOf(line, m.index, to) * shape,
    };
  }
  return { value: null, conf: 0 };
}

const round = (n: number) => Math.round(n * 100) / 100;

export function parseVoucher(lines: OcrLine[]): VoucherFields {
  const source = sourceOf(lines);
  const operation = operationOf(lines);
  const amount = amountOf(lines);
  const paidAt = paidAtOf(lines);
  return {
    source: source.source,
    operation_number: operation.value,
    amount: amount.value,
    paid_at: paidAt.value,
    confidence: {
      operation_number: round(operation.conf),
      amount: round(amount.conf),
      paid_at: round(paidAt.conf),
      source: round(source.conf),
    },
  };
}
