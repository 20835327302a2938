import { ALL_FNAMES } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { HANDLERS, handlerFor } from './registry.js';

describe('registry', () => {
  it('serves every fname of the contract with exactly one handler', () => {
    const missing = ALL_FNAMES.filter((d) => !handlerFor(d)).map((d) => `${d.service}.${d.name}`);
    expect(missing).toEqual([]);
    expect(HANDLERS.length).toBe(ALL_FNAMES.length);
  });
  it('declares each fname once per service and path', () => {
    const keys = ALL_FNAMES.map((d) => `${d.service}/${d.path ?? ''}/${d.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
