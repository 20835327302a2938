import { evaluations, M } from '@edu/shared';
import { validation } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { moduleOf } from '../question-bank/bank-module.js';
import { toEvaluationOutput } from './evaluation-output.js';
import { evaluationValuesOf } from './evaluation-values.js';
import {
  type EvaluationRow,
  evaluationOfEntity,
  insertEvaluation,
  replaceEvaluationQuestions,
} from './evaluations.queries.js';

// 'Añadir nueva Evaluación' (02 §5): an evaluation of a module of the programme it names, built from that module's
// bank. The 20-point rule, attempts and duration were checked by the contract with the shared rules.
export const createEvaluationManual = defineHandler(evaluations.createEvaluationManual, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const module = await moduleOf(ctx, entityId, input.course_id, true);
  if (module.parent_course_id !== input.main_course) {
    // another entity's programme is, as everywhere, no record at all (404); the entity's own other programme is a 400
    await findInEntity(ctx.db, 'courses', input.main_course, entityId, 'id');
    throw validation(M.EVALUATION_MODULE_NOT_IN_PROGRAMME, { main_course: M.EVALUATION_MODULE_NOT_IN_PROGRAMME });
  }
  const { values, chosen } = await evaluationValuesOf(ctx, module.id, input);
  const id = await insertEvaluation(
    ctx.db,
    { entityId, mainCourseId: module.parent_course_id, courseId: module.id, userId: callerOf(ctx).id },
    values,
  );
  await replaceEvaluationQuestions(ctx.db, id, chosen);
  ctx.audit.recordId = id;
  return { evaluation: toEvaluationOutput((await evaluationOfEntity(ctx.db, entityId, id)) as EvaluationRow) };
});
