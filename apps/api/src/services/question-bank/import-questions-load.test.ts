// Finding 8 of issue 29 (decision 0046): importQuestions {format: 'gift', text: 490,053 characters, preview: true}
// parsed and sanitised its text on the event loop, holding /health for 95 ms on a quiet machine and 1.1-2.1 s on a busy
// one. The parse runs in a parse thread now: a text of the contract's maximum length leaves /health answering.
import { LIMITS, questionBank } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  callOverHttp,
  freeServerGoal,
  idleNoise,
  useListeningTestApp,
  whileAskingHealth,
} from '../../test/health-watch.js';
import { whileWatchingLoop } from '../../test/loop-watch.js';
import { whileTimingTransactions } from '../../test/tx-watch.js';
import { bankOf } from '../evaluations/evaluations-test-kit.js';

const { t, as, server } = useListeningTestApp(['coordA']);

/** GIFT questions with statements of some length and formatting, up to `chars` characters in all */
function giftOf(chars: number): string {
  const statement = (n: number) =>
    `<p>En el <b>caso ${n}</b>, lea el texto y elija la respuesta correcta: ${'la historia del Perú es larga y diversa, '.repeat(20)}</p>`;
  const questions: string[] = [];
  let length = 0;
  for (let n = 1; ; n++) {
    const q = `::Pregunta ${n}::[html]${statement(n)} {=Lima ~Cusco ~Arequipa ~Puno}\n\n`;
    if (length + q.length > chars) break;
    questions.push(q);
    length += q.length;
  }
  return questions.join('');
}

describe('importQuestions of the longest text the contract takes', () => {
  it('answers the preview with the event loop free, /health and /health/live answering', async () => {
    const text = giftOf(LIMITS.importChars);
    expect(text.length).toBeGreaterThan(LIMITS.importChars - 2000);
    const preview = () =>
      callOverHttp(
        server.port,
        questionBank.importQuestions,
        { entity: t.fx.entityA, course_id: bankOf(t, 'A').bankModule, format: 'gift', text, preview: true },
        as.coordA,
      );
    // the first parse also starts the parse thread
    expect((await preview()).status).toBe(200);
    const noise = await idleNoise(server.port);
    const { out: watched, health, live, machine } = await whileAskingHealth(server.port, () => whileWatchingLoop(preview));
    const { out, loopWorst } = watched;
    expect(out.status).toBe(200);
    expect((out.body.questions as unknown[]).length).toBe(LIMITS.importQuestionsMax);
    expect(loopWorst).toBeLessThan(freeServerGoal(noise, { machine }));
    expect(live.worst).toBeLessThan(freeServerGoal(noise, { machine }));
    // /health asks the database: on PGlite it waits for any open transaction; the text is parsed before one opens
    // (decision 0047)
    expect(health.worst).toBeLessThan(freeServerGoal(noise, { machine }));
  });

  it('saves the most questions an import takes, from a text near the longest, with /health answering meanwhile', async () => {
    const all = giftOf(LIMITS.importChars).split('\n\n').filter(Boolean);
    const text = all.slice(0, LIMITS.importQuestionsMax).join('\n\n');
    const save = () =>
      callOverHttp(
        server.port,
        questionBank.importQuestions,
        { entity: t.fx.entityA, course_id: bankOf(t, 'A').bankModule, format: 'gift', text, preview: false },
        as.coordA,
      );
    const noise = await idleNoise(server.port);
    const { out: timed, health, live, machine } = await whileAskingHealth(server.port, () =>
      whileTimingTransactions(t.db, save),
    );
    const { out, tx } = timed;
    expect(out.status).toBe(200);
    expect(out.body.saved).toBe(LIMITS.importQuestionsMax);
    // PGlite runs in the server's own thread: while the one transaction that saves the questions runs, the event loop
    // is the database's, and a starved machine makes that longer (the control thread cannot see it: it is this
    // process's work, not the machine's). On PostgreSQL the database is elsewhere and the goal is the free server's.
    const goal = freeServerGoal(noise, { machine }) + (t.db.kind === 'pglite' ? tx.longest : 0);
    expect(live.worst).toBeLessThan(goal);
    expect(health.worst).toBeLessThan(goal);
  });
});
