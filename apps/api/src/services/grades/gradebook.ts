// A course's grades (04 §4 'Grades'), computed one way for the grade book, a student's own grades and the certificate
// rule: the programme's graded practices as columns, each student's cell (the entered grade wins over the evaluation's,
// decision 0037) and the final grade of the shared pure module.
import { finalGrade, type GradeCell, type GradeColumn, type GradeSource, gradeHidden, gradeStatus, gradeText, hasPassed, type StudentGrades } from '@edu/shared';
import type { Ctx } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toPracticeOutput } from '../courses/practice-output.js';
import { practicesOfCourse } from '../courses/practices.queries.js';
import { courseOutput, todayOfCtx } from './course-access.js';
import { type CourseRow, enteredGrades, evaluationGrades, evaluationsOfPractices, gradingSettings } from './grades.queries.js';

export interface CourseGrades {
  course: ReturnType<typeof courseOutput>;
  passing_mark: string;
  practices: GradeColumn[];
  /** each student's grades, by user id */
  of(userId: string): StudentGrades;
}

/**
 * The grades of these students in the course. `asEnded`: count missing grades as 0 whatever the date (the certificate).
 * `forStudent`: the student's own view (Mis notas), where an evaluation that shows its grade on closing counts only
 * once it has closed (decision 0048); staff always see every submitted attempt.
 */
export async function courseGrades(
  ctx: Ctx,
  course: CourseRow,
  userIds: string[],
  { asEnded = false, forStudent = false } = {},
): Promise<CourseGrades> {
  const entityId = entityOf(ctx);
  const now = ctx.services.clock.now();
  const practices = await practicesOfCourse(ctx.db, entityId, course.course_id);
  const evaluations = await evaluationsOfPractices(ctx.db, entityId, course.course_id);
  const settings = await gradingSettings(ctx.db, entityId);
  const entered = await enteredGrades(ctx.db, course.id, userIds);
  const hidden = forStudent ? evaluations.filter((e) => gradeHidden(e, now)) : [];
  const except = hidden.map((e) => e.id);
  const fromEvaluations = await evaluationGrades(ctx.db, entityId, course.course_id, userIds, now, except);
  const shown = courseOutput(course, todayOfCtx(ctx));
  const ended = asEnded || shown.ended;
  const key = (userId: string, practiceId: string) => `${userId}:${practiceId}`;
  const enteredBy = new Map(entered.map((g) => [key(g.user_id, g.practice_id), g.grade]));
  const evaluatedBy = new Map(fromEvaluations.map((g) => [key(g.user_id, g.practice_id), g]));
  const passingMark = gradeText(settings.passing_mark);

  const cellOf = (userId: string, practiceId: string): GradeCell => {
    const typed = enteredBy.get(key(userId, practiceId)) ?? null;
    const evaluated = evaluatedBy.get(key(userId, practiceId));
    const evaluation = evaluated?.grade ?? null;
    const source: GradeSource | null = typed !== null ? 'entered' : evaluation !== null ? 'evaluation' : null;
    const grade = typed ?? evaluation;
    return {
      practice_id: practiceId,
      grade: grade === null ? null : gradeText(grade),
      source,
      entered: typed === null ? null : gradeText(typed),
      evaluation: evaluation === null ? null : gradeText(evaluation),
      pending: evaluated?.pending ?? 0,
    };
  };

  return {
    course: shown,
    passing_mark: passingMark,
    practices: practices.map((p) => ({
      ...toPracticeOutput(p),
      evaluations: evaluations
        .filter((e) => e.practice_id === p.id)
        .map((e) => ({
          _id: e.id,
          title: e.title,
          ...(forStudent
            ? { hidden_until: hidden.includes(e) && e.closes_at ? new Date(e.closes_at).toISOString() : null }
            : {}),
        })),
    })),
    of(userId) {
      const cells = practices.map((p) => cellOf(userId, p.id));
      const weighted = practices.map((p, i) => ({ weight: p.weight, grade: cells[i].grade }));
      const final = finalGrade(weighted, ended);
      return {
        grades: cells,
        final,
        passed: hasPassed(final, passingMark),
        status: gradeStatus(weighted, ended, passingMark),
      };
    },
  };
}
