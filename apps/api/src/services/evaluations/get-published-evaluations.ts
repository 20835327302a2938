import { evaluations, type PublishedEvaluationOutput } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { sweepExpired } from '../attempts/attempts.queries.js';
import { toEvaluationOutput } from './evaluation-output.js';
import { evaluationsPage } from './get-evaluations.js';
import { publishedDetails } from './publishing.queries.js';

// 'Publicadas' (04 §2.4): a module's published evaluations with their practice and results. Reading them writes the
// submission of attempts left past their deadline (the sweep), which the results already count as submitted.
export const getPublishedEvaluations = defineHandler(evaluations.getPublishedEvaluations, async (input, ctx) => {
  const now = ctx.services.clock.now();
  const { rows, pagination } = await evaluationsPage(ctx, input, true);
  const ids = rows.map((r) => r.id);
  if (ids.length) await sweepExpired(ctx.db, now, { evaluationIds: ids });
  const details = new Map((ids.length ? await publishedDetails(ctx.db, ids, now) : []).map((d) => [d.id, d]));
  const list = rows.map((row): PublishedEvaluationOutput => {
    const d = details.get(row.id);
    return {
      ...toEvaluationOutput(row),
      practice: d?.practice_id ? { _id: d.practice_id, title: d.practice_title ?? '' } : null,
      results: { taken: d?.taken ?? 0, average: d?.average ?? null, highest: d?.highest ?? null, lowest: d?.lowest ?? null },
    };
  });
  return { evaluations: list, pagination };
});
