import { defineConfig } from 'vitest/config';

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
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
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
