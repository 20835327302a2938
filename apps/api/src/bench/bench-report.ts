// The bench's table: every figure beside its baseline's ratio, and the goals of docs/performance.md with ✓/✗.
import { existsSync, readFileSync } from 'node:fs';
import type { Measure } from './bench-load.js';
import { type CompressedPage, compressionLine } from './compression.js';
import type { ExamCount } from './exam-count.js';
import { EXAM_CALLS, type ExamFigures } from './exam-start.js';
import type { SoakResult } from './soak.js';
import { UPLOAD_GROWTH_BUDGET_MB, type UploadMemory } from './upload-memory.js';

export interface ListResult {
  fname: string;
  totalPages: number;
  page1: Measure;
  /** page 1 again with `Accept-Encoding: br, gzip` (decision 0029) */
  compressed?: CompressedPage;
  deepest: Measure;
  search: Measure;
}

/** the login page's KiB gzipped, and the budget scripts/web-size.mjs checks them against (decision 0042) */
export interface WebSize {
  loginKiB: number;
  budgetKiB: number;
  largestArea: { name: string; sentKiB: number } | null;
}

/** the exam start (exam-start.ts) and the count of what the database kept (exam-count.ts) */
export interface ExamResult {
  figures: ExamFigures;
  count: ExamCount;
}

/** the exam must be over within a minute: 200 students start, answer and submit */
export const EXAM_SECONDS_GOAL = 60;

export function examGoals(exam: ExamResult): Goal[] {
  const { figures: f, count: c } = exam;
  const save = f.calls.saveAnswer;
  return [
    {
      goal: `inicio de examen: ${f.students} estudiantes inician, responden y entregan en < ${EXAM_SECONDS_GOAL} s`,
      ok: f.calls.submitAttempt.count > 0 && f.seconds < EXAM_SECONDS_GOAL,
      measured: `${f.seconds} s (saveAnswer p50 ${save.p50} ms, p99 ${save.p99} ms)`,
    },
    { goal: 'inicio de examen: todas las llamadas 2xx', ok: f.errors === 0, measured: `${f.errors} errores` },
    {
      goal: 'inicio de examen: un intento por estudiante, entregado',
      ok: c.badAttempts === 0,
      measured: `${c.students - c.badAttempts} de ${c.students}`,
    },
    {
      goal: 'inicio de examen: 0 respuestas perdidas',
      ok: c.sent > 0 && c.lost === 0,
      measured: `${c.lost} de ${c.sent}`,
    },
    {
      goal: 'inicio de examen: 0 respuestas duplicadas o con otro valor',
      ok: c.doubled === 0 && c.wrongValue === 0,
      measured: `${c.doubled} duplicadas, ${c.wrongValue} con otro valor`,
    },
    {
      goal: 'inicio de examen: nota de cada intento = suma de sus respuestas',
      ok: c.wrongGrade === 0,
      measured: `${c.wrongGrade} distintas`,
    },
  ];
}

export interface Goal {
  goal: string;
  ok: boolean;
  measured: string;
}

/** test-results/web-size.json of scripts/web-size.mjs, when it was run after a build */
export function readWebSize(file: string): WebSize | null {
  if (!existsSync(file)) return null;
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof json.login?.gzipKiB !== 'number') return null;
    return { loginKiB: json.login.gzipKiB, budgetKiB: json.login.budgetGzipKiB, largestArea: json.largestArea ?? null };
  } catch {
    return null;
  }
}

/** Whether the load got answers at all: 0 req/s or nothing answered (every request timed out) is a failed figure. */
export function answered(m: Measure): boolean {
  const answers = Object.values(m.statusCodes ?? {}).reduce((a, b) => a + b, 0);
  return m.reqPerSec > 0 && answers > 0;
}

const latencyOf = (m: Measure) => (answered(m) ? `${m.p99} ms` : 'sin respuestas');

