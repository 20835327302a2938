// The bench's goals as the operator reads them: a figure that got no answers is a failed goal, never a passed ratio.
import { describe, expect, it } from 'vitest';
import type { Measure } from './bench-load.js';
import { type ExamResult, examGoals, goalsOf, type ListResult } from './bench-report.js';
import type { CallFigures } from './exam-start.js';
import { studentPageGoals } from './student-pages.js';

const figure = (label: string, v: Partial<Measure>): Measure => ({
  label,
  reqPerSec: 500,
  p50: 5,
  p99: 20,
  errors: 0,
  statusCodes: { 200: 5000 },
  ...v,
});
const constant = figure('GET /health/live', { reqPerSec: 3000, p99: 3, statusCodes: { 200: 30000 } });
const list = (deepest: Partial<Measure>): ListResult => ({
  fname: 'getOrders',
  totalPages: 2000,
  page1: figure('getOrders página 1', {}),
  deepest: figure('getOrders página 2000', deepest),
  search: figure('getOrders búsqueda', {}),
});
const failed = (lists: ListResult[]) =>
  goalsOf('postgres', constant, lists, null, null)
    .filter((g) => !g.ok)
    .map((g) => g.goal);

describe('bench goals', () => {
  it('passes every goal of a list that answered fast', () => {
    expect(failed([list({})])).toEqual([]);
  });

  it('fails the latency, throughput and 2× goals of a figure with only timeouts (0 req/s, no answers)', () => {
    const goals = failed([list({ reqPerSec: 0, p50: 0, p99: 0, errors: 50, statusCodes: {} })]);
    expect(goals).toEqual([
      'getOrders página 2000: p99 < 50 ms',
      'getOrders página 2000: ≥ 10 % del throughput de la ruta constante',
      'getOrders página 2000: sin errores',
      'getOrders: página más profunda (2000) ≤ 2× p99 de la página 1',
    ]);
  });

  it('fails a figure with requests counted but no answer received', () => {
    const goals = failed([list({ reqPerSec: 0, p99: 0, statusCodes: { 200: 0 } })]);
    expect(goals).toContain('getOrders página 2000: p99 < 50 ms');
    expect(goals).toContain('getOrders: página más profunda (2000) ≤ 2× p99 de la página 1');
  });
});

const calls = (n: number, codes: Record<string, number> = { 200: n }): CallFigures => ({
  count: n,
  p50: 40,
  p99: 300,
  max: 400,
  statusCodes: codes,
});
const exam = (over: { seconds?: number; errors?: number; count?: Partial<ExamResult['count']> } = {}): ExamResult => ({
  figures: {
    evaluationId: 'e',
    students: 200,
    questions: 10,
    enrolSeconds: 1,
    signinSeconds: 3,
    seconds: over.seconds ?? 14,
    errors: over.errors ?? 0,
    calls: { startAttempt: calls(220), getAttempt: calls(200), saveAnswer: calls(2787), submitAttempt: calls(200) },
  },
  count: {
    students: 200,
    badAttempts: 0,
    sent: 2000,
    stored: 2000,
    lost: 0,
    doubled: 0,
    wrongValue: 0,
    wrongGrade: 0,
    ...over.count,
  },
});
const failedExam = (e: ExamResult) =>
  examGoals(e)
    .filter((g) => !g.ok)
    .map((g) => g.goal.replace('inicio de examen: ', ''));

describe('exam start goals', () => {
  it('passes when every answer is stored once with its last value, within a minute and without errors', () => {
    expect(failedExam(exam())).toEqual([]);
    const goals = goalsOf('pglite', constant, [], null, null, null, exam());
    expect(goals.map((g) => g.measured)).toContain('0 de 2000');
    expect(goals.find((g) => g.goal.includes('< 60 s'))?.measured).toBe('14 s (saveAnswer p50 40 ms, p99 300 ms)');
  });

  it('fails on a lost answer, a doubled one, one with another value, and a wrong grade, each on its own goal', () => {
    expect(failedExam(exam({ count: { lost: 1 } }))).toEqual(['0 respuestas perdidas']);
    expect(failedExam(exam({ count: { doubled: 2 } }))).toEqual(['0 respuestas duplicadas o con otro valor']);
    expect(failedExam(exam({ count: { wrongValue: 1 } }))).toEqual(['0 respuestas duplicadas o con otro valor']);
    expect(failedExam(exam({ count: { wrongGrade: 1 } }))).toEqual(['nota de cada intento = suma de sus respuestas']);
  });

  it('fails on a student without exactly one submitted attempt, on errors and past a minute', () => {
    expect(failedExam(exam({ count: { badAttempts: 3 } }))).toEqual(['un intento por estudiante, entregado']);
    expect(failedExam(exam({ errors: 5 }))).toEqual(['todas las llamadas 2xx']);
    expect(failedExam(exam({ seconds: 61 }))).toEqual(['200 estudiantes inician, responden y entregan en < 60 s']);
  });

  it('fails an exam where nothing was sent: no answer counted is no answer kept', () => {
    expect(failedExam(exam({ count: { sent: 0, stored: 0 } }))).toEqual(['0 respuestas perdidas']);
  });
});

describe("the students' pages' goals", () => {
  const page = (v: Partial<Measure>) => figure('Mis cursos (getMyCourses)', v);
  const failedOf = (engine: string, m: Measure) =>
    studentPageGoals(engine, [m])
      .filter((g) => !g.ok)
      .map((g) => g.goal);

  it('holds PostgreSQL to p99 < 100 ms at 200 connections, and both engines to no errors', () => {
    expect(failedOf('postgres', page({ p99: 99 }))).toEqual([]);
    expect(failedOf('postgres', page({ p99: 100 }))).toEqual(['Mis cursos (getMyCourses), 200 conexiones: p99 < 100 ms']);
    expect(failedOf('pglite', page({ p99: 4000 }))).toEqual([]);
    expect(failedOf('pglite', page({ errors: 3 }))).toEqual(['Mis cursos (getMyCourses): sin errores']);
  });

  it('fails a page that got no answers, whatever its latencies read', () => {
    const silent = page({ reqPerSec: 0, p99: 0, statusCodes: {} });
    expect(failedOf('postgres', silent)).toHaveLength(2);
    expect(failedOf('pglite', silent)).toHaveLength(1);
  });
});
