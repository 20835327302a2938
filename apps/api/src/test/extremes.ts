// The extremes test's generators: every date, number and string field of a contract's input, found by walking its zod
// schema (so a field the sample leaves out is reached too), and the values at and past the edges of each.
import type { z } from 'zod';

export type FieldKind = 'date' | 'datetime' | 'number' | 'string';
export type Path = (string | number)[];
export interface Field {
  path: Path;
  kind: FieldKind;
  /** the schema's own bounds, when it states them (`.min()`, `.max()`) */
  min?: number;
  max?: number;
}

type Def = {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; value?: number; maximum?: number; minimum?: number } } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function boundsOf(def: Def) {
  const out: { min?: number; max?: number } = {};
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'greater_than') out.min = c.value;
    if (c.check === 'less_than') out.max = c.value;
    if (c.check === 'min_length') out.min = c.minimum;
    if (c.check === 'max_length') out.max = c.maximum;
  }
  return out;
}

/** The input's fields of the kinds the test bends, each path once per kind. */
export function fieldsOf(schema: z.ZodType, path: Path = [], depth = 0): Field[] {
  if (depth > 12) return [];
  const def = defOf(schema);
  const next = (s: z.ZodType, p: Path = path) => fieldsOf(s, p, depth + 1);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, s]) => next(s, [...path, key]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? next(def.innerType) : [];
    case 'pipe': {
      // z.preprocess is a transform piped into the schema that checks; elsewhere the input side is what a caller sends
      const input = def.in ? defOf(def.in) : undefined;
      return input?.type === 'transform' ? (def.out ? next(def.out) : []) : def.in ? next(def.in) : [];
    }
    case 'union':
      return unique((def.options ?? []).flatMap((o) => next(o)));
    case 'array':
      return def.element ? next(def.element, [...path, 0]) : [];
    case 'string':
      if (def.format === 'date') return [{ path, kind: 'date' }];
      if (def.format === 'datetime') return [{ path, kind: 'datetime' }];
      return [{ path, kind: 'string', ...boundsOf(def) }];
    case 'number':
      return [{ path, kind: 'number', ...boundsOf(def) }];
    default:
      return [];
  }
}

function unique(fields: Field[]) {
  const seen = new Map<string, Field>();
  for (const f of fields) {
    const key = `${f.path.join('.')}:${f.kind}`;
    const had = seen.get(key);
    // a union of two strings (an id or '') keeps the larger stated length
    seen.set(key, had ? { ...had, max: Math.max(had.max ?? 0, f.max ?? 0) || undefined } : f);
  }
  return [...seen.values()];
}

/** years outside every bound (0001, 1899, 2101, 9999) and at the calendar's edges (1900, 2000, 2100) */
const YEARS = ['0001', '1899', '1900', '1999', '2000', '2100', '2101', '9999'];
const dates = YEARS.flatMap((y) => [`${y}-01-01`, `${y}-12-31`]);
const dateTimes = YEARS.flatMap((y) => [
  `${y}-01-01T00:00:00+14:00`,
  `${y}-12-31T23:59:59-12:00`,
  `${y}-06-15T12:00:00Z`,
]);
/** the length a string without a stated maximum is sent at: past every cap, within the JSON body limit */
const UNBOUNDED = 200_000;

export function extremesOf(field: Field): unknown[] {
  switch (field.kind) {
    case 'date':
      return [...dates, '0000-01-01', ''];
    case 'datetime':
      return [...dateTimes, '0000-01-01T00:00:00Z', ''];
    case 'number': {
      const edges = [field.min, field.max].filter((n): n is number => Number.isFinite(n));
      return [
        ...edges.flatMap((n) => [n - 1, n, n + 1]),
        0,
        -0,
        -1,
        0.5,
        Number.MAX_SAFE_INTEGER,
        -Number.MAX_SAFE_INTEGER,
        1e308,
        -1e308,
        5e-324,
        '1e308',
        '-0',
      ];
    }
    case 'string': {
      const max = field.max ?? UNBOUNDED;
      return [
        '',
        'x'.repeat(max),
        'x'.repeat(max + 1),
        // digits at full length: a number written as text (a price, a page, a DNI) at its widest
        '9'.repeat(Math.min(max, 400)),
        `-${'9'.repeat(Math.min(max, 400) - 1)}`,
      ];
    }
  }
}

/**
 * Whether `value` is past a bound the contract must enforce: a year before 1900 or after 2100 (no date of the product
 * is outside both the birth dates' and the calendar's bounds), a number past the schema's own min or max, a string
 * longer than its max. Such a value is refused with 400 naming the field, not merely not answered with a 5xx.
 */
export function outOfBounds(field: Field, value: unknown): boolean {
  if (field.kind === 'date' || field.kind === 'datetime') {
    const year = typeof value === 'string' && /^\d{4}-/.test(value) ? Number(value.slice(0, 4)) : undefined;
    return year !== undefined && (year < 1900 || year > 2100);
  }
  if (field.kind === 'number') {
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
    return (field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max);
  }
  return field.max !== undefined && typeof value === 'string' && value.length > field.max;
}

/** The years a date range is spread over in one body (from 1 January to 31 December), so that an order rule passes. */
export const RANGE_YEARS = YEARS;
export const rangeStart = (kind: 'date' | 'datetime', year: string) =>
  kind === 'date' ? `${year}-01-01` : `${year}-01-01T00:00:00+14:00`;
export const rangeEnd = (kind: 'date' | 'datetime', year: string) =>
  kind === 'date' ? `${year}-12-31` : `${year}-12-31T23:59:59-12:00`;

/** A copy of `body` with `value` at `path`, making the objects and arrays on the way. */
export function setAt(body: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let node = copy as Record<string | number, unknown>;
  path.slice(0, -1).forEach((key, i) => {
    const existing = node[key];
    // a list or object the sample sends as JSON text (a multipart field): parse it to reach inside
    const parsed = typeof existing === 'string' ? tryJson(existing) : existing;
    if (parsed === null || typeof parsed !== 'object') node[key] = typeof path[i + 1] === 'number' ? [] : {};
    else node[key] = parsed;
    node = node[key] as Record<string | number, unknown>;
  });
  node[path[path.length - 1]] = value;
  return copy;
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
