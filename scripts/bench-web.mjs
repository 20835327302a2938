#!/usr/bin/env node
// Lighthouse on the built web app, served by the real server (a benchmark, not a test: npm test does not run it).
// Starts `npx tsx apps/api/src/server.ts` on a fresh data folder with the demo seed (as the e2e webServer does),
// drives Debian's Chromium (/usr/bin/chromium) through chrome-launcher + puppeteer-core, and runs Lighthouse 12:
//
//   /login                              mobile preset (Lighthouse's default: Moto G Power, simulated slow 4G)
//   admin, counter and superadmin pages desktop preset (lighthouse/core/config/desktop-config.js), signed in
//
// Signed in: each role signs in once through the real login form; the app keeps its session in localStorage
// ('session'). Every run is a cold cache all the same: Lighthouse's storage reset empties the HTTP cache (disk and
// memory), service workers and Cache Storage, but its default clearStorageTypes leave localStorage alone. Each run
// is checked: the page it ended on is the one asked for (not /login), and no http(s) request came from a cache.
//
// Usage: node scripts/bench-web.mjs [--runs N] [--json <file>] [--build]   (default: 2 runs, test-results/bench-web.json)
//   --build: runs `npm run build` first (otherwise only when apps/web/dist/index.html is missing)
//   BENCH_WEB_PORT: the server's port (default 4190)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argOf = (flag, fallback) => {
  const at = process.argv.indexOf(flag);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const runs = Number(argOf('--runs', 2));
const jsonOut = resolve(argOf('--json', join(root, 'test-results/bench-web.json')));
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4190);
const BASE_URL = `http://localhost:${PORT}`;
const PASSWORD = 'Demo1234';
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--explicitly-allowed-ports=${PORT}`, // 4190 is on Chromium's unsafe-port list (ERR_UNSAFE_PORT without it)
];

const PAGES = [
  { page: 'login', path: '/login', preset: 'mobile', email: null },
  { page: 'admin courses', path: '/dashboard/admin/courses', preset: 'desktop', email: 'admin@colegioandino.edu.pe' },
  {
    page: 'accountant inscribed',
    path: '/dashboard/accountant/students/inscribed',
    preset: 'desktop',
    email: 'counter@colegioandino.edu.pe',
  },
  {
    page: 'superadmin entities',
    path: '/superadmin/dashboard/entities',
    preset: 'desktop',
    email: 'superadmin@demo.pe',
  },
];

if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs espera un número entero positivo');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`No hay Chromium en ${CHROMIUM}: apt-get install -y chromium`);
  process.exit(1);
}

const distIndex = join(root, 'apps/web/dist/index.html');
if (process.argv.includes('--build') || !existsSync(distIndex)) {
  console.log(existsSync(distIndex) ? 'npm run build (--build)' : `Falta ${distIndex}: npm run build`);
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else {
  console.log('Se usa la compilación existente de apps/web/dist (--build para recompilar)');
}

// what is left to stop and remove, also on failure or Ctrl-C
let server;
let chrome;
let dataDir;
async function cleanUp() {
  try {
    chrome?.kill();
  } catch {}
  chrome = undefined;
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    const group = -server.pid; // npx → tsx → node: the whole process group
    const signal = (name) => {
      try {
        process.kill(group, name);
      } catch {} // already gone
    };
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  server = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
}

async function startServer() {
  dataDir = mkdtempSync(join(tmpdir(), 'edu-bench-web-'));
  server = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE_URL,
      WEB_DIST: join(root, 'apps/web/dist'),
      SEED_DEMO: 'always',
      RATE_LIMIT_PER_ADDRESS: '100000',
      RATE_LIMIT_PER_EMAIL: '1000',
      SIGNIN_DELAY_AFTER: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`el servidor terminó (código ${server.exitCode})`);
    if (await healthy()) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${BASE_URL}/health no respondió en 90 s`);
}

/** GET /health with node:http: fetch refuses 4190 (a 'bad port' of the Fetch standard, like Chromium without the flag). */
const healthy = () =>
  new Promise((done) => {
    get(`http://127.0.0.1:${PORT}/health`, (res) => {
      res.resume();
      done(res.statusCode === 200);
    }).on('error', () => done(false));
  });

