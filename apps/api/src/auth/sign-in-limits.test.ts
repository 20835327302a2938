import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { delayMs } from './sign-in-limits.js';

describe('the wait before checking the password of an e-mail that keeps failing', () => {
  it('is none up to SIGNIN_DELAY_AFTER failures, then 0.25 s doubling with each failure, up to the cap', () => {
    const limits = loadConfig({ SIGNIN_DELAY_AFTER: '10', SIGNIN_DELAY_MAX_SECONDS: '30' });
    const waits = [0, 9, 10, 11, 12, 16, 17, 500].map((failures) => delayMs(failures, limits));
    expect(waits).toEqual([0, 0, 250, 500, 1000, 16_000, 30_000, 30_000]);
  });

  it('has the defaults of the README, and never waits with a cap of 0', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ SIGNIN_DELAY_AFTER: 10, SIGNIN_DELAY_MAX_SECONDS: 30 });
    expect(delayMs(1000, loadConfig({ SIGNIN_DELAY_MAX_SECONDS: '0' }))).toBe(0);
  });
});
