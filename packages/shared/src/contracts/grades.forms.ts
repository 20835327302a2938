// The teacher's two forms (04 §2.3, §4 'Grading' and 'Grades'), bound by the web with react-hook-form: the same rules
// and messages as gradeAnswer and setPracticeGrade, plus the question's own maximum.
import { z } from 'zod';
import { LIMITS } from '../common/constants.js';
import { gradeValue } from './fields.js';
import * as M from '../common/messages.js';

/** 'Por calificar': points from 0 to the question's points, two decimals, and a comment. */
export const gradeAnswerForm = (max: number) =>
  z.object({
    points: gradeValue(M.GRADE_POINTS_RANGE).refine((v) => Number(v) <= max, M.gradePointsAbove(String(max))),
    comment: z.string().trim().max(LIMITS.gradeCommentMax, M.GRADE_COMMENT_TOO_LONG),
  });
export type GradeAnswerValues = z.input<ReturnType<typeof gradeAnswerForm>>;

/** 'Registro de notas': a practice's grade, 0-20 with two decimals; empty clears it. */
export const practiceGradeForm = z.object({
  grade: z.union([z.literal(''), gradeValue(M.GRADE_RANGE)]),
});
export type PracticeGradeValues = z.input<typeof practiceGradeForm>;
