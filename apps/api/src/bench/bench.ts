// npm run bench [-- --duration 10 --connections 50 --warmup 1 --soak --soak-seconds 180 --upload-mib 1024
// --exam-students 200 --skip-exam --skip-export --skip-vouchers --voucher-load 500 | --workers N | --vouchers-only |
// --matching-only | --receipts-only]:
// not a test. Starts the real server over the large dataset (DATA_DIR or
// DATABASE_URL, after npm run seed:large), loads it with autocannon and with an exam start, prints the table with the
// goals of docs/performance.md and writes bench-results/<date>-<engine>.json. See docs/performance.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { openDb } from '../db/client.js';
import { LIST_CASES } from './bench-cases.js';
import { readFixtures } from './bench-fixtures.js';
import { ACCEPT_COMPRESSED, wireBytes } from './compression.js';
import { type LoadOptions, type Measure, measure, rpcRequest } from './bench-load.js';
import { type ExamResult, goalsOf, type ListResult, printTable, readWebSize } from './bench-report.js';
import { BENCH_ENV, rpc, startServer } from './bench-server.js';
import { compareWorkers } from './bench-workers.js';
import {
  benchCachedDashboards,
  benchDashboards,
  type DashboardResult,
  dashboardGoals,
  ensureBenchSuperadmin,
  printDashboards,
} from './dashboards.js';
import { countExam } from './exam-count.js';
import { type ExamFixtures, readExamFixtures } from './exam-fixtures.js';
import { type ExamRun, examStart } from './exam-start.js';
import { type SoakResult, soak } from './soak.js';
import { studentPageGoals, studentPageLines, studentPages } from './student-pages.js';
import { type UploadMemory, uploadMemory } from './upload-memory.js';
import { benchMatching } from './matching.js';
import { benchReceipts } from './receipts.js';
import { benchVoucherReading, type VoucherBench } from './voucher-reading.js';
import { EXPORT_GROWTH_BUDGET_MB, EXPORT_SECONDS_GOAL, type ExportTiming, exportTimings } from './export-timing.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '1' },
      soak: { type: 'boolean', default: false },
      'soak-seconds': { type: 'string', default: '180' },
      'skip-lists': { type: 'boolean', default: false },
      'upload-mib': { type: 'string', default: '1024' },
      'skip-upload': { type: 'boolean', default: false },
      'skip-export': { type: 'boolean', default: false },
      'skip-exam': { type: 'boolean', default: false },
      'exam-students': { type: 'string', default: '200' },
      'skip-dashboards': { type: 'boolean', default: false },
      /** only the lists' page 1, with one worker and then with N, in one run (bench-workers.ts) */
      workers: { type: 'string' },
      'skip-vouchers': { type: 'boolean', default: false },
      /** how many small receipts the voucher section reads through tesseract (decision 0060) */
      'voucher-load': { type: 'string', default: '500' },
      /** only the voucher section: it needs no dataset and no server */
      'vouchers-only': { type: 'boolean', default: false },
      /** only the matching section (decision 0062): no dataset, no server */
      'matching-only': { type: 'boolean', default: false },
      /** only the receipts section (decision 0063): accept p99 with and without issuing; no dataset, no server */
      'receipts-only': { type: 'boolean', default: false },
    },
  });
  // the reading uses every core as the server would with OCR_CONCURRENCY set to them (its default is 1)
  const voucherLanes = Math.max(1, cpus().length);
  if (values['matching-only']) {
    benchMatching();
    return;
  }
  if (values['receipts-only']) {
    await benchReceipts();
    return;
  }
  if (values['vouchers-only']) {
    await benchVoucherReading(voucherLanes, Number(values['voucher-load']));
    return;
  }
  const load: LoadOptions = {
    duration: Number(values.duration),
    connections: Number(values.connections),
    warmup: Number(values.warmup),
  };
  const config = loadConfig();
  const fixtures = await readFixtures(config);
  console.log(
    `Datos: ${fixtures.entityName} ${JSON.stringify(fixtures.counts)} (${fixtures.engine}); ${load.connections} conexiones, ${load.duration} s por medida`,
  );
  if (values.workers) {
    const rows = await compareWorkers(fixtures, load, Number(values.workers));
    const date = new Date().toISOString();
    const out = join(ROOT, 'bench-results', `${date.slice(0, 19).replaceAll(':', '')}-${fixtures.engine}-workers.json`);
    mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
    writeFileSync(out, `${JSON.stringify({ date, engine: fixtures.engine, load, workers: Number(values.workers), rows }, null, 2)}\n`);
    console.log(`\nResultado: ${out}`);
    return;
  }
  const examFixtures: ExamFixtures | null = values['skip-exam']
    ? null
    : await readExamFixtures(config, fixtures, Number(values['exam-students']));
  const superadmin = values['skip-dashboards'] ? null : await ensureBenchSuperadmin(config, fixtures);
  const server = await startServer();
  let dashboards: DashboardResult[] = [];
  let examRun: ExamRun | null = null;
  let exports: ExportTiming[] = [];
  let students: Measure[] = [];
  let report: Omit<Parameters<typeof printTable>[0], 'goals' | 'exam'>;
  try {
    const tokens = {
      admin: (await rpc<{ token: string }>(server.base, 'auth', { fname: 'signin', ...fixtures.accounts.admin })).token,
      coordinador: (
        await rpc<{ token: string }>(server.base, 'auth', { fname: 'signin', ...fixtures.accounts.coordinador })
      ).token,
      counter: (await rpc<{ token: string }>(server.base, 'auth', { fname: 'signin', ...fixtures.accounts.counter }))
        .token,
    };
    const constant = await measure(server.base, 'GET /health/live', { method: 'GET', path: '/health/live' }, load);
    const lists: ListResult[] = [];
    for (const c of values['skip-lists'] ? [] : LIST_CASES) {
      const body = (extra: Record<string, unknown>) => ({ fname: c.fname, ...c.base(fixtures), ...extra });
      const first = await rpc<{ pagination: { totalPages: number } }>(
        server.base,
        c.service,
        body({ page: 1 }),
        tokens.admin,
      );
      const totalPages = first.pagination.totalPages;
      const run = (variant: string, extra: Record<string, unknown>, headers = {}) => {
        const request = rpcRequest(c.service, body(extra), tokens.admin);
        return measure(
          server.base,
          `${c.fname} ${variant}`,
          { ...request, headers: { ...request.headers, ...headers } },
          load,
        );
      };
      const page1 = await run('página 1', { page: 1 });
      const size = (accept: string) => wireBytes(server.base, c.service, body({ page: 1 }), tokens.admin, accept);
      lists.push({
        fname: c.fname,
        totalPages,
        page1,
        compressed: {
          bytes: { plain: await size('identity'), br: await size('br'), gzip: await size('gzip') },
          page1: await run('página 1 (br)', { page: 1 }, ACCEPT_COMPRESSED),
        },
        deepest: await run(`página ${totalPages}`, { page: totalPages }),
        search: await run('búsqueda', { page: 1, ...c.search }),
      });
    }
    if (superadmin) dashboards = await benchDashboards(server.base, fixtures, tokens.admin, superadmin, load);
    const signin: Measure = await measure(
      server.base,
      'signin',
      rpcRequest('auth', { fname: 'signin', ...fixtures.accounts.admin }),
      load,
    );
    let upload: UploadMemory | null = null;
    if (!values['skip-upload']) {
      console.log(`Subida de ${values['upload-mib']} MiB (memoria del servidor cada 50 ms)…`);
      upload = await uploadMemory(server, fixtures, tokens.admin, Number(values['upload-mib']));
    }
    if (!values['skip-export']) {
      console.log('Exportaciones (CSV y XLSX, memoria del servidor cada 50 ms)…');
      exports = await exportTimings(server, fixtures, tokens.admin);
      for (const e of exports) {
        const isMet = e.status === 200 && e.seconds < EXPORT_SECONDS_GOAL && e.growthMb < EXPORT_GROWTH_BUDGET_MB;
        console.log(
          `  ${e.label}: ${e.status}, ${e.rows || '—'} filas, ${e.megabytes} MB en ${e.seconds} s, memoria +${e.growthMb} MB ${isMet ? '✓' : '✗'}`,
        );
      }
    }
    if (examFixtures) {
      console.log(`Inicio de examen: ${examFixtures.students.length} estudiantes a la vez…`);
      examRun = await examStart(server, fixtures, examFixtures, tokens);
      console.log(`Páginas de los estudiantes: catálogo, Mis cursos y su curso…`);
      students = await studentPages(server.base, fixtures, examFixtures, examRun.studentTokens, load);
    }
    let soakResult: SoakResult | null = null;
    if (values.soak) {
      const seconds = Number(values['soak-seconds']);
      console.log(
        `Soak: ${seconds} s, ${load.connections} conexiones, lecturas y escrituras de admin, coordinador y counter…`,
      );
      soakResult = await soak(server, fixtures, tokens, seconds, load.connections);
    }
    const web = readWebSize(join(ROOT, 'test-results/web-size.json'));
    report = { engine: fixtures.engine, constant, lists, signin, web, soak: soakResult, upload };
  } finally {
    await server.stop();
  }
  if (superadmin && dashboards.length) dashboards = await benchCachedDashboards(dashboards, fixtures, superadmin, load);
  let exam: ExamResult | null = null;
  if (examRun && examFixtures) {
    // the count reads the database the server has let go of (PGlite has one owner)
    const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      const { figures, records } = examRun;
      exam = { figures, count: await countExam(db, examFixtures.questions, figures.evaluationId, records) };
    } finally {
      await db.close();
    }
  }
  const { constant, lists, signin, web, soak: soakResult, upload } = report;
  const goals = [
    ...goalsOf(fixtures.engine, constant, lists, web, soakResult, upload, exam),
    ...studentPageGoals(fixtures.engine, students),
    ...dashboardGoals(dashboards),
  ];
  printTable({ ...report, exam, goals });
  if (students.length) console.log(studentPageLines(students).join('\n'));
  if (dashboards.length) printDashboards(dashboards);
  const vouchers: VoucherBench | null = values['skip-vouchers']
    ? null
    : await benchVoucherReading(voucherLanes, Number(values['voucher-load']));
  const matching = benchMatching();
  const date = new Date().toISOString();
  const out = join(ROOT, 'bench-results', `${date.slice(0, 19).replaceAll(':', '')}-${fixtures.engine}.json`);
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  const machine = {
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
  const result = { date, engine: fixtures.engine, machine, load, serverEnv: BENCH_ENV, dataset: fixtures.counts };
  writeFileSync(
    out,
    `${JSON.stringify({ ...result, constant, lists, dashboards, signin, web, soak: soakResult, upload, exports, exam, students, vouchers, matching, goals }, null, 2)}\n`,
  );
  console.log(`\nResultado: ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
