import { attempts, evaluationStart, isPublished, M } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { evaluationToTake } from './attempts.queries.js';
import { toMyEvaluation } from './my-evaluation-output.js';
import { myEvaluations } from './my-evaluations.queries.js';
import { unlockedModule } from '../my-courses/my-courses.queries.js';

// /aula/evaluaciones/{id} before 'Comenzar' (04 §2.2): the evaluation as Mis cursos lists it, with its module and the
// course to go back to. Refused as startAttempt refuses: not published, or of a module not unlocked for the caller;
// otherwise `refusal` says what startAttempt would answer now (evaluationStart, decision 0057), for the page to show.
export const getMyEvaluation = defineHandler(attempts.getMyEvaluation, async (input, ctx) => {
  const userId = callerOf(ctx).id;
  const now = ctx.services.clock.now();
  const evaluation = await evaluationToTake(ctx.db, entityOf(ctx), input.evaluation_id);
  if (!evaluation) throw notFound();
  if (!isPublished(evaluation)) throw new AppError('FORBIDDEN', M.EVALUATION_NOT_PUBLISHED);
  const module = await unlockedModule(ctx.db, userId, evaluation.course_id);
  if (!module) throw new AppError('FORBIDDEN', M.EVALUATION_MODULE_LOCKED);
  const row = (await myEvaluations(ctx.db, userId, [evaluation.course_id], now)).find((e) => e.id === evaluation.id);
  if (!row) throw notFound();
  const facts = { attempts_used: row.attempts_used, in_progress: row.in_progress_id !== null, module_unlocked: true };
  const start = evaluationStart({ ...evaluation, ...facts }, now);
  return {
    evaluation: {
      ...toMyEvaluation(row, now),
      module_name: module.name,
      scheduled_id: module.main_scheduled,
      refusal: start.state === 'refused' ? start.reason : null,
    },
  };
});
