import { describe, expect, it } from 'vitest';
import { PERMISSION_LABELS } from './permissions.labels.js';
import { DEFAULT_MANAGEMENT, managementSchema, PERMISSION_TREE, withDefaults } from './permissions.tree.js';

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
  it('names every group and key in Spanish with a line on what it does, and nothing else', () => {
    const paths: string[] = [];
    const walk = (branch: unknown, prefix: string[]) => {
      if (Array.isArray(branch)) for (const k of branch) paths.push([...prefix, k].join('.'));
      else
        for (const [k, child] of Object.entries(branch as object)) {
          paths.push([...prefix, k].join('.'));
          walk(child, [...prefix, k]);
        }
    };
    walk(PERMISSION_TREE, []);
    expect(Object.keys(PERMISSION_LABELS).sort()).toEqual([...paths].sort());
    const leaves = paths.filter((p) => !paths.some((q) => q.startsWith(`${p}.`)));
    expect(leaves).toHaveLength(51);
    for (const path of paths) {
      const { label, description } = PERMISSION_LABELS[path] ?? { label: '', description: '' };
      expect(label, path).not.toBe(path.split('.').pop());
      expect(description.length, path).toBeGreaterThan(10);
    }
  });
});
