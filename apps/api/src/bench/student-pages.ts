// The students' own pages under load (step 13): the public catalogue and a course of it, as anyone opens them, and
// 'Mis cursos' and the course page of the exam's programme, as the exam's students (signed in by exam-start.ts) open
// them — each connection of autocannon with the next student's session, so the pages are 200 people's, not one's.
import { catalog, myCourses } from '@edu/shared';
import type { Fixtures } from './bench-fixtures.js';
import { answered, type Goal } from './bench-report.js';
import { type LoadOptions, type Measure, measure, rpcRequest } from './bench-load.js';
import type { ExamFixtures } from './exam-fixtures.js';

/** the students' pages must answer within this p99 at 200 connections on PostgreSQL (issue 19) */
export const STUDENT_PAGE_P99_GOAL_MS = 100;
export const STUDENT_CONNECTIONS = 200;

export async function studentPages(
  base: string,
  f: Fixtures,
  x: ExamFixtures,
  tokens: string[],
  load: LoadOptions,
): Promise<Measure[]> {
  const options = { ...load, connections: STUDENT_CONNECTIONS };
  const pages: { label: string; fname: { service: string; name: string }; body: object; asStudents: boolean }[] = [
    { label: 'catálogo (getCatalog)', fname: catalog.getCatalog, body: { domain: f.domain, page: 1 }, asStudents: false },
    {
      label: 'curso del catálogo (getCatalogCourse)',
      fname: catalog.getCatalogCourse,
      body: { domain: f.domain, scheduled_id: f.forSaleScheduledId },
      asStudents: false,
    },
    { label: 'Mis cursos (getMyCourses)', fname: myCourses.getMyCourses, body: { entity_id: f.entityId }, asStudents: true },
    {
      label: 'mi curso (getMyCourse)',
      fname: myCourses.getMyCourse,
      body: { scheduled_id: x.mainScheduledId },
      asStudents: true,
    },
  ];
  const measures: Measure[] = [];
  for (const p of pages) {
    const request = rpcRequest(p.fname.service, { fname: p.fname.name, ...p.body });
    measures.push(await measure(base, p.label, request, options, p.asStudents ? tokens : undefined));
  }
  return measures;
}

/** p99 < 100 ms for each page on PostgreSQL (issue 19); on PGlite the figures are measured, not held to it */
export function studentPageGoals(engine: string, pages: Measure[]): Goal[] {
  return pages.flatMap((m) => [
    ...(engine === 'postgres'
      ? [
          {
            goal: `${m.label}, ${STUDENT_CONNECTIONS} conexiones: p99 < ${STUDENT_PAGE_P99_GOAL_MS} ms`,
            ok: answered(m) && m.p99 < STUDENT_PAGE_P99_GOAL_MS,
            measured: answered(m) ? `${m.p99} ms` : 'sin respuestas',
          },
        ]
      : []),
    { goal: `${m.label}: sin errores`, ok: answered(m) && m.errors === 0, measured: `${m.errors} errores` },
  ]);
}

export function studentPageLines(pages: Measure[]): string[] {
  return [
    `\nPáginas de los estudiantes (${STUDENT_CONNECTIONS} conexiones; Mis cursos y mi curso con la sesión de cada estudiante del examen)`,
    ...pages.map(
      (m) =>
        `${m.label.padEnd(44)} ${m.reqPerSec.toFixed(0).padStart(7)} req/s  p50 ${String(m.p50).padStart(5)} ms  p99 ${String(m.p99).padStart(5)} ms${m.errors ? `  ${m.errors} errores` : ''}`,
    ),
  ];
}
