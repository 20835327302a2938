// The amount in words of every whole amount up to S/ 99,999 against an independent oracle (written-number in
// Spanish), the céntimos of every amount, and a table of amounts checked by hand against Peruvian receipts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import writtenNumber from 'written-number';
import { amountInWords } from './receipts.words.js';

/** written-number's Spanish, as a receipt writes it: upper case, no accents, and 'UN' before MIL ('VEINTIUN MIL'),
 * which written-number leaves as 'veintiuno mil' */
function oracle(soles: number): string {
  const words = writtenNumber(soles, { lang: 'es' })
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase();
  return words.replace(/UNO MIL/g, 'UN MIL');
}

describe('amountInWords', () => {
  it('writes every whole amount from S/ 0 to S/ 99,999 as the oracle does', () => {
    const wrong: string[] = [];
    for (let soles = 0; soles <= 99_999; soles++) {
      const expected = `${oracle(soles)} CON 00/100 SOLES`;
      const actual = amountInWords(soles * 100);
      if (actual !== expected) wrong.push(`${soles}: ${actual} ≠ ${expected}`);
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('writes every céntimo as two digits over 100', () => {
    for (let c = 0; c < 100; c++) {
      expect(amountInWords(c)).toBe(`CERO CON ${String(c).padStart(2, '0')}/100 SOLES`);
    }
  });

  it('writes any amount up to S/ 99,999.99 as its soles in words and its céntimos over 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), (centimos) => {
        const soles = Math.trunc(centimos / 100);
        const cents = String(centimos % 100).padStart(2, '0');
        expect(amountInWords(centimos)).toBe(`${oracle(soles)} CON ${cents}/100 SOLES`);
      }),
    );
  });

  it.each([
    [0, 'CERO CON 00/100 SOLES'],
    [1, 'CERO CON 01/100 SOLES'],
    [100, 'UNO CON 00/100 SOLES'],
    [1_500, 'QUINCE CON 00/100 SOLES'],
    [1_600, 'DIECISEIS CON 00/100 SOLES'],
    [2_100, 'VEINTIUNO CON 00/100 SOLES'],
    [2_290, 'VEINTIDOS CON 90/100 SOLES'],
    [3_100, 'TREINTA Y UNO CON 00/100 SOLES'],
    [10_000, 'CIEN CON 00/100 SOLES'],
    [10_100, 'CIENTO UNO CON 00/100 SOLES'],
    [12_050, 'CIENTO VEINTE CON 50/100 SOLES'],
    [50_000, 'QUINIENTOS CON 00/100 SOLES'],
    [70_000, 'SETECIENTOS CON 00/100 SOLES'],
    [90_000, 'NOVECIENTOS CON 00/100 SOLES'],
    [100_000, 'MIL CON 00/100 SOLES'],
    [100_100, 'MIL UNO CON 00/100 SOLES'],
    [118_000, 'MIL CIENTO OCHENTA CON 00/100 SOLES'],
    [200_000, 'DOS MIL CON 00/100 SOLES'],
    [1_600_000, 'DIECISEIS MIL CON 00/100 SOLES'],
    [2_100_000, 'VEINTIUN MIL CON 00/100 SOLES'],
    [2_100_100, 'VEINTIUN MIL UNO CON 00/100 SOLES'],
    [3_100_000, 'TREINTA Y UN MIL CON 00/100 SOLES'],
    [9_999_999, 'NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE CON 99/100 SOLES'],
    [10_000_000, 'CIEN MIL CON 00/100 SOLES'],
    [10_100_000, 'CIENTO UN MIL CON 00/100 SOLES'],
    [12_100_000, 'CIENTO VEINTIUN MIL CON 00/100 SOLES'],
    [100_000_000, 'UN MILLON CON 00/100 SOLES'],
    [100_100_000, 'UN MILLON MIL CON 00/100 SOLES'],
    [200_000_100, 'DOS MILLONES UNO CON 00/100 SOLES'],
    [2_100_000_000, 'VEINTIUN MILLONES CON 00/100 SOLES'],
    [
      99_999_999_999,
      'NOVECIENTOS NOVENTA Y NUEVE MILLONES NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE CON 99/100 SOLES',
    ],
  ])('%i céntimos → %s', (centimos, words) => {
    expect(amountInWords(centimos)).toBe(words);
  });

  it('names the currency it is given', () => {
    expect(amountInWords(150, 'DOLARES AMERICANOS')).toBe('UNO CON 50/100 DOLARES AMERICANOS');
  });

  it.each([-1, 1.5, Number.NaN, 100_000_000_000])('refuses %s céntimos', (centimos) => {
    expect(() => amountInWords(centimos)).toThrow(RangeError);
  });
});
