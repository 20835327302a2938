// Every call that changes data writes an audit row (decision 0041): the trail names each in Spanish, so a new one
// cannot arrive without its name.
import { describe, expect, it } from 'vitest';
import { ALL_FNAMES } from './index.js';
import { AUDIT_FNAME_LABELS, AUDIT_SERVICE_LABELS } from './audit.messages.js';

describe('the audit trail names', () => {
  it('names every fname that changes data, and every service', () => {
    const unnamed = ALL_FNAMES.filter((d) => d.mutates && !AUDIT_FNAME_LABELS[d.name]).map((d) => `${d.service}.${d.name}`);
    expect(unnamed).toEqual([]);
    for (const d of ALL_FNAMES) expect(AUDIT_SERVICE_LABELS[d.service]).toBeTruthy();
  });
});
