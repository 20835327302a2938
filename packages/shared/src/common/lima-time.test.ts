import { describe, expect, it } from 'vitest';
import { formatLimaDateTime, isoOfLimaInput, limaInputOf } from './lima-time.js';

describe('Lima date-times', () => {
  it('reads an instant as Lima wall-clock time, across midnight UTC', () => {
    expect(limaInputOf('2026-03-10T03:30:00.000Z')).toBe('2026-03-09T22:30');
    expect(limaInputOf('2026-03-09T05:00:00.000Z')).toBe('2026-03-09T00:00');
    expect(limaInputOf(null)).toBe('');
    expect(limaInputOf('mañana')).toBe('');
  });
  it('writes an input back as the same instant with its offset', () => {
    const iso = isoOfLimaInput('2026-03-09T22:30');
    expect(iso).toBe('2026-03-09T22:30:00-05:00');
    expect(new Date(iso).toISOString()).toBe('2026-03-10T03:30:00.000Z');
    expect(limaInputOf(iso)).toBe('2026-03-09T22:30');
  });
  it('shows day/month/year hour:minute', () => {
    expect(formatLimaDateTime('2026-12-31T23:59:00-05:00')).toBe('31/12/2026 23:59');
    expect(formatLimaDateTime(null)).toBe('');
  });
});
