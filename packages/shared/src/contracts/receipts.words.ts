// The amount in words of a receipt (SUNAT's legend 1000, catalogue 52): 'CIENTO VEINTE CON 50/100 SOLES'. Written as
// Peruvian receipts write it: upper case without accents, 'UN' before MIL and MILLON(ES) ('VEINTIUN MIL', 'CIENTO UN
// MIL'), 'MIL' alone for one thousand, 'UNO' when the number ends in one ('MIL UNO', 'VEINTIUNO').

// biome-ignore format: the words read as a table
const UNDER_30 = [
  'CERO', 'UNO', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE',
  'DIEZ', 'ONCE', 'DOCE', 'TRECE', 'CATORCE', 'QUINCE', 'DIECISEIS', 'DIECISIETE', 'DIECIOCHO', 'DIECINUEVE',
  'VEINTE', 'VEINTIUNO', 'VEINTIDOS', 'VEINTITRES', 'VEINTICUATRO', 'VEINTICINCO', 'VEINTISEIS', 'VEINTISIETE',
  'VEINTIOCHO', 'VEINTINUEVE',
];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
// biome-ignore format: the words read as a table
const HUNDREDS = [
  '', 'CIENTO', 'DOSCIENTOS', 'TRESCIENTOS', 'CUATROCIENTOS', 'QUINIENTOS', 'SEISCIENTOS', 'SETECIENTOS',
  'OCHOCIENTOS', 'NOVECIENTOS',
];

/** the largest amount written: S/ 999,999,999.99 (no course costs more; a bigger one is a bug upstream) */
const MAX_CENTIMOS = 99_999_999_999;

/** 1..99; `beforeNoun` shortens a final UNO to UN (the noun MIL or MILLONES follows) */
function tens(n: number, beforeNoun: boolean): string {
  let words: string;
  if (n < 30) words = UNDER_30[n];
  else words = TENS[Math.trunc(n / 10)] + (n % 10 ? ` Y ${UNDER_30[n % 10]}` : '');
  return beforeNoun && words.endsWith('UNO') ? words.slice(0, -1) : words;
}

/** 1..999 */
function hundreds(n: number, beforeNoun: boolean): string {
  if (n === 100) return 'CIEN';
  const h = Math.trunc(n / 100);
  const rest = n % 100;
  return [HUNDREDS[h], rest ? tens(rest, beforeNoun) : ''].filter(Boolean).join(' ');
}

/** 1..999,999 */
function thousands(n: number, beforeNoun: boolean): string {
  const t = Math.trunc(n / 1000);
  const rest = n % 1000;
  const head = t === 0 ? '' : t === 1 ? 'MIL' : `${hundreds(t, true)} MIL`;
  return [head, rest ? hundreds(rest, beforeNoun) : ''].filter(Boolean).join(' ');
}

/** a whole number of soles, 0..999,999,999 */
function integerInWords(n: number): string {
  if (n === 0) return 'CERO';
  const m = Math.trunc(n / 1_000_000);
  const rest = n % 1_000_000;
  const head = m === 0 ? '' : m === 1 ? 'UN MILLON' : `${thousands(m, true)} MILLONES`;
  return [head, rest ? thousands(rest, false) : ''].filter(Boolean).join(' ');
}

/** 12050 → 'CIENTO VEINTE CON 50/100 SOLES' */
export function amountInWords(centimos: number, currency = 'SOLES'): string {
  if (!Number.isInteger(centimos) || centimos < 0 || centimos > MAX_CENTIMOS) {
    throw new RangeError(`amountInWords: ${centimos} is not a whole number of céntimos from 0 to ${MAX_CENTIMOS}`);
  }
  const soles = Math.trunc(centimos / 100);
  const cents = String(centimos % 100).padStart(2, '0');
  return `${integerInWords(soles)} CON ${cents}/100 ${currency}`;
}
