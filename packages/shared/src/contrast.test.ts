import { describe, expect, it } from 'vitest';
import { contrast, readableTextOn } from './contrast.js';

describe('readableTextOn', () => {
  it('keeps the preferred colour when it reads at 4.5:1', () => {
    expect(readableTextOn('#0E3873', '#FFFFFF')).toBe('#FFFFFF');
  });
  it('otherwise takes black or white, and what it gives always reads at 4.5:1', () => {
    expect(readableTextOn('#FFD600', '#FFFFFF')).toBe('#000000');
    expect(readableTextOn('#197BFF', 'nonsense')).toBe('#000000');
    for (let n = 0; n < 0xffffff; n += 0x0a3b17) {
      const background = `#${n.toString(16).padStart(6, '0')}`;
      expect(contrast(background, readableTextOn(background, '#777777'))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
