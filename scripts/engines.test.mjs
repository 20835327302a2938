// The project declares the Node it runs on (package.json "engines"); every installed package must accept that
// Node, so that `npm install` on the declared version prints no EBADENGINE warning (issue 30, item 15).
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { expect, test } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const declared = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).engines.node;
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8'));

test('every package in the lockfile accepts the lowest Node the project declares', () => {
  const lowest = semver.minVersion(declared).version;
  const refused = Object.entries(lock.packages)
    .filter(([path, p]) => path && p.engines?.node && !semver.satisfies(lowest, p.engines.node))
    .map(([path, p]) => `${path.replace(/^.*node_modules\//, '')}@${p.version} wants node ${p.engines.node}`);
  expect(refused).toEqual([]);
});
