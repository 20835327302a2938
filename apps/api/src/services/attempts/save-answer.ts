import { answerHundredths, attempts, gradeHidden, M, pointsText } from '@edu/shared';
import { AppError, notFound, validation } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { questionsOfEvaluation } from '../evaluations/evaluations.queries.js';
import { answerValueOf } from './answer-value.js';
import { answerOutput, attemptSummaryOf } from './attempt-view.js';
import { movePosition, ownAttempt, upsertAnswer } from './attempts.queries.js';
import { runningAttempt } from './running-attempt.js';

// Saves one answer of the caller's attempt as it is given (04 §4): saving a question again replaces its answer, one
// row per attempt and question, the attempt's row locked so that two saves at once run one after the other. After
// the deadline nothing is saved: the attempt already counts as submitted as it stood at its deadline (decision 0036).
export const saveAnswer = defineHandler(attempts.saveAnswer, async (input, ctx) => {
  const { now, ids, attempt, evaluation } = await runningAttempt(ctx, input.attempt_id);

  const place = attempt.question_order.indexOf(input.question_id);
  const question = (await questionsOfEvaluation(ctx.db, evaluation.id)).find((q) => q.id === input.question_id);
  if (place < 0 || !question) {
    throw validation(M.ANSWER_QUESTION_NOT_IN_ATTEMPT, { question_id: M.ANSWER_QUESTION_NOT_IN_ATTEMPT });
  }
  // one_by_one is the server's (decision 0048): only a question already shown (goToQuestion) is answered, and under
  // block_return only the one the student is on
  if (evaluation.one_by_one && place > attempt.position) throw new AppError('CONFLICT', M.ATTEMPT_NOT_REACHED);
  if (evaluation.one_by_one && evaluation.block_return && place < attempt.position) {
    throw new AppError('CONFLICT', M.ATTEMPT_NO_RETURN);
  }
  const given = answerValueOf(question, input.answer, ctx.files.file?.[0]);
  const points = answerHundredths(question, given.value);
  const saved = await upsertAnswer(ctx.db, {
    entityId: ids.entityId,
    attemptId: attempt.id,
    questionId: question.id,
    ...given,
    points: points === null ? null : pointsText(points),
    at: now,
  });
  const replaced = saved.old_file_key;
  if (replaced && replaced !== saved.file_key) ctx.afterCommit(() => ctx.services.storage.delete(replaced));
  await movePosition(ctx.db, attempt.id, place);
  ctx.audit.recordId = attempt.id;
  const moved = await ownAttempt(ctx.db, ids, now);
  if (!moved) throw notFound();
  return {
    attempt: await attemptSummaryOf(ctx, moved, gradeHidden(evaluation, now)),
    answer: answerOutput(ctx, saved, false),
  };
});
