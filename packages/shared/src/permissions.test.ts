import { describe, expect, it } from 'vitest';
import { DEFAULT_MANAGEMENT, managementSchema, PERMISSION_TREE, withDefaults } from './permissions.js';

describe('permissions', () => {
  it('default set covers every key of the tree and passes its own schema', () => {
    expect(managementSchema.parse(DEFAULT_MANAGEMENT)).toEqual(DEFAULT_MANAGEMENT);
    expect(Object.keys(DEFAULT_MANAGEMENT.services)).toEqual([...PERMISSION_TREE.services]);
    expect(Object.keys(DEFAULT_MANAGEMENT.externalServices.meet)).toHaveLength(10);
  });
  it('lays stored values over the defaults and ignores junk', () => {
    const merged = withDefaults({ services: { payment: false, bogus: true }, methods: 'x' });
    expect(merged.services.payment).toBe(false);
    expect(merged.services.courses).toBe(true);
    expect(merged.methods).toEqual(DEFAULT_MANAGEMENT.methods);
    expect('bogus' in merged.services).toBe(false);
    expect(withDefaults(null)).toEqual(DEFAULT_MANAGEMENT);
  });
});
