import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';

const api = 'http://localhost:3200';

const CONTRACT = /[\\/]packages[\\/]shared[\\/]src[\\/]contracts[\\/]([a-z-]+)\.ts$/;

// Libraries every page needs, in chunks of their own: they change less often than the app, so they stay cached.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  // one chunk per service's contracts: left to itself the bundler puts one inside an area's chunk, and every other
  // area that validates with it then downloads that area too
  {
    name: (id: string) => {
      const service = CONTRACT.exec(id)?.[1];
      return service ? `contracts-${service}` : null;
    },
    test: CONTRACT,
  },
];

// The shared package is a barrel over every contract, message and rule. Its modules only declare things, so a page
// takes just the modules it uses (the login page: auth contracts, not the other services' schemas); the barrel
// itself keeps its one side effect, zod's Spanish messages.
const sharedSideEffects = [
  { test: /[\\/]packages[\\/]shared[\\/]src[\\/]index\.ts$/, sideEffects: true },
  { test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false },
];

// react-router's package exports point at its development build (remix-run/react-router#12532, #14102): the
// production build is the same code without the development warnings.
const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: join(routerDir, 'dist/production/index.mjs') }] }
      : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
      treeshake: { moduleSideEffects: sharedSideEffects },
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/v5.0.1': api, '/files': api },
  },
}));
