import { attemptGrade, bestGrade, grades, isOpenType, M, toHundredths } from '@edu/shared';
import { AppError, notFound, validation } from '../../errors.js';
import { type Ctx, callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { answersOf, attemptsOf } from '../attempts/attempts.queries.js';
import { assertTeaches } from './course-access.js';
import { answerToGrade, teachesStudentIn, writeAnswerGrade } from './pending.queries.js';

/** An attempt's grade and its answers still waiting, from its answers' stored points (the shared grading module). */
async function attemptTotal(ctx: Ctx, attemptId: string) {
  const points = (await answersOf(ctx.db, attemptId)).map((a) => (a.points === null ? null : toHundredths(a.points)));
  return { grade: attemptGrade(points), pending: points.filter((p) => p === null).length };
}

// A teacher gives an open answer (short, large, file) of a submitted attempt 0 to the question's points, with a
// comment (04 §4 'Grading'); giving them again corrects them. The attempt's grade is the sum of its answers' points
// and the evaluation's the best submitted attempt, both read from the stored points, so nothing else is rewritten.
export const gradeAnswer = defineHandler(grades.gradeAnswer, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const now = ctx.services.clock.now();
  const answer = await answerToGrade(ctx.db, entityId, input.answer_id, now);
  if (!answer) throw notFound();
  await assertTeaches(ctx, (teacherId) =>
    teachesStudentIn(ctx.db, { entityId, teacherId, studentId: answer.user_id, programmeId: answer.programme_id }),
  );
  if (!isOpenType(answer.type)) throw new AppError('CONFLICT', M.ANSWER_NOT_OPEN);
  if (answer.submitted_at === null) throw new AppError('CONFLICT', M.ANSWER_NOT_SUBMITTED);
  if (answer.max_points === null) throw new AppError('CONFLICT', M.ANSWER_QUESTION_NOT_IN_ATTEMPT);
  if (toHundredths(input.points) > toHundredths(answer.max_points)) {
    const message = M.gradePointsAbove(Number(answer.max_points).toFixed(2));
    throw validation(message, { points: message });
  }
  const saved = await writeAnswerGrade(ctx.db, {
    answerId: answer.id,
    points: input.points,
    comment: input.comment,
    by: callerOf(ctx).id,
    at: now,
  });
  const attempt = await attemptTotal(ctx, answer.attempt_id);
  const submitted = (await attemptsOf(ctx.db, answer.user_id, answer.evaluation_id, now)).filter((a) => a.submitted_at !== null);
  const attemptGrades = [];
  for (const a of submitted) attemptGrades.push((await attemptTotal(ctx, a.id)).grade);
  return {
    answer: { _id: saved.id, points: saved.points, comment: saved.comment, graded_at: new Date(saved.graded_at).toISOString() },
    attempt: { _id: answer.attempt_id, ...attempt },
    evaluation_grade: bestGrade(attemptGrades),
  };
});
