// What a student sees of an attempt (04 §4). Before the evaluation closes nothing says which alternative is correct,
// nor what each answer scored: the questions go without `correct`, the answers without `points` nor the teacher's
// `comment` (decision 0036). While the evaluation shows its grade only on closing, the grade is not sent either; under
// one_by_one a running attempt sends only the question the student is on (decision 0048).
import { type AttemptView, EVALUATION_OPTIONS, gradeHidden, hasClosed, isOpenType, showGradeOf } from '@edu/shared';
import type { Ctx } from '../../rpc/context.js';
import { type EvaluationQuestionRow, questionsOfEvaluation } from '../evaluations/evaluations.queries.js';
import {
  type AnswerRow,
  type AttemptRow,
  answersOf,
  attemptsOf,
  gradeOf,
  type TakenEvaluationRow,
} from './attempts.queries.js';

const iso = (d: Date) => new Date(d).toISOString();

/** `hidden`: the evaluation shows grades on closing and has not closed (gradeHidden). */
export async function attemptSummaryOf(ctx: Ctx, a: AttemptRow, hidden: boolean): Promise<AttemptView['attempt']> {
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
    grade: hidden ? null : (graded?.grade ?? null),
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

/** An answer that says something: a file, a choice, a text (an emptied choice or text is no answer). */
const given = (row: AnswerRow) =>
  row.file_key !== null ||
  (row.value !== null && row.value !== '' && !(Array.isArray(row.value) && row.value.length === 0));

/**
 * The places of the questions sent. one_by_one: while the attempt runs, the question the student is on; once submitted,
 * those reached, until the review after closing shows them all (the next attempt's questions are not read ahead).
 */
function placesSent(a: AttemptRow, evaluation: TakenEvaluationRow, reveal: boolean): number[] {
  const all = a.question_order.map((_, i) => i);
  if (!evaluation.one_by_one || reveal) return all;
  if (a.submitted_at === null) return [Math.min(a.current_place, all.length - 1)];
  return all.slice(0, a.position + 1);
}

/** What the caller has already read in the same call, so that it is not read twice (startAttempt reads both). */
export interface AttemptViewKnown {
  /** the evaluation's questions (questionsOfEvaluation) */
  questions?: EvaluationQuestionRow[];
  /** the student's attempts at this evaluation, counted as attemptsOf would now */
  attemptsUsed?: number;
}

export async function attemptViewOf(
  ctx: Ctx,
  a: AttemptRow,
  evaluation: TakenEvaluationRow,
  now: Date,
  known: AttemptViewKnown = {},
): Promise<AttemptView> {
  const closed = hasClosed(evaluation, now);
  // an attempt still running when a re-publication moved the closing time earlier sees nothing either
  const reveal = closed && a.submitted_at !== null;
  const hidden = gradeHidden(evaluation, now);
  const read = known.questions ?? (await questionsOfEvaluation(ctx.db, evaluation.id));
  const byId = new Map(read.map((q) => [q.id, q]));
  const places = placesSent(a, evaluation, reveal);
  const sentIds = new Set(places.map((i) => a.question_order[i]));
  const questions = places.flatMap((i) => {
    const q = byId.get(a.question_order[i]);
    if (!q) return [];
    const alternatives = isOpenType(q.type)
      ? []
      : q.alternatives.map((alt) => ({ _id: alt._id, value: alt.value, ...(reveal ? { correct: alt.correct } : {}) }));
    return [{ _id: q.id, title: q.title, question: q.question, type: q.type, points: Number(q.points), alternatives }];
  });
  const attemptsUsed = known.attemptsUsed ?? (await attemptsOf(ctx.db, a.user_id, evaluation.id, now)).length;
  const rows = await answersOf(ctx.db, a.id);
  const paged = evaluation.one_by_one && a.submitted_at === null;
  return {
    attempt: await attemptSummaryOf(ctx, a, hidden),
    evaluation: {
      _id: evaluation.id,
      title: evaluation.title,
      attempts: evaluation.attempts,
      attempts_used: attemptsUsed,
      duration_time: evaluation.duration_time,
      options: Object.fromEntries(
        EVALUATION_OPTIONS.map((o) => [o, evaluation[o]]),
      ) as AttemptView['evaluation']['options'],
      closes_at: evaluation.closes_at ? iso(evaluation.closes_at) : null,
      closed,
      show_grade: showGradeOf(evaluation),
      grade_hidden: hidden,
    },
    questions,
    answers: rows.filter((row) => sentIds.has(row.question_id)).map((row) => answerOutput(ctx, row, reveal)),
    page: paged ? { index: places[0], total: a.question_order.length, answered: rows.filter(given).length } : null,
    server_now: now.toISOString(),
  };
}