export function goalsOf(
  engine: string,
  constant: Measure,
  lists: ListResult[],
  web: WebSize | null,
  soak: SoakResult | null,
  upload: UploadMemory | null = null,
  exam: ExamResult | null = null,
): Goal[] {
  const isPg = engine === 'postgres';
  const share = isPg ? 0.1 : 0.05;
  const goals: Goal[] = [];
  for (const l of lists) {
    for (const m of [l.page1, l.deepest, l.search]) {
      // a figure with no answers (0 req/s, only timeouts) measured nothing: its latencies are 0 and pass no goal
      if (isPg) goals.push({ goal: `${m.label}: p99 < 50 ms`, ok: answered(m) && m.p99 < 50, measured: latencyOf(m) });
      goals.push({
        goal: `${m.label}: ≥ ${share * 100} % del throughput de la ruta constante`,
        ok: answered(m) && answered(constant) && m.reqPerSec >= share * constant.reqPerSec,
        measured: `${((m.reqPerSec / constant.reqPerSec) * 100).toFixed(1)} %`,
      });
      if (m.errors) goals.push({ goal: `${m.label}: sin errores`, ok: false, measured: `${m.errors} errores` });
    }
    goals.push({
      goal: `${l.fname}: página más profunda (${l.totalPages}) ≤ 2× p99 de la página 1`,
      ok: answered(l.page1) && answered(l.deepest) && l.deepest.p99 <= 2 * Math.max(l.page1.p99, 1),
      measured:
        answered(l.page1) && answered(l.deepest)
          ? `${(l.deepest.p99 / Math.max(l.page1.p99, 1)).toFixed(2)}×`
          : 'sin respuestas',
    });
  }
  if (web)
    goals.push({
      goal: `JS de la página de login <= ${web.budgetKiB} KiB gzip`,
      ok: web.loginKiB <= web.budgetKiB,
      measured: `${web.loginKiB} KiB`,
    });
  if (upload) {
    goals.push({
      goal: `subida de ${upload.sizeMiB} MiB: 200 y memoria del servidor < ${UPLOAD_GROWTH_BUDGET_MB} MB de crecimiento`,
      ok: upload.status === 200 && upload.growthMb < UPLOAD_GROWTH_BUDGET_MB,
      measured: `${upload.status ?? 'sin respuesta'}, +${upload.growthMb} MB`,
    });
  }
  if (exam) goals.push(...examGoals(exam));
  if (soak) {
    goals.push({ goal: 'soak: 0 errores', ok: soak.errors === 0, measured: String(soak.errors) });
    goals.push({
      goal: 'soak: memoria < 10 % de crecimiento tras el calentamiento',
      ok: soak.growthPercent < 10,
      measured: `${soak.growthPercent} %`,
    });
  }
  return goals;
}

const n = (v: number) => v.toFixed(0).padStart(7);
const ms = (v: number) => String(v).padStart(6);

