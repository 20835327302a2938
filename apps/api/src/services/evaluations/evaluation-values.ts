// What an evaluation's save writes, computed from the form: the chosen questions in their order, each from the
// module's bank, and the total and the counts per difficulty worked out here from those questions (what the screen
// sends in points, nivel and arrayQuestions is not trusted).
import { M, nivelCounts, toHundredths } from '@edu/shared';
import { validation } from '../../errors.js';
import type { Ctx } from '../../rpc/context.js';
import { bankQuestionsAmong, type EvaluationValues } from './evaluations.queries.js';

interface EvaluationForm {
  title: string;
  attempts: number;
  duration_time: number;
  arrayIds: { id: string; index: number; points: number }[];
  options: Omit<EvaluationValues, 'title' | 'attempts' | 'duration_time' | 'points' | 'nivel'>;
}

const exact = (hundredths: number) => (hundredths / 100).toFixed(2);

export async function evaluationValuesOf(ctx: Ctx, moduleId: string, form: EvaluationForm) {
  // by the index the screen gave, ties kept in the order sent; stored as places 0, 1, 2…
  const ordered = form.arrayIds
    .map((q, order) => ({ ...q, order }))
    .sort((a, b) => a.index - b.index || a.order - b.order);
  const found = await bankQuestionsAmong(
    ctx.db,
    moduleId,
    ordered.map((q) => q.id),
  );
  // the contract already refused repeats, so a shorter answer means a question of another module or entity, or none
  if (found.length !== ordered.length) {
    throw validation(M.QUESTION_NOT_IN_MODULE, { arrayIds: M.QUESTION_NOT_IN_MODULE });
  }
  const hundredths = ordered.map((q) => toHundredths(q.points));
  const values: EvaluationValues = {
    ...form.options,
    title: form.title,
    attempts: form.attempts,
    duration_time: form.duration_time,
    points: exact(hundredths.reduce((sum, h) => sum + h, 0)),
    nivel: nivelCounts(found),
  };
  return { values, chosen: ordered.map((q, i) => ({ id: q.id, points: exact(hundredths[i]) })) };
}
