// A statement's dates and amounts as banks write them (docs/decisions/0061-bank-statements.md).
import { INPUT_BOUNDS, LIMA_OFFSET, type StatementDateFormat, type StatementDecimal } from '@edu/shared';

const DATE_PARTS: Record<
  StatementDateFormat,
  { pattern: RegExp; order: ['y' | 'm' | 'd', 'y' | 'm' | 'd', 'y' | 'm' | 'd'] }
> = {
  'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, order: ['d', 'm', 'y'] },
  'DD/MM/YY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{2})(?!\d)/, order: ['d', 'm', 'y'] },
  'DD-MM-YYYY': { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})/, order: ['d', 'm', 'y'] },
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})/, order: ['y', 'm', 'd'] },
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, order: ['m', 'd', 'y'] },
};
/** what may follow the date: a time, with seconds and a.m./p.m. or not */
const TIME = /^(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(a\.?\s*m\.?|p\.?\s*m\.?)?)?\s*$/i;
const pad = (n: number) => String(n).padStart(2, '0');

/** The moment with Lima's offset ('2026-03-09T14:05:00-05:00'; midnight without a time), or null. */
export function parseDate(text: string, format: StatementDateFormat): string | null {
  const { pattern, order } = DATE_PARTS[format];
  const match = pattern.exec(text);
  if (!match) return null;
  const time = TIME.exec(text.slice(match[0].length));
  if (!time) return null;
  const parts = { y: 0, m: 0, d: 0 };
  order.forEach((p, i) => {
    parts[p] = Number(match[i + 1]);
  });
  if (format === 'DD/MM/YY') parts.y += 2000;
  const { y, m, d } = parts;
  const { min, max } = INPUT_BOUNDS.calendarYears;
  if (y < min || y > max || m < 1 || m > 12 || d < 1 || d > new Date(Date.UTC(y, m, 0)).getUTCDate()) return null;
  let hours = time[1] === undefined ? 0 : Number(time[1]);
  const minutes = time[2] === undefined ? 0 : Number(time[2]);
  const seconds = time[3] === undefined ? 0 : Number(time[3]);
  const meridiem = time[4]?.toLowerCase().replace(/[\s.]/g, '');
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return `${y}-${pad(m)}-${pad(d)}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}${LIMA_OFFSET}`;
}

/** the most an amount may be: numeric(12,2) */
const AMOUNT_MAX = 9_999_999_999.99;

/**
 * An amount with two decimals ('-50.00'), or null. The bank's thousands separators go; a sign before or after the
 * number, parentheses and a currency ('S/', 'PEN') are understood.
 */
export function parseAmount(text: string, decimal: StatementDecimal): string | null {
  let t = text
    .replace(/\s+/g, '')
    .replace(/^(S\/\.?|PEN|USD|\$)/i, '')
    .replace(/(S\/\.?|PEN)$/i, '');
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  if (/^[+-]/.test(t)) {
    negative = negative !== t.startsWith('-');
    t = t.slice(1);
  } else if (/[+-]$/.test(t)) {
    negative = negative !== t.endsWith('-');
    t = t.slice(0, -1);
  }
  t = t.replace(/^(S\/\.?|PEN)/i, '');
  const [thousands, point] = decimal === 'comma' ? ['.', ','] : [',', '.'];
  if (!new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})*(\\${point}\\d{1,2})?$|^\\d+(\\${point}\\d{1,2})?$`).test(t))
    return null;
  const value = Number(t.split(thousands).join('').replace(point, '.'));
  if (!Number.isFinite(value) || value > AMOUNT_MAX) return null;
  const fixed = value.toFixed(2);
  return negative && value !== 0 ? `-${fixed}` : fixed;
}