/** Signs in through the login form (as a person would) and waits for the session the app stores. */
async function signIn(page, email) {
  await page.goto(`${BASE_URL}/login`, { waitUntil: 'load' });
  await page.evaluate(() => localStorage.clear()); // the previous role's session
  await page.goto(`${BASE_URL}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[type="email"]', email);
  await page.type('input[autocomplete="current-password"]', PASSWORD);
  await page.click('button[type="submit"]');
  await page.waitForFunction(
    (who) =>
      location.pathname !== '/login' && JSON.parse(localStorage.getItem('session') ?? 'null')?.user?.email === who,
    { timeout: 30_000 },
    email,
  );
}

/** One Lighthouse run: the figures, and what shows it was the page asked for with nothing from a cache. */
async function measure(target, page) {
  const config = target.preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(
    `${BASE_URL}${target.path}`,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    config,
    page,
  );
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests'].details.items.filter((i) => /^https?:/.test(i.url));
  const summary = lhr.audits['resource-summary'].details.items;
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    lcpS: round(audit('largest-contentful-paint') / 1000, 2),
    fcpS: round(audit('first-contentful-paint') / 1000, 2),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: round(audit('cumulative-layout-shift'), 3),
    totalBytes: summary.find((i) => i.resourceType === 'total').transferSize,
    scriptBytes: summary.find((i) => i.resourceType === 'script').transferSize,
    scriptBytesFromRequests: requests
      .filter((i) => i.resourceType === 'Script')
      .reduce((n, i) => n + (i.transferSize ?? 0), 0),
    // what the largest paint was, and where its time went (TTFB, load delay, load time, render delay)
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    lcpPhases: Object.fromEntries(
      (lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map((i) => [
        i.phase,
        Math.round(i.timing),
      ]),
    ),
    requests: requests.length,
    requestsFromCache: requests.filter((i) => !i.transferSize).map((i) => i.url),
    finalPath,
    signedInShown: finalPath === target.path,
    warnings: lhr.runWarnings,
    // other work on the machine shows in TBT and LCP (simulated throttling scales what it observes)
    benchmarkIndex: lhr.environment.benchmarkIndex,
    loadAverage: round(loadavg()[0], 2),
    lighthouse: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
  };
}

const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KiB`;
const line = (label, m) =>
  `  ${label.padEnd(8)} perf ${String(m.performance).padStart(3)}  LCP ${m.lcpS.toFixed(2)} s  FCP ${m.fcpS.toFixed(2)} s` +
  `  TBT ${String(m.tbtMs).padStart(4)} ms  CLS ${m.cls.toFixed(3)}  script ${kb(m.scriptBytes)}  total ${kb(m.totalBytes)}`;
const METRICS = ['performance', 'lcpS', 'fcpS', 'tbtMs', 'cls', 'totalBytes', 'scriptBytes'];

const results = [];
let failed = false;
try {
  const load = loadavg()[0];
  if (load > availableParallelism() / 2)
    console.warn(`Aviso: carga del sistema ${load.toFixed(2)} antes de empezar: otro trabajo altera TBT y LCP`);
  console.log(`Servidor en ${BASE_URL} (datos de demostración en una carpeta temporal)…`);
  await startServer();
  // handleSIGINT off: chrome-launcher would exit the process on Ctrl-C before cleanUp() stops the server
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const page = await browser.newPage();
  for (const target of PAGES) {
    if (target.email) await signIn(page, target.email);
    const runsOf = [];
    console.log(`\n${target.path} (${target.preset}${target.email ? `, ${target.email}` : ''})`);
    for (let run = 1; run <= runs; run++) {
      const m = await measure(target, page);
      runsOf.push(m);
      console.log(line(`run ${run}`, m));
      if (!m.signedInShown) {
        failed = true;
        console.error(`  ✗ terminó en ${m.finalPath}, no en ${target.path}`);
      }
      if (m.requestsFromCache.length) {
        failed = true;
        console.error(`  ✗ ${m.requestsFromCache.length} peticiones sin bytes transferidos (¿caché?)`);
      }
      for (const w of m.warnings) console.warn(`  aviso de Lighthouse: ${w}`);
    }
    const med = Object.fromEntries(METRICS.map((k) => [k, median(runsOf.map((m) => m[k]))]));
    console.log(line('mediana', med));
    results.push({ ...target, median: med, runs: runsOf });
  }
  await browser.disconnect();
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await cleanUp();
}

if (results.length) {
  const first = results[0].runs[0];
  const out = {
    measuredAt: new Date().toISOString(),
    lighthouse: first.lighthouse,
    userAgent: first.userAgent,
    chromeFlags: CHROME_FLAGS,
    runsPerPage: runs,
    pages: results,
  };
  mkdirSync(dirname(jsonOut), { recursive: true });
  writeFileSync(jsonOut, `${JSON.stringify(out, null, 2)}\n`);

  const date = out.measuredAt.slice(0, 10);
  console.log(`\nLighthouse ${out.lighthouse}, ${date}, median of ${runs} run(s), cold cache:\n`);
  console.log('| page | preset | performance | LCP | TBT | CLS | script transferred | total transferred |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const m = r.median;
    console.log(
      `| \`${r.path}\` | ${r.preset} | ${m.performance} | ${m.lcpS.toFixed(1)} s | ${Math.round(m.tbtMs)} ms | ` +
        `${m.cls.toFixed(3)} | ${kb(m.scriptBytes)} | ${kb(m.totalBytes)} |`,
    );
  }
  console.log(`\nresultado: ${jsonOut}`);
}
process.exit(failed ? 1 : 0);
