// The web app's folder rule (docs/decisions/0034-one-way-web.md), read from the imports themselves: app/ composes
// features, features never import one another, components/ and lib/ sit below both; and no file takes part in an
// import circle, here or in the shared package.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = resolve(import.meta.dirname, '..');
const shared = resolve(web, '../../../packages/shared/src');

/** Cross-feature imports allowed: none (each one found names the file and the line). */
const ALLOWED_CROSS_FEATURE: string[] = [];
/** Circles allowed: none. */
const ALLOWED_CIRCLES: string[][] = [];

function sources(dir: string, withTests = false): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path, withTests);
    const isTest = /\.(test|spec)\.tsx?$|test-arbitraries\.ts$/.test(name);
    return /\.tsx?$/.test(name) && (withTests || !isTest) ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'(\.[^']+)'|(?:^|\n)\s*import\s+'(\.[^']+)'/g;
const DYNAMIC = /import\(\s*'(\.[^']+)'\s*\)/g;

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return null;
}

/** Each file's relative imports: the static ones (type-only too: they tie files as much) and the lazy ones. */
function graphOf(root: string) {
  const edges = new Map<string, { static: string[]; lazy: string[] }>();
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    const found = (re: RegExp) =>
      [...text.matchAll(re)].map((m) => resolveImport(file, (m[1] ?? m[2]) as string)).filter((p) => p !== null);
    edges.set(file, { static: found(IMPORT), lazy: found(DYNAMIC) });
  }
  return edges;
}

/** Tarjan's strongly connected components of more than one file, as paths relative to `root`, sorted. */
function circlesOf(root: string): string[][] {
  const edges = graphOf(root);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.static ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      component.push(relative(root, w));
    } while (w !== v);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return circles.sort();
}

const layerOf = (path: string) => relative(web, path).split('/');

describe('the web folder rule', () => {
  const edges = graphOf(web);
  const imports = [...edges].flatMap(([from, e]) => [...e.static, ...e.lazy].map((to) => [from, to] as const));

  it('features do not import one another (app/routes composes them)', () => {
    const pairs = imports
      .map(([from, to]) => [layerOf(from), layerOf(to)])
      .filter(([a, b]) => a[0] === 'features' && b[0] === 'features' && a[1] !== b[1])
      .map(([a, b]) => `${a[1]} -> ${b[1]}`);
    const unexpected = pairs.filter((pair) => !ALLOWED_CROSS_FEATURE.includes(pair));
    expect(unexpected).toEqual([]);
    // an allowance that no longer occurs is struck off the list
    expect(ALLOWED_CROSS_FEATURE.filter((pair) => !pairs.includes(pair))).toEqual([]);
  });

  it('features, components and lib do not import app/; components and lib do not import features', () => {
    const upward = imports
      .map(([from, to]) => [layerOf(from), layerOf(to)])
      .filter(
        ([a, b]) =>
          (['features', 'components', 'lib', 'config'].includes(a[0] as string) && b[0] === 'app') ||
          (['components', 'lib', 'config'].includes(a[0] as string) && b[0] === 'features'),
      )
      .map(([a, b]) => `${a.join('/')} -> ${b.join('/')}`);
    expect(upward).toEqual([]);
  });
});

describe('the comments', () => {
  // a plan's step or an issue number says nothing to a reader: a decision record or a spec section does
  const MANAGEMENT = /features\/(campuses|credentials|scheduleds|courses|question-bank)\//;
  it("point to a decision or the spec, not to 'Step N' or 'issue N'", () => {
    const files = [...sources(web, true), ...sources(resolve(web, '../e2e'), true)].filter((f) => !MANAGEMENT.test(f));
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, at) =>
          /[Ss]tep [0-9]+|[Ii]ssue [0-9]+/.test(line) ? [`${relative(web, file)}:${at + 1}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});

describe('import circles', () => {
  it('none in the web app but the allowed ones', () => {
    expect(circlesOf(web)).toEqual(ALLOWED_CIRCLES);
  });

  it('none in the shared package', () => {
    expect(circlesOf(shared)).toEqual([]);
  });
});
