// Dates, amounts and formulas as banks write them (decision 0061).
import { describe, expect, it } from 'vitest';
import { startsFormula } from './statement-file.js';
import { parseAmount, parseDate } from './statement-values.js';

describe('parseDate', () => {
  it.each([
    ['09/03/2026', 'DD/MM/YYYY', '2026-03-09T00:00:00-05:00'],
    ['9/3/2026 14:05', 'DD/MM/YYYY', '2026-03-09T14:05:00-05:00'],
    ['09/03/26 02:05 p. m.', 'DD/MM/YY', '2026-03-09T14:05:00-05:00'],
    ['09-03-2026 23:59:59', 'DD-MM-YYYY', '2026-03-09T23:59:59-05:00'],
    ['2026-03-09T08:00:00', 'YYYY-MM-DD', '2026-03-09T08:00:00-05:00'],
    ['03/09/2026', 'MM/DD/YYYY', '2026-03-09T00:00:00-05:00'],
  ] as const)('%s as %s', (text, format, iso) => {
    expect(parseDate(text, format)).toBe(iso);
  });

  it.each([
    ['31/02/2026', 'DD/MM/YYYY'],
    ['09/03/2026', 'YYYY-MM-DD'],
    ['09/03/1999', 'DD/MM/YYYY'],
    ['09/03/2026 25:00', 'DD/MM/YYYY'],
    ['09/03/2026 abc', 'DD/MM/YYYY'],
    ['09/03/2026', 'DD/MM/YY'],
  ] as const)('refuses %s as %s', (text, format) => {
    expect(parseDate(text, format)).toBeNull();
  });
});

describe('parseAmount', () => {
  it.each([
    ['1.234,50', 'comma', '1234.50'],
    ['-50,00', 'comma', '-50.00'],
    ['50,00-', 'comma', '-50.00'],
    ['(12,5)', 'comma', '-12.50'],
    ['S/ 1.250,00', 'comma', '1250.00'],
    ['1,234.50', 'point', '1234.50'],
    ['-0.00', 'point', '0.00'],
    ['+75', 'point', '75.00'],
    ['1234.5', 'point', '1234.50'],
  ] as const)('%s with %s', (text, decimal, value) => {
    expect(parseAmount(text, decimal)).toBe(value);
  });

  it.each([
    ['1,234.50', 'comma'],
    ['12.345', 'point'],
    ['cien', 'point'],
    ['1.2.3', 'point'],
    ['99999999999', 'point'],
  ] as const)('refuses %s with %s', (text, decimal) => {
    expect(parseAmount(text, decimal)).toBeNull();
  });
});

describe('startsFormula', () => {
  it.each(['=1+1', '+cmd|calc', '@SUM(A1)', '-2+3+cmd', '=HYPERLINK("x")'])('%s is a formula', (text) => {
    expect(startsFormula(text)).toBe(true);
  });
  it.each(['-50.00', '+1,234.50', '-', '--', '- 12,00', 'ABONO', '+51 987 654 321'])('%s is a value', (text) => {
    expect(startsFormula(text)).toBe(false);
  });
});
