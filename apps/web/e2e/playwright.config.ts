// E2E journeys in Debian's Chromium against the built app served by the real server on a fresh data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { scaled } from './support/scale';

// E2E_PORT lets two runs (two checkouts) share a machine
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://localhost:${PORT}`;
// the receipts' journey sends to a SUNAT of our own (decision 0063), on the port after the app's
const SUNAT_PORT = PORT + 1;
const SUNAT_URL = `http://127.0.0.1:${SUNAT_PORT}/ol-ti-itcpfegem-beta/billService`;
const repo = resolve(import.meta.dirname, '../../..');

// The config is read by the runner and again by each worker: the runner makes the folder, workers inherit it,
// and the runner removes it when it exits (after the server has been stopped).
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'edu-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: '.',
  // the journeys sit in one folder per area (docs/decisions/0056-one-name-per-area.md), the kits in support/
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // the server and each browser share the machine's cores: two workers only where there is room for them
  workers: availableParallelism() > 2 ? 2 : 1,
  retries: process.env.CI ? 1 : 0,
  // each limit times E2E_TIMEOUT_FACTOR (support/scale.ts; scripts/test.mjs raises it on a busy machine, decision 0059)
  timeout: scaled(30_000),
  expect: { timeout: scaled(7_000) },
  reporter: process.env.CI ? 'line' : 'list',
  // inside the checkout: two runs on one machine never share (or delete) each other's traces
  outputDir: join(repo, 'test-results/e2e'),
  use: {
    baseURL: BASE_URL,
    locale: 'es-PE',
    trace: 'retain-on-failure',
    actionTimeout: scaled(15_000),
    navigationTimeout: scaled(20_000),
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      command: 'npx tsx apps/api/src/services/receipts/sunat/fake-sunat-server.ts',
      cwd: repo,
      url: `${SUNAT_URL}?wsdl`,
      reuseExistingServer: false,
      timeout: scaled(60_000),
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_SUNAT_PORT: String(SUNAT_PORT) },
    },
    {
      command: 'npx tsx apps/api/src/server.ts',
      cwd: repo,
      url: `${BASE_URL}/health`,
      reuseExistingServer: false,
      timeout: scaled(90_000),
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_URL: BASE_URL,
        WEB_DIST: join(repo, 'apps/web/dist'),
        SEED_DEMO: 'always',
        RATE_LIMIT_PER_ADDRESS: '100000',
        RATE_LIMIT_PER_EMAIL: '1000',
        SIGNIN_DELAY_AFTER: '1000',
        LOG_LEVEL: 'warn',
        SUNAT_BETA_URL: SUNAT_URL,
      },
    },
  ],
});
