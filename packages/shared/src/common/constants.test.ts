import { describe, expect, it } from 'vitest';
import { COUNTRIES, formatSoles, regionsOf } from './constants.js';

describe('formatSoles', () => {
  it.each([
    ['120', 'S/ 120.00'],
    ['120.5', 'S/ 120.50'],
    ['0.30', 'S/ 0.30'],
    [45, 'S/ 45.00'],
  ])('%s → %s', (amount, shown) => expect(formatSoles(amount)).toBe(shown));
});

describe('countries', () => {
  it('lists the ten South American countries of 01 §3, each with its regions', () => {
    expect(COUNTRIES.map((c) => c.name)).toEqual([
      'Argentina', 'Bolivia', 'Brasil', 'Chile', 'Colombia', 'Ecuador', 'Paraguay', 'Perú', 'Uruguay', 'Venezuela',
    ]);
    expect(regionsOf('Perú')).toContain('Cusco');
    expect(regionsOf('Perú')).toHaveLength(25);
    expect(regionsOf('Atlantis')).toEqual([]);
  });
});
