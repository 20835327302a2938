#!/usr/bin/env node
// The web app's JavaScript as the server sends it to a browser (decisions 0023, 0029, 0042): the login page, and each area on demand.
// Reads apps/web/dist after `npm run build -w apps/web` (build.manifest is on in vite.config.ts) and follows the
// manifest's imports. Each file counts with the bytes the server sends: its build-time .br for a browser that accepts
// Brotli (every current one), else .gz, else the file itself (files under 1 KiB are not compressed; the server sends
// exactly these files: apps/api/src/http/web-app.ts, tested in web.test.ts). Both encodings are reported.
//
//   login page: the entry chunk and its static imports, plus the login route's lazy chunk and its static imports
//   an area:    total  = everything it may download: entry + shell + the area's module, following static AND lazy imports
//               beyondLogin = the part of that total the login page did not already download (what opening the area costs)
//
// Usage: node scripts/web-size.mjs [--json <file>] [--dist <dir>] [--check]   (default JSON: test-results/web-size.json)
//   --check: exits 1 when the login page is over its gzip budget or loads an area, or the students' entry is over its own
//            (npm test runs it after the build)
//   students:   student.html's entry and everything it imports, statically or lazily (its pages: catalogue to Mis cursos)
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argOf = (flag, fallback) => {
  const at = process.argv.indexOf(flag);
  return at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : fallback;
};
const dist = argOf('--dist', join(root, 'apps/web/dist'));
const jsonOut = argOf('--json', join(root, 'test-results/web-size.json'));
// at most 120 KiB of gzipped script for /login (issue 19, decision 0042; it was 140 KB as sent with Brotli, decision
// 0029): gzip, the encoding every client accepts, is the larger of the two, so Brotli's figure is under it too
const LOGIN_BUDGET_KIB = 120;
// at most 100 KiB of gzipped script before the students' catalogue and Mis cursos are usable (spec 04 §5, decision 0035)
const STUDENT_BUDGET_KIB = 100;

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error(`No hay manifest en ${dist}/.vite/manifest.json: ejecute antes "npm run build -w apps/web".`);
  process.exit(1);
}