export function printTable(opts: {
  engine: string;
  constant: Measure;
  lists: ListResult[];
  signin: Measure | null;
  web: WebSize | null;
  soak: SoakResult | null;
  upload: UploadMemory | null;
  exam?: ExamResult | null;
  goals: Goal[];
}) {
  const { constant } = opts;
  const lines: string[] = [];
  const ratio = (m: Measure) => `${((m.reqPerSec / constant.reqPerSec) * 100).toFixed(1).padStart(6)} %`;
  lines.push(`\nMotor: ${opts.engine}`);
  lines.push(
    `${'llamada'.padEnd(44)} ${'req/s'.padStart(7)} ${'÷ const'.padStart(8)} ${'p50 ms'.padStart(6)} ${'p99 ms'.padStart(6)} ${'p99 ÷ pág.1'.padStart(11)}`,
  );
  lines.push(
    `${'GET /health/live (constante, base)'.padEnd(44)} ${n(constant.reqPerSec)} ${'100.0 %'.padStart(8)} ${ms(constant.p50)} ${ms(constant.p99)}`,
  );
  for (const l of opts.lists) {
    for (const m of [l.page1, l.deepest, l.search]) {
      const vsPage1 = m === l.page1 ? '' : `${(m.p99 / Math.max(l.page1.p99, 1)).toFixed(2)}×`;
      lines.push(
        `${m.label.padEnd(44)} ${n(m.reqPerSec)} ${ratio(m).padStart(8)} ${ms(m.p50)} ${ms(m.p99)} ${vsPage1.padStart(11)}${m.errors ? `  ${m.errors} errores` : ''}`,
      );
      if (m === l.page1 && l.compressed) lines.push(compressionLine(l.page1, l.compressed));
    }
  }
  if (opts.signin) {
    const m = opts.signin;
    lines.push(
      `${'signin (Argon2id)'.padEnd(44)} ${n(m.reqPerSec)} ${ratio(m).padStart(8)} ${ms(m.p50)} ${ms(m.p99)}${m.errors ? `  ${m.errors} errores` : ''}`,
    );
  }
  const web = opts.web;
  lines.push(
    web
      ? `JS login: ${web.loginKiB} KiB gzip (${((web.loginKiB / web.budgetKiB) * 100).toFixed(0)} % de ${web.budgetKiB} KiB); área más grande: ${web.largestArea ? `${web.largestArea.name} ${web.largestArea.sentKiB} KiB` : 'n/a'}`
      : 'JS login: n/a (npm run build -w apps/web && node scripts/web-size.mjs)',
  );
  if (opts.upload) {
    const u = opts.upload;
    lines.push(
      `Subida de ${u.sizeMiB} MiB: ${u.status ?? 'sin respuesta'} en ${u.seconds} s (${u.mbPerSecond} MiB/s); RSS ${u.rssBeforeMb} → máx. ${u.rssPeakMb} MB (+${u.growthMb} MB)`,
    );
  }
  if (opts.exam) lines.push(...examLines(opts.exam));
  if (opts.soak) {
    const s = opts.soak;
    lines.push(
      `Soak ${s.seconds} s: ${s.reqPerSec.toFixed(0)} req/s, p99 ${s.p99} ms, errores ${s.errors}; RSS ${s.rssStartMb} → ${s.rssEndMb} MB (máx. ${s.rssMaxMb}) = ${s.growthPercent} % tras ${s.warmupSeconds} s de calentamiento`,
    );
  }
  lines.push('\nObjetivos (docs/performance.md):');
  for (const g of opts.goals) lines.push(`  ${g.ok ? '✓' : '✗'} ${g.goal} — ${g.measured}`);
  console.log(lines.join('\n'));
}

export function examLines({ figures: f, count: c }: ExamResult): string[] {
  const lines = [
    `\nInicio de examen: ${f.students} estudiantes, ${f.questions} preguntas; matrícula ${f.enrolSeconds} s, ingreso ${f.signinSeconds} s (antes del inicio); examen ${f.seconds} s`,
    `${'llamada'.padEnd(44)} ${'n'.padStart(7)} ${'p50 ms'.padStart(6)} ${'p99 ms'.padStart(6)} ${'máx ms'.padStart(6)}  estados`,
  ];
  for (const call of EXAM_CALLS) {
    const m = f.calls[call];
    const codes = Object.entries(m.statusCodes)
      .map(([code, count]) => `${code}×${count}`)
      .join(' ');
    lines.push(`${call.padEnd(44)} ${n(m.count)} ${ms(m.p50)} ${ms(m.p99)} ${ms(m.max)}  ${codes}`);
  }
  lines.push(
    `Recuento en la base de datos: ${c.sent} respuestas enviadas, ${c.stored} guardadas; perdidas ${c.lost}, duplicadas ${c.doubled}, con otro valor ${c.wrongValue}; intentos mal ${c.badAttempts}, notas distintas ${c.wrongGrade}`,
  );
  return lines;
}
