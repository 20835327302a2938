import { defineConfig } from 'vitest/config';

/** the API's test files that replace a module with vi.mock: each in a module graph of its own */
const API_ISOLATED = ['apps/api/src/auth/hashing-off-transaction.test.ts'];

export default defineConfig({
  test: {
    projects: [
      // the repository itself: what npm install brings in
      { test: { name: "repo", include: ["scripts/**/*.test.mjs"] } },
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      // the web app's logic and structure, in Node (no DOM): hooks are tested through what they hand React Query
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      {
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      // The API's files share one module graph per worker (isolate: false): each file starts its own app on its own
      // database (test/harness.ts), so what a file could leak is module state, and none keeps any; importing the app
      // and compiling PGlite's WebAssembly once per worker rather than once per file halved the pass (16 files: 191 s
      // → 85 s). A file that replaces a module (vi.mock) runs in its own graph, in api-isolated.
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: API_ISOLATED,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: ['apps/api/src/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-isolated',
          include: API_ISOLATED,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: ['apps/api/src/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
