import { evaluations, evaluationTotalIssue, M } from '@edu/shared';
import { notFound, validation } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toEvaluationOutput } from './evaluation-output.js';
import { type EvaluationRow, evaluationOfEntity, lockEvaluation } from './evaluations.queries.js';
import { practiceOfProgramme, publishRow } from './publishing.queries.js';

// 'Publicar' (04 §2.4): students may take it between opens_at and closes_at; it may count for a graded practice of
// its programme. Only an evaluation of exactly 20 points is published (02 §5, the save's own message). Publishing
// again moves the window (docs/decisions/0036-taking-evaluations.md) and may change when students see their grade
// (decision 0048).
export const publishEvaluation = defineHandler(evaluations.publishEvaluation, async (input, ctx) => {
  const entityId = entityOf(ctx);
  if (!(await lockEvaluation(ctx.db, entityId, input.evaluation_id))) throw notFound();
  const row = (await evaluationOfEntity(ctx.db, entityId, input.evaluation_id)) as EvaluationRow;
  const issue = row.questions_count ? evaluationTotalIssue([row.points]) : M.EVALUATION_NO_QUESTIONS;
  if (issue) throw validation(issue);
  const practiceId = input.practice_id ?? null;
  if (practiceId && !(await practiceOfProgramme(ctx.db, entityId, practiceId, row.main_course_id))) {
    throw validation(M.PUBLISH_PRACTICE_NOT_OF_PROGRAMME, { practice_id: M.PUBLISH_PRACTICE_NOT_OF_PROGRAMME });
  }
  await publishRow(ctx.db, row.id, {
    opensAt: input.opens_at,
    closesAt: input.closes_at,
    practiceId,
    showGrade: input.show_grade,
  });
  ctx.audit.recordId = row.id;
  return { evaluation: toEvaluationOutput((await evaluationOfEntity(ctx.db, entityId, row.id)) as EvaluationRow) };
});
