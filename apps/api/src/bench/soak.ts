// The soak (docs/performance.md): 50 connections for a bounded time, each cycling through reads and writes of three roles, while
// the server's resident memory is sampled every second from /proc. Growth is measured after a warm-up: the median of
// the first window after it against the median of the last window.
import autocannon, { type Request } from 'autocannon';
import { type Measure, rpcRequest, toMeasure } from './bench-load.js';
import type { Fixtures } from './bench-fixtures.js';
import type { BenchServer } from './bench-server.js';

export interface SoakResult extends Measure {
  seconds: number;
  warmupSeconds: number;
  rssStartMb: number;
  rssEndMb: number;
  rssMaxMb: number;
  growthPercent: number;
  samplesMb: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

export async function soak(
  server: BenchServer,
  f: Fixtures,
  tokens: Record<'admin' | 'coordinador' | 'counter', string>,
  seconds: number,
  connections: number,
): Promise<SoakResult> {
  const question = (n: string) => ({
    title: `Pregunta de carga ${n}`,
    question: `<p>Enunciado de la pregunta de carga ${n}.</p>`,
    type: 'unique',
    nivel: 'medium',
    alternatives: [
      { value: 'Correcta', correct: true },
      { value: 'Incorrecta', correct: false },
    ],
  });
  const editable = f.editableQuestionIds;
  let edits = 0;
  const update = rpcRequest(
    'evaluations',
    { fname: 'updateQuestion', question_id: editable[0], ...question('editada') },
    tokens.coordinador,
  );
  const requests: Request[] = [
    rpcRequest('students', { fname: 'getOrders', entity_id: f.entityId }, tokens.counter),
    rpcRequest(
      'evaluations',
      { fname: 'getQuestionBank', entity: f.entityId, course_id: f.bankModuleId },
      tokens.coordinador,
    ),
    rpcRequest(
      'evaluations',
      { fname: 'createQuestion', entity: f.entityId, course_id: f.bankModuleId, ...question('nueva') },
      tokens.coordinador,
    ),
    {
      ...update,
      // each edit goes to the next editable question, so that writes spread over rows as real edits do
      setupRequest: (request: Request): Request => {
        const id = editable[edits++ % editable.length];
        return {
          ...request,
          body: JSON.stringify({ fname: 'updateQuestion', question_id: id, ...question(`editada ${edits}`) }),
        };
      },
    },
    rpcRequest(
      'users',
      { fname: 'getUsersByEntity', entity_id: f.entityId, roles: ['estudiante'], page: 3 },
      tokens.admin,
    ),
  ];
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(server.rss()), 1000);
  const result = await autocannon({ url: server.base, connections, duration: seconds, requests });
  clearInterval(timer);
  const warmupSeconds = Math.max(5, Math.round(seconds / 6));
  const window = Math.max(3, Math.min(10, Math.round(seconds / 6)));
  const start = median(samples.slice(warmupSeconds, warmupSeconds + window));
  const end = median(samples.slice(-window));
  return {
    ...toMeasure('soak', result),
    seconds,
    warmupSeconds,
    rssStartMb: mb(start),
    rssEndMb: mb(end),
    rssMaxMb: mb(Math.max(...samples)),
    growthPercent: start ? Math.round(((end - start) / start) * 1000) / 10 : 0,
    samplesMb: samples.map(mb),
  };
}
