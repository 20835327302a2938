// What a student sees of an attempt (04 §4). Before the evaluation closes nothing says which alternative is correct,
// nor what each answer scored: the questions go without `correct`, the answers without `points` nor the teacher's
// `comment` (decision 0036).
import { type AttemptView, EVALUATION_OPTIONS, isOpenType } from '@edu/shared';
import type { Ctx } from '../../rpc/context.js';
import { questionsOfEvaluation } from '../evaluations/evaluations.queries.js';
import { type AnswerRow, type AttemptRow, answersOf, attemptsOf, gradeOf, type TakenEvaluationRow } from './attempts.queries.js';

const iso = (d: Date) => new Date(d).toISOString();

export async function attemptSummaryOf(ctx: Ctx, a: AttemptRow): Promise<AttemptView['attempt']> {
  const submitted = a.submitted_at !== null;
  const graded = submitted ? await gradeOf(ctx.db, a.id) : null;
  return {
    _id: a.id,
    evaluation_id: a.evaluation_id,
    number: a.number,
    state: submitted ? 'submitted' : 'in_progress',
    started_at: iso(a.started_at),
    deadline: iso(a.deadline),
    submitted_at: a.submitted_at ? iso(a.submitted_at) : null,
    position: a.position,
    grade: graded?.grade ?? null,
    pending: graded?.pending ?? 0,
  };
}

export function answerOutput(ctx: Ctx, row: AnswerRow, closed: boolean): AttemptView['answers'][number] {
  return {
    question_id: row.question_id,
    value: row.value,
    file: row.file_key ? { name: row.file_name ?? '', url: ctx.services.storage.urlOf(row.file_key) } : null,
    ...(closed ? { points: row.points === null ? null : Number(row.points), comment: row.comment || null } : {}),
  };
}

export const isClosed = (evaluation: TakenEvaluationRow, now: Date) =>
  evaluation.closes_at !== null && new Date(evaluation.closes_at) <= now;

export async function attemptViewOf(ctx: Ctx, a: AttemptRow, evaluation: TakenEvaluationRow, now: Date): Promise<AttemptView> {
  const closed = isClosed(evaluation, now);
  // an attempt still running when a re-publication moved the closing time earlier sees nothing either
  const reveal = closed && a.submitted_at !== null;
  const byId = new Map((await questionsOfEvaluation(ctx.db, evaluation.id)).map((q) => [q.id, q]));
  const questions = a.question_order.flatMap((id) => {
    const q = byId.get(id);
    if (!q) return [];
    const alternatives = isOpenType(q.type)
      ? []
      : q.alternatives.map((alt) => ({ _id: alt._id, value: alt.value, ...(reveal ? { correct: alt.correct } : {}) }));
    return [{ _id: q.id, title: q.title, question: q.question, type: q.type, points: Number(q.points), alternatives }];
  });
  const used = await attemptsOf(ctx.db, a.user_id, evaluation.id, now);
  return {
    attempt: await attemptSummaryOf(ctx, a),
    evaluation: {
      _id: evaluation.id,
      title: evaluation.title,
      attempts: evaluation.attempts,
      attempts_used: used.length,
      duration_time: evaluation.duration_time,
      options: Object.fromEntries(EVALUATION_OPTIONS.map((o) => [o, evaluation[o]])) as AttemptView['evaluation']['options'],
      closes_at: evaluation.closes_at ? iso(evaluation.closes_at) : null,
      closed,
    },
    questions,
    answers: (await answersOf(ctx.db, a.id)).map((row) => answerOutput(ctx, row, reveal)),
    server_now: now.toISOString(),
  };
}
