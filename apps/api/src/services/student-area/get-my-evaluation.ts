import { M, studentArea } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { evaluationToTake } from '../attempts/attempts.queries.js';
import { toMyEvaluation } from './my-evaluation-output.js';
import { myEvaluations, unlockedModule } from './my-evaluations.queries.js';

// /aula/evaluaciones/{id} before 'Comenzar' (04 §2.2): the evaluation as Mis cursos lists it, with its module and the
// course to go back to. Refused as startAttempt refuses: not published, or of a module not unlocked for the caller.
export const getMyEvaluation = defineHandler(studentArea.getMyEvaluation, async (input, ctx) => {
  const userId = callerOf(ctx).id;
  const now = ctx.services.clock.now();
  const evaluation = await evaluationToTake(ctx.db, entityOf(ctx), input.evaluation_id);
  if (!evaluation) throw notFound();
  if (!evaluation.published || !evaluation.opens_at || !evaluation.closes_at)
    throw new AppError('FORBIDDEN', M.EVALUATION_NOT_PUBLISHED);
  const module = await unlockedModule(ctx.db, userId, evaluation.course_id);
  if (!module) throw new AppError('FORBIDDEN', M.EVALUATION_MODULE_LOCKED);
  const row = (await myEvaluations(ctx.db, userId, [evaluation.course_id], now)).find((e) => e.id === evaluation.id);
  if (!row) throw notFound();
  return {
    evaluation: {
      ...toMyEvaluation(row, now),
      module_name: module.name,
      scheduled_id: module.main_scheduled,
    },
  };
});
