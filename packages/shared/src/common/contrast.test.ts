import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLORS } from './constants.js';
import { blend, contrastRatio, isReadable, parseColor, readableShadeOn, readableTextOn, textOn } from './contrast.js';

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#197BFF', '#ffffff', 3.95],
    ['#CC337E', '#000000', 4.34],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });

  it('blends a colour laid over another', () => {
    expect(blend('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(blend('#CC337E', '#ffffff', 0)).toBe('#ffffff');
    expect(blend('#CC337E', '#ffffff', 1)).toBe('#cc337e');
  });

  it('reads #rgb and rgb()', () => {
    expect(parseColor('#fA0')).toEqual([255, 170, 0]);
    expect(parseColor('rgba(30, 107, 82, 0.5)')).toEqual([30, 107, 82]);
    expect(parseColor('red')).toBeNull();
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
  });
});

describe('text on an entity colour', () => {
  it('keeps the entity’s font colour where it is readable, else takes black or white', () => {
    expect(readableTextOn('#1E6B52', '#ffffff')).toBe('#ffffff');
    // the demo's Colegio Andino: black on #CC337E is 4.34:1, white is 4.84:1
    expect(readableTextOn(COLORS.entityDefault.bg_sidebar, COLORS.entityDefault.font_color)).toBe('#ffffff');
    expect(textOn('#2E8B57')).toBe('#000000');
    expect(isReadable('#000000', '#CC337E')).toBe(false);
  });

  it('black or white is readable on any colour', () => {
    fc.assert(fc.property(hexColor, (bg) => contrastRatio(textOn(bg), bg) >= 4.58));
  });

  it('a colour too light for a white page becomes the nearest readable shade of it', () => {
    expect(readableShadeOn('#0E3873', '#ffffff')).toBe('#0e3873');
    const shade = readableShadeOn(COLORS.fallback, '#ffffff');
    expect(shade).not.toBe(COLORS.fallback.toLowerCase());
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    fc.assert(fc.property(hexColor, hexColor, (c, bg) => isReadable(readableShadeOn(c, bg), bg)));
  });
});
