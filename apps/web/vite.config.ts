import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { routePage } from './route-page';

const api = 'http://localhost:3200';
const here = dirname(fileURLToPath(import.meta.url));

// an area's contract, contracts/<area>.ts (decision 0056); the area's rules and texts beside it,
// contracts/<area>.<kind>.ts, have a dot in their names and do not match
const CONTRACT = /[\\/]packages[\\/]shared[\\/]src[\\/]contracts[\\/]([a-z-]+)\.ts$/;

// Libraries every page needs, in chunks of their own: they change less often than the app, so they stay cached.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  // shared by the login page (react-toastify) and MUI: its own tiny chunk, or the login page would download MUI's
  { name: 'clsx', test: /node_modules[\\/]clsx[\\/]/, priority: 20 },
  { name: 'mui', test: /node_modules[\\/](@mui[\\/](material|system|styled-engine)|@emotion)[\\/]/ },
  // what the public pages take from the shared package (texts, limits, their form rules and fname names), with no
  // schema: claimed before the contracts' chunks, which would otherwise take these modules in with their own and
  // make the login page download zod (docs/decisions/0023-public-pages-without-mui.md)
  {
    name: 'shared-base',
    test: /[\\/]packages[\\/]shared[\\/]src[\\/](common[\\/](constants|messages|student-messages)|contracts[\\/](auth\.rules|public-fnames))\.ts$/,
    priority: 10,
  },
  // the students' entry's own rules (registration form, contrast of the entity's colours, Lima's calendar day): not the
  // login page's download. common/lima-day is named here since the contracts' birth-date bound uses it too (decision
  // 0049): left to itself the bundler put it in a contracts chunk, and the students' entry downloaded zod (+27 KiB). The
  // staff's module scheduling (contracts/scheduleds.rules) was here with it until Lima's day became a module of its own:
  // the students' entry and the login page downloaded it for nothing (0.4 KiB gzip). contracts/receipts.buyer and
  // receipts.buyer-rules are named for the reason lima-day is: the checkout checks a factura with them (decision 0063);
  // the receipts' other rules, which the staff's texts (payment-texts) take in, do not import them. Dotted names, so
  // CONTRACT below does not take them for an area's contract.
  {
    name: 'student-base',
    test: /[\\/]packages[\\/]shared[\\/]src[\\/](common[\\/](student-rules|contrast|lima-day)|contracts[\\/]receipts\.buyer(-rules)?)\.ts$/,
    priority: 10,
  },
  // the campuses' countries and regions (decision 0051): constants.ts re-exports them, and shared-base took them in
  // (a group takes its modules' dependencies), so the login page and the students' entry downloaded 1.5 KiB gzip of
  // them for nothing; a higher priority claims them first
  { name: 'countries', test: /[\\/]packages[\\/]shared[\\/]src[\\/]common[\\/]countries\.ts$/, priority: 30 },
  // the role groups (decision 0057): the sign-in picks the area by them; left to itself the bundler put them in a
  // contracts chunk, and the login page downloaded zod (+28 KiB); not in shared-base, which the students' entry downloads
  { name: 'role-groups', test: /[\\/]packages[\\/]shared[\\/]src[\\/]common[\\/]role-groups\.ts$/, priority: 30 },
  // the staff's texts of payment accounts, the order detail, the bank statements and the matching of payments
  // (decisions 0050, 0060, 0061, 0062): their functions and tables would otherwise sit in shared-base, which the login
  // page and the students' entry download (the match states' labels went there: +0.5 KiB gzip to each)
  {
    name: 'payment-texts',
    test: /[\\/]packages[\\/]shared[\\/]src[\\/]contracts[\\/]((payment-accounts|statements|reconciliation|orders|receipts)\.messages|receipts\.print)\.ts$/,
    priority: 15,
  },
  // the staff's texts of the audit trail, the teachers' screens and the exports (decisions 0041, 0038, 0040): messages.ts
  // re-exports them, so shared-base took them in, and the login page and the students' entry downloaded their label
  // tables and functions for nothing (decision 0058)
  {
    name: 'staff-texts',
    test: /[\\/]packages[\\/]shared[\\/]src[\\/](common[\\/](teacher|export)-messages|contracts[\\/](audit|students)\.messages)\.ts$/,
    priority: 15,
  },
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
// takes just the modules it uses (the login page: messages, its form rules and fname names, no schema); the one side
// effect, zod's Spanish messages, comes with the modules that build schemas.
const sharedSideEffects = [
  { test: /[\\/]packages[\\/]shared[\\/]src[\\/]common[\\/]zod-spanish\.ts$/, sideEffects: true },
  { test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false },
];

// react-router's package exports point at its development build (remix-run/react-router#12532, #14102): the
// production build is the same code without the development warnings.
const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

// Every text file over 1 KiB is written once more as .br (quality 11) and .gz (level 9) beside itself: the server
// sends the one the browser accepts and never compresses a file per request (decision 0029).
const precompress = compression({
  include: /\.(html|js|mjs|css|svg|json|map|txt|webmanifest)$/,
  threshold: 1024,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  logLevel: 'silent',
});

// react-toastify's main entry injects its stylesheet as an inline <style>, which the page's Content-Security-Policy
// refuses (docs/decisions/0030-security-headers.md); its unstyled entry is the same code without that, and app.tsx
// adds the stylesheet as a file. Every import must take the same entry, or toast() and the container would be two
// stores: hence an alias rather than an edit of each import.
const toastifyDir = dirname(createRequire(import.meta.url).resolve('react-toastify/package.json'));
const toastifyUnstyled = { find: /^react-toastify$/, replacement: join(toastifyDir, 'dist/unstyled.mjs') };

// In development too, /e/* and /aula/* are the students' entry (the server does the same for the build: web-app.ts).
const studentPagesInDev: Plugin = {
  name: 'student-pages-in-dev',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/(e|aula)\//.test(req.url) && req.headers.accept?.includes('text/html')) req.url = '/student.html';
      next();
    });
  },
};

export default defineConfig(({ command }) => ({
  plugins: [react(), studentPagesInDev, routePage(/[\\/]features[\\/]auth[\\/]routes[\\/]login\.tsx$/, 'login.html'), precompress],
  resolve: {
    alias: [
      toastifyUnstyled,
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: join(routerDir, 'dist/production/index.mjs') }]
        : []),
    ],
  },
  build: {
    // every browser the students' phones run supports <link rel="modulepreload"> (Safari since 17) or loads the same
    // modules by their imports anyway: Vite's polyfill for it was 0.4 KiB gzip of each entry's budget (decision 0051)
    modulePreload: { polyfill: false },
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // the staff app, and the students' pages as an entry of their own (decision 0035: their JavaScript budget)
      input: { index: resolve(here, 'index.html'), student: resolve(here, 'student.html') },
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
