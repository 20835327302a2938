// One area, one name (decision 0056): a contract file names an area, and the area has an API folder and a web folder
// of that name; no service, feature, students' or journeys' folder names something that is not an area; the README's
// 'Where things are' lists every area with the wire services its fnames really use. An area's rules and texts sit
// beside its contract as contracts/<area>.<kind>.ts (a dotted name: auth.rules.ts, grades.messages.ts,
// question-bank.import/); what belongs to no single area is in common/, and the shared package's root holds only its
// barrel.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as registry from '@edu/shared';
import type { FnameDef } from '@edu/shared';

const root = resolve(import.meta.dirname, '../../../..');
const shared = join(root, 'packages/shared/src');
const contracts = join(shared, 'contracts');
const api = join(root, 'apps/api/src/services');
const features = join(root, 'apps/web/src/features');
const student = join(root, 'apps/web/src/student');
const e2e = join(root, 'apps/web/e2e');

/** contract files that are not areas: the registry, the builders every area uses, the public pages' list */
const NOT_AREAS = new Set(['index', 'define', 'fields', 'public-fnames']);
/** journeys' folders that are not areas: whole roles or the whole app, and the journeys' kits */
const E2E_NOT_AREAS = new Set(['app', 'support']);

/** what the shared package's root holds: the barrel and two folders (common/: what belongs to no single area) */
const SHARED_ROOT = ['common/', 'contracts/', 'index.ts'];

/** `auth.rules.test.ts` → `auth`: a dotted file or folder of contracts/ belongs to the area its first part names */
const areaOf = (name: string) => name.split('.')[0] as string;
const isDotted = (name: string) => name.replace(/\.ts$/, '').includes('.');
const areas = readdirSync(contracts)
  .filter((f) => f.endsWith('.ts') && !isDotted(f))
  .map((f) => f.slice(0, -'.ts'.length))
  .filter((name) => !NOT_AREAS.has(name))
  .sort();
const foldersOf = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const camel = (area: string) => area.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const fnamesOf = (area: string): FnameDef[] =>
  Object.values((registry as unknown as Record<string, Record<string, unknown>>)[camel(area)] ?? {}).filter(
    (v): v is FnameDef => typeof v === 'object' && v !== null && 'service' in v && 'access' in v && 'input' in v,
  );

describe('one area, one name', () => {
  it('finds the areas', () => {
    expect(areas.length).toBeGreaterThan(15);
  });

  it("each dotted file of contracts/ (an area's rules, texts, tests) names an area", () => {
    const dotted = readdirSync(contracts).filter(isDotted);
    expect(dotted.length).toBeGreaterThan(10);
    expect(dotted.filter((name) => !areas.includes(areaOf(name)))).toEqual([]);
  });

  it('the shared package keeps nothing at its root but the barrel, contracts/ and common/', () => {
    const entries = readdirSync(shared, { withFileTypes: true }).map((d) => (d.isDirectory() ? `${d.name}/` : d.name));
    expect(entries.sort()).toEqual(SHARED_ROOT);
  });

  it('each contract file is a namespace of the registry, named as the file, with its fnames', () => {
    expect(areas.filter((area) => fnamesOf(area).length === 0)).toEqual([]);
  });

  it('each area has an API folder of its name', () => {
    expect(areas.filter((area) => !existsSync(join(api, area)))).toEqual([]);
  });

  it('each area has a web folder of its name, for the staff or for the students', () => {
    expect(areas.filter((area) => !existsSync(join(features, area)) && !existsSync(join(student, area)))).toEqual([]);
  });

  it('every API, staff, students’ and journeys’ folder names an area', () => {
    const known = new Set(areas);
    const stray = [
      ...foldersOf(api).map((f) => `apps/api/src/services/${f}`),
      ...foldersOf(features).map((f) => `apps/web/src/features/${f}`),
      ...foldersOf(student).map((f) => `apps/web/src/student/${f}`),
      ...foldersOf(e2e)
        .filter((f) => !E2E_NOT_AREAS.has(f))
        .map((f) => `apps/web/e2e/${f}`),
    ].filter((path) => !known.has(path.split('/').at(-1) as string));
    expect(stray).toEqual([]);
  });

  it("the README's 'Where things are' lists every area once, with the wire services its fnames use", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.split('## Where things are')[1]?.split('\n## ')[0] ?? '';
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| area') && !line.startsWith('|---'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const listed = rows.map((cells) => cells[1]);
    expect([...listed].sort()).toEqual(areas);
    for (const cells of rows) {
      const area = cells[1] as string;
      // 'users (getPreUsers, preRegister: auth)' names users and auth
      const named = new Set(
        (cells[2] as string)
          .replace(/\(([^)]*)\)/g, (_, inner: string) => `, ${inner.split(':').at(-1)}`)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
      const used = new Set(fnamesOf(area).map((def) => def.service as string));
      expect({ area, services: [...named].sort() }).toEqual({ area, services: [...used].sort() });
      expect(cells[3], area).toBe(`\`${area}.ts\``);
      expect(cells[4], area).toContain(`\`services/${area}/\``);
    }
  });
});
