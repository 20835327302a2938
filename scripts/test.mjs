// npm test: every test of the project, in order, and one closing line with the counts.
//  1. unit and API tests on in-memory PGlite, and
//  2. the API tests again on PostgreSQL (TEST_DATABASE_URL, or the local server on 127.0.0.1:5432), a fresh database per
//     run, both at once: each pass runs one test file at a time and keeps about one core busy (measured: 55 % of a
//     2-core machine), so side by side they take the time of the longer one; each one's output is printed whole when
//     it ends;
//  3. the Playwright journeys in Debian's Chromium against the built app on a real server;
//  4. the login page's and the students' entry's JavaScript budgets, measured on that build (scripts/web-size.mjs --check).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import net from 'node:net';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSuites = 0;
// the failed tests' names, printed again at the very end: a CI log is often read from its tail only
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${label}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (res.status !== 0) failedSuites++;
  return res.status === 0;
}

/** Like run, but in the background: the output goes to a file, printed whole (with the closing line) once awaited. */
function start(label, command, args, env = {}) {
  const started = Date.now();
  const logFile = join(out, `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  console.log(`\n▷ ${label}: started, its output follows when it ends (${logFile.slice(root.length)})`);
  const done = new Promise((resolve) => child.on('close', (code) => log.end(() => resolve(code))));
  return async () => {
    const code = await done;
    console.log(`\n▶ ${label}`);
    process.stdout.write(readFileSync(logFile));
    console.log(`◀ ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (code !== 0) failedSuites++;
    return code === 0;
  };
}

function countVitest(file, label) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    for (const f of r.testResults ?? []) {
      const file = f.name.startsWith(root) ? f.name.slice(root.length) : f.name;
      const failed = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failed) failures.push(`${label}: ${file} › ${a.fullName}\n    ${firstLine(a.failureMessages?.[0])}`);
      if (!failed.length && f.status === 'failed') failures.push(`${label}: ${file}\n    ${firstLine(f.message)}`);
    }
  } catch {
    totals.failed++;
    failures.push(`${label}: no report was written (${file})`);
  }
}

function firstLine(text) {
  return String(text ?? '').split('\n').find((l) => l.trim()) ?? '';
}

function countPlaywright(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += r.stats.expected + r.stats.flaky;
    totals.failed += r.stats.unexpected;
    totals.skipped += r.stats.skipped;
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected') continue;
          const last = t.results?.at(-1);
          failures.push(`journeys: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n    ${firstLine(last?.error?.message)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
    };
    for (const s of r.suites ?? []) walk(s, []);
  } catch {
    totals.failed++;
    failures.push(`journeys: no report was written (${file})`);
  }
}

const reachable = (host, port) =>
  new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 1500 }, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.on('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });

const vitest = join(root, 'node_modules/.bin/vitest');
const pgliteJson = join(out, 'vitest-pglite.json');
// The PGlite pass runs with TEST_DATABASE_URL empty, whatever the environment says: .ci/run exports it for the
// PostgreSQL pass, and until this line the 'PGlite' pass inherited it and ran on PostgreSQL too (every test reads an
// empty value as unset).
const pglitePass = start('unit and API tests on PGlite', vitest, ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${pgliteJson}`], {
  TEST_DATABASE_URL: '',
});

const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const pg = new URL(pgUrl);
const pgJson = join(out, 'vitest-postgres.json');
const pgPass = (await reachable(pg.hostname, Number(pg.port || 5432)))
  ? start(`API tests on PostgreSQL (${pg.host})`, vitest, ['run', '--project', 'api', '--project', 'api-isolated', '--reporter=default', '--reporter=json', `--outputFile.json=${pgJson}`], {
      TEST_DATABASE_URL: pgUrl,
    })
  : null;

await pglitePass();
countVitest(pgliteJson, 'PGlite');
if (pgPass) {
  await pgPass();
  countVitest(pgJson, 'PostgreSQL');
} else {
  console.log(`\nPostgreSQL not reachable at ${pg.host}: the API tests ran on PGlite only.`);
}

/**
 * decision 0059: the journeys' timeouts times E2E_TIMEOUT_FACTOR. Unset, it follows the machine's load as the journeys
 * start: the run itself (its server, Chromium, the runner, the tests just before) keeps about two tasks per core busy,
 * and each two more per core raise it by one, up to 3. A passing journey takes as long whatever the factor; only a
 * failing step waits longer before it is reported.
 */
function journeysTimeoutFactor() {
  const cores = availableParallelism();
  const [load] = loadavg();
  const given = process.env.E2E_TIMEOUT_FACTOR;
  if (given) {
    console.log(`\nLoad average ${load.toFixed(1)} on ${cores} cores; E2E_TIMEOUT_FACTOR=${given} as given.`);
    return given;
  }
  const factor = Math.min(3, Math.max(1, Math.round((load / cores / 2) * 10) / 10));
  console.log(`\nLoad average ${load.toFixed(1)} on ${cores} cores: the journeys' timeouts times ${factor} (E2E_TIMEOUT_FACTOR).`);
  return String(factor);
}

const e2eJson = join(out, 'playwright.json');
run('browser journeys (Playwright, Chromium)', 'npm', ['run', 'test:e2e', '--', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  PLAYWRIGHT_JSON_OUTPUT_FILE: e2eJson,
  E2E_TIMEOUT_FACTOR: journeysTimeoutFactor(),
});
countPlaywright(e2eJson);

// decision 0023: the login page's JavaScript under its budget and no area loaded with it (a size, read from the build the
// journeys just made; deterministic, not a timing)
const budget = run('web app JavaScript budget (login <= 120 KiB gzip; areas on demand; students <= 100 KiB gzip)', 'node', ['scripts/web-size.mjs', '--check']);
totals[budget ? 'passed' : 'failed']++;

if (!budget) failures.push('web app JavaScript budget: over (see its table above)');
if (failures.length) {
  console.log(`\nFailed (${failures.length}):`);
  for (const f of failures) console.log(`  ✗ ${stripVTControlCharacters(f)}`);
}
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites || totals.failed ? 1 : 0);
