import { type Management, PERMISSION_TREE } from '@edu/shared';

/** One checkbox of the tree: a group (with children) or a permission key (without). */
export interface PermissionNode {
  key: string;
  path: readonly string[];
  children: readonly PermissionNode[];
}

type Branch = readonly string[] | { readonly [key: string]: Branch };

function build(branch: Branch, prefix: readonly string[]): PermissionNode[] {
  if (Array.isArray(branch)) return branch.map((key) => ({ key, path: [...prefix, key], children: [] }));
  return Object.entries(branch as Record<string, Branch>).map(([key, child]) => ({
    key,
    path: [...prefix, key],
    children: build(child, [...prefix, key]),
  }));
}

/** Every key of 01 §3, grouped as PERMISSION_TREE lays them out. */
export const PERMISSION_NODES: readonly PermissionNode[] = build(PERMISSION_TREE, []);

export function leavesOf(node: PermissionNode): PermissionNode[] {
  return node.children.length ? node.children.flatMap(leavesOf) : [node];
}

export function isOn(management: Management, path: readonly string[]): boolean {
  let value: unknown = management;
  for (const key of path) value = (value as Record<string, unknown>)[key];
  return value === true;
}

/** A copy of `management` with every permission under `node` set to `on`. */
export function withNode(management: Management, node: PermissionNode, on: boolean): Management {
  const next = structuredClone(management);
  for (const leaf of leavesOf(node)) {
    let parent = next as unknown as Record<string, unknown>;
    for (const key of leaf.path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
    parent[leaf.key] = on;
  }
  return next;
}
