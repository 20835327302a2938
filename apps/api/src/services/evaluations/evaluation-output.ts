import { EVALUATION_OPTIONS, type EvaluationOption, type EvaluationOutput, showGradeOf } from '@edu/shared';
import type { EvaluationRow } from './evaluations.queries.js';

export function toEvaluationOutput(row: EvaluationRow): EvaluationOutput {
  return {
    _id: row.id,
    entity_id: row.entity_id,
    main_course: row.main_course_id,
    course_id: row.course_id,
    title: row.title,
    attempts: row.attempts,
    duration_time: row.duration_time,
    points: Number(row.points),
    published: row.published,
    options: Object.fromEntries(EVALUATION_OPTIONS.map((o) => [o, row[o]])) as Record<EvaluationOption, boolean>,
    nivel: { easy: row.nivel_easy, medium: row.nivel_medium, hard: row.nivel_hard },
    questions_count: row.questions_count,
    opens_at: row.opens_at ? new Date(row.opens_at).toISOString() : null,
    closes_at: row.closes_at ? new Date(row.closes_at).toISOString() : null,
    practice_id: row.practice_id,
    show_grade: showGradeOf(row),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
