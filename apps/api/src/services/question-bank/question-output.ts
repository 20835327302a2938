import type { EvaluationQuestionOutput, QuestionOutput } from '@edu/shared';
import type { EvaluationQuestionRow } from '../evaluations/evaluations.queries.js';
import type { QuestionRow } from './questions.queries.js';

export function toQuestionOutput(row: QuestionRow): QuestionOutput {
  return {
    _id: row.id,
    entity_id: row.entity_id,
    course_id: row.course_id,
    title: row.title,
    question: row.question,
    type: row.type,
    nivel: row.nivel,
    keywords: row.keywords,
    alternatives: row.alternatives.map((a) => ({ _id: a._id, value: a.value, correct: a.correct })),
    model_answer: row.model_answer,
    questionbank: true,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** A question as one of an evaluation's: with its points there and its place (from 0). */
export function toEvaluationQuestionOutput(row: EvaluationQuestionRow): EvaluationQuestionOutput {
  return { ...toQuestionOutput(row), points: Number(row.points), index: row.position };
}
