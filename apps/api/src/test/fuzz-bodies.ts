// The fuzz test's generators: a valid sample body bent out of shape (wrong types, huge values, unicode, SQL and HTML,
// missing, extra and prototype keys, the other entity's ids). fuzz-raw.ts puts them on the wire.
import fc from 'fast-check';
import type { EntityIds } from './samples.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HUGE = 'x'.repeat(100_000);

/** JSON.parse keeps "__proto__" as an own key, so these reach the server as a hostile client would send them */
const PROTO = [
  JSON.parse('{"__proto__": {"polluted": "yes"}}'),
  { constructor: { prototype: { polluted: 'yes' } } },
  JSON.parse('{"__proto__": {"rol": "superadmin", "isAdmin": true}}'),
];

const deepArray = (depth: number): unknown => (depth ? [deepArray(depth - 1)] : 'fondo');
const deepObject = (depth: number): unknown => (depth ? { a: deepObject(depth - 1) } : 'fondo');

const strings = fc.constantFrom(
  '',
  ' ',
  HUGE,
  '😀🎓👩🏽‍🏫'.repeat(500),
  '\u202Eأهلا بالعالم\u202C',
  'שלום',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF\u200B',
  "'; DROP TABLE users;--",
  "' OR 1=1 --",
  '" OR ""="',
  "1'); DELETE FROM entities; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%27',
  'null',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '99999999999999999999999999',
  '0x1F',
  'true',
  '[]',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
);
/** strings of the right type and a sane length: they pass the contracts and reach the handlers and the database */
const hostileText = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  'x\uD800y',
  '\uDFFF',
  '😀🎓',
  '\u202Eabc',
  "'; DROP TABLE users;--",
  "' OR 1=1 --",
  '%_\\',
  '<script>alert(1)</script>',
  '\r\n\t',
  'Ñandú Álgebra',
);
const numbers = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1e308, -1e308, 5e-324, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e21),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nonUuids = fc.constantFrom(
  'abc',
  '1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-fffffffffffff',
  '{}',
);

/** any value of the wrong kind: scalars, strings, nested and hostile structures */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: strings },
  { weight: 3, arbitrary: numbers },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: nonUuids },
  { weight: 1, arbitrary: fc.uuid() },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      [],
      {},
      [[[]]],
      [null],
      deepArray(300),
      deepObject(300),
      { $ne: null },
      ...PROTO,
    ),
  },
  { weight: 1, arbitrary: fc.array(fc.oneof(strings, numbers), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.array(fc.constant('x'), { minLength: 10_000, maxLength: 10_000 }) },
);

type Path = (string | number)[];

function leafPaths(value: unknown, path: Path = [], depth = 0): Path[] {
  if (depth > 3 || value === null || typeof value !== 'object') return [path];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [path, ...entries.flatMap(([k, v]) => leafPaths(v, [...path, k], depth + 1))];
}

function setAt(body: Record<string, unknown>, path: Path, value: unknown, remove = false): Record<string, unknown> {
  const copy = structuredClone(body);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

function mapStrings(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)]));
  return value;
}

export type Mutation =
  | { kind: 'set'; pick: number; value: unknown }
  | { kind: 'drop'; pick: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'otherEntity' }
  | { kind: 'nonUuid'; pick: number; value: string }
  | { kind: 'text'; pick: number; value: string }
  | { kind: 'replaceAll'; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), value: anyValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      key: fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        'rol',
        'entity_id',
        'is_admin',
        'fname',
        'id',
        'zzz',
      ),
      value: anyValue,
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'otherEntity' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('nonUuid' as const), pick: fc.nat(), value: nonUuids }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replaceAll' as const), value: anyValue }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('text' as const), pick: fc.nat(), value: hostileText }) },
);

/** Applies mutations to a valid body; `swap` maps each of one entity's ids to the other entity's. */
export function mutate(sample: Record<string, unknown>, mutations: Mutation[], swap: Map<string, string>): unknown {
  let body: Record<string, unknown> = structuredClone(sample);
  for (const m of mutations) {
    const paths = leafPaths(body).filter((p) => p.length > 0);
    if (m.kind === 'replaceAll') return m.value;
    if (m.kind === 'extra') {
      // defineProperty: a plain assignment of "__proto__" would set the prototype instead of sending the key
      body = structuredClone(body);
      Object.defineProperty(body, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
    } else if (m.kind === 'otherEntity') {
      body = mapStrings(body, (s) => swap.get(s) ?? s) as Record<string, unknown>;
    } else if (m.kind === 'nonUuid' || m.kind === 'text') {
      const wantId = m.kind === 'nonUuid';
      const fit = paths.filter((p) => {
        let v: unknown = body;
        for (const k of p) v = (v as Record<string | number, unknown>)[k];
        return typeof v === 'string' && UUID.test(v) === wantId;
      });
      if (fit.length) body = setAt(body, fit[m.pick % fit.length], m.value);
    } else if (paths.length) {
      const path = paths[m.pick % paths.length];
      body = m.kind === 'drop' ? setAt(body, path, undefined, true) : setAt(body, path, m.value);
    }
  }
  return body;
}

/** one entity's ids to the other's, key by key (the same record kind on the other side) */
export function swapOf(from: EntityIds, to: EntityIds): Map<string, string> {
  const map = new Map<string, string>();
  for (const [k, v] of Object.entries(from)) {
    const other = (to as unknown as Record<string, string>)[k];
    if (typeof v === 'string' && other && other !== v) map.set(v, other);
  }
  return map;
}