/** A manifest key by source path (a lazy module) or, for a shared chunk with no src, by chunk name. */
function keyOf(ref) {
  if (ref === 'entry') return manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (manifest[ref]) return ref;
  const bySrc = Object.keys(manifest).find((k) => manifest[k].src === ref);
  if (bySrc) return bySrc;
  const name = ref.replace(/^.*\//, '').replace(/\.[tj]sx?$/, '');
  return Object.keys(manifest).find((k) => manifest[k].name === name && manifest[k].file.endsWith('.js'));
}

/**
 * The JS files reached from `starts` through static imports, and through lazy ones too when `lazy` is set
 * (except the lazy imports of `frame`: the entry's and the shell's lazy routes are the other pages and areas).
 */
function closure(starts, lazy, frame = new Set()) {
  const seen = new Set();
  const files = new Set();
  // a page named here that the build does not have is a stale list, not a page of no size
  const missing = starts.filter((key) => !manifest[key]);
  if (missing.length) throw new Error(`web-size: not in the build's manifest: ${missing.join(', ')}`);
  const stack = [...starts];
  while (stack.length) {
    const key = stack.pop();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    stack.push(...(chunk.imports ?? []));
    if (lazy && !frame.has(key)) stack.push(...(chunk.dynamicImports ?? []));
  }
  return files;
}

const sizeCache = new Map();
/** A file's bytes: raw, as sent with Brotli (.br beside it), as sent with gzip (.gz), each the raw size when absent. */
function sizesOf(file) {
  if (!sizeCache.has(file)) {
    const at = join(dist, file);
    const size = (path) => (existsSync(path) ? statSync(path).size : null);
    const raw = statSync(at).size;
    sizeCache.set(file, { raw, br: size(`${at}.br`) ?? raw, gzip: size(`${at}.gz`) ?? raw });
  }
  return sizeCache.get(file);
}
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
function measure(files) {
  const sum = { raw: 0, br: 0, gzip: 0 };
  for (const file of files) for (const [k, v] of Object.entries(sizesOf(file))) sum[k] += v;
  return { files: files.size, rawKiB: kib(sum.raw), sentKiB: kib(sum.br), brKiB: kib(sum.br), gzipKiB: kib(sum.gzip) };
}

const entry = keyOf('entry');
const shell = keyOf('src/app/shell/shell.tsx');
const loginRoute = keyOf('src/features/auth/routes/login.tsx');
if (!entry || !loginRoute) {
  console.error('El manifest no tiene la entrada o la ruta de /login.');
  process.exit(1);
}
const loginFiles = closure([entry, loginRoute], false);

// each area: the screens its routes download (all lazy, so the shell and each screen load when first opened; the route
// trees themselves, apps/web/src/app/routes, are a few lines of paths in the entry)
const F = 'src/features';
const students = ['inscribed-layout', 'enrolled-route', 'student-route', 'invited-route']
  .map((page) => `${F}/students/routes/${page}.tsx`)
  .concat(`${F}/orders/routes/vouchers-route.tsx`, `${F}/orders/routes/history-route.tsx`);
const AREAS = {
  superadmin: ['entities/components/entities-page', 'users/components/users-page', 'permissions/components/permissions-page']
    .map((page) => `${F}/${page}.tsx`)
    .concat('src/components/coming-soon.tsx'),
  admin: [
    'courses/routes/programmes-route',
    'courses/routes/weights-route',
    'courses/routes/certificates-route',
    'users/routes/staff-users-route',
    'users/routes/staff-chat-route',
    'campuses/routes/campuses-route',
    'materials/routes/repository-route',
    'entities/routes/my-entity-route',
    'users/routes/profile-route',
  ]
    .map((page) => `${F}/${page}.tsx`)
    .concat('src/app/routes/admin/credentials-route.tsx', 'src/app/routes/admin/modules-route.tsx'),
  coordinator: [
    'scheduleds/routes/scheduleds-route',
    'scheduleds/routes/scheduled-modules-route',
    'evaluations/routes/evaluations-route',
    'evaluations/routes/module-evaluations-route',
    'question-bank/routes/question-bank-route',
  ]
    .map((page) => `${F}/${page}.tsx`)
    .concat(students),
  accountant: students,
  students,
  'question-bank-editor': [
    `${F}/question-bank/routes/question-bank-route.tsx`,
    `${F}/question-bank/components/question-form/statement-editor.tsx`,
  ],
  user: ['src/app/routes/user/profile-page.tsx', 'src/app/routes/user/entities-page.tsx', 'src/components/coming-soon.tsx'],
};

const areas = {};
for (const [area, refs] of Object.entries(AREAS)) {
  const keys = refs.map(keyOf);
  if (keys.some((k) => !k)) {
    areas[area] = null;
    continue;
  }
  const total = closure([entry, shell, ...keys], true, new Set([entry, shell]));
  const beyond = new Set([...total].filter((f) => !loginFiles.has(f)));
  const eager = [...total].filter((f) => loginFiles.has(f)).length;
  areas[area] = { total: measure(total), beyondLogin: measure(beyond), sharedWithLogin: eager };
}

const login = measure(loginFiles);
// the students' entry (student.html) with everything it may load, lazy imports too: all its pages, catalogue to Mis cursos
const studentEntry = manifest['student.html'] ? 'student.html' : null;
const student = studentEntry ? measure(closure([studentEntry], true)) : null;
const studentWithin = !!student && student.gzipKiB <= STUDENT_BUDGET_KIB;
const largest = Object.entries(areas)
  .filter(([, v]) => v)
  .sort((a, b) => b[1].total.sentKiB - a[1].total.sentKiB)[0];
// neither the shell nor any area's own module may be in the login page's download: each area loads on demand
const eagerAreas = Object.entries({ shell: ['src/app/shell/shell.tsx'], ...AREAS })
  .filter(([, refs]) => refs.some((ref) => keyOf(ref) && loginFiles.has(manifest[keyOf(ref)].file)))
  .map(([area]) => area);

const result = {
  measuredAt: new Date().toISOString(),
  sent: 'bytes the server sends to a browser accepting br: the build-time .br, or the file when it has none',
  login: { ...login, budgetGzipKiB: LOGIN_BUDGET_KIB, withinBudget: login.gzipKiB <= LOGIN_BUDGET_KIB },
  student: student && { ...student, budgetGzipKiB: STUDENT_BUDGET_KIB, withinBudget: studentWithin },
  loginFiles: [...loginFiles].sort().map((file) => ({ file, ...sizesOf(file) })),
  areas,
  largestArea: largest ? { name: largest[0], sentKiB: largest[1].total.sentKiB } : null,
  eagerAreas,
};

const pad = (s, n) => String(s).padEnd(n);
const num = (n) => String(n).padStart(10);
console.log('JavaScript de la aplicación web, KiB tal como los envía el servidor (Brotli; gzip y sin comprimir al lado)');
console.log(`${pad('página', 24)}${num('brotli')}${num('gzip')}${num('sin comp.')}${num('ficheros')}`);
console.log(`${pad('login (/login)', 24)}${num(login.brKiB)}${num(login.gzipKiB)}${num(login.rawKiB)}${num(login.files)}`);
if (student)
  console.log(`${pad('estudiantes (/e, /aula)', 24)}${num(student.brKiB)}${num(student.gzipKiB)}${num(student.rawKiB)}${num(student.files)}`);
else console.log(`${pad('estudiantes (/e, /aula)', 24)}  no encontrada en el manifest`);
console.log(`\n${pad('área', 24)}${num('total')}${num('+ tras login')}  (ficheros)`);
for (const [area, v] of Object.entries(areas)) {
  if (!v) console.log(`${pad(area, 24)}  no encontrada en el manifest`);
  else console.log(`${pad(area, 24)}${num(v.total.sentKiB)}${num(v.beyondLogin.sentKiB)}    (${v.beyondLogin.files})`);
}
const within = login.gzipKiB <= LOGIN_BUDGET_KIB;
console.log(
  `\nlogin ${login.gzipKiB} KiB gzip ${within ? '<=' : '>'} ${LOGIN_BUDGET_KIB} KiB (Brotli ${login.brKiB} KiB); ` +
    `áreas cargadas con el login: ${eagerAreas.length ? eagerAreas.join(', ') : 'ninguna'}`,
);
console.log(`estudiantes ${student?.gzipKiB ?? '-'} KiB gzip ${studentWithin ? '<=' : '>'} ${STUDENT_BUDGET_KIB} KiB`);

mkdirSync(dirname(jsonOut), { recursive: true });
writeFileSync(jsonOut, `${JSON.stringify(result, null, 2)}\n`);
console.log(`resultado: ${jsonOut}`);

if (process.argv.includes('--check') && (!within || eagerAreas.length)) {
  console.error(`la página de login supera ${LOGIN_BUDGET_KIB} KiB gzip o carga un área: vea la decisión 0042`);
  process.exit(1);
}
if (process.argv.includes('--check') && !studentWithin) {
  console.error(`las páginas de estudiantes superan ${STUDENT_BUDGET_KIB} KiB gzip (o no están en el build): vea la decisión 0035`);
  process.exit(1);
}
