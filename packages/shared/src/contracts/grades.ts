// Wire services (the spec's, decision 0056): `students` for the grade book, the practices' grades, Mis notas and the
// course's students; `evaluations` for the answers to grade; `courses` for getTeacherCourses; `materials` for
// getCourseMaterials.
// The teachers' area and the grades (04 §2.3, §3, §4 'Grading' and 'Grades'): a teacher's courses and students, the
// answers waiting for points ('Por calificar'), the grade book ('Registro de notas') and a student's own grades.
// A docente acts only on the scheduled courses that name them; coordinador and admins on every course of the entity
// (docs/decisions/0037-grades-and-teachers.md).
import { z } from 'zod';
import { GRADE_SOURCES, GRADE_STATUSES, LIMITS, QUESTION_TYPES } from '../common/constants.js';
import { TEACHERS, DOCENTES, STUDENTS } from '../common/role-groups.js';
import * as M from '../common/messages.js';
import { practiceOutput } from './courses.js';
import { materialOutput } from './materials.js';
import { defineFname } from './define.js';
import { PUBLIC_FNAMES } from './public-fnames.js';
import { gradeValue, id, pageInput, pagination, exportOf, withFormat } from './fields.js';

/** A scheduled course's id (a main one or a module schedule, which stands for its main) and the teachers' roles. */
const ofCourse = {
  kind: 'entity',
  roles: TEACHERS,
  entity: { from: 'record', field: 'scheduled_id', record: 'scheduled' },
} as const;

/** Search by part of the student's name or last name, any case. */
const nameQuery = z.string().trim().max(100, M.tooLong(100)).optional();

const named = z.object({ _id: z.string(), name: z.string() });

/** The main scheduled course a teacher's screen is about. */
export const gradedCourse = z.object({
  _id: z.string(),
  name: z.string(),
  /** its programme */
  course: named,
  category: named.nullable(),
  start_date: z.string(),
  end_date: z.string(),
  /** the end date is before today (Lima): a practice without a grade now counts as 0 */
  ended: z.boolean(),
});

export const studentSummary = z.object({
  _id: z.string(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
});

/** A graded practice as a grade book column: the practice (weight, percentage) and the evaluations that fill it. */
export const gradeColumn = practiceOutput.extend({
  /** the published evaluations that count for it (publishEvaluation's practice_id) */
  evaluations: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      /**
       * getMyGrades only: the closing time while the evaluation shows its grade on closing (decision 0048); its
       * attempts count in the student's cell and final grade only from then
       */
      hidden_until: z.string().nullable().optional(),
    }),
  ),
});

/** One student's grade in one graded practice. */
export const gradeCell = z.object({
  practice_id: z.string(),
  /** what counts (two decimals): the entered grade when there is one, else the evaluation's; null when neither */
  grade: z.string().nullable(),
  source: z.enum(GRADE_SOURCES).nullable(),
  /** what a teacher entered (setPracticeGrade) */
  entered: z.string().nullable(),
  /** the best submitted attempt at the practice's evaluations */
  evaluation: z.string().nullable(),
  /** answers of the student's submitted attempts at those evaluations still waiting for a teacher */
  pending: z.number(),
});

/** A student's grades in a course: one cell per column, in the columns' order, and the final grade. */
export const studentGrades = z.object({
  grades: z.array(gradeCell),
  /** Σ(weight × grade) / Σ(weight) on 0-20 with two decimals; null while no practice counts */
  final: z.string().nullable(),
  /** final ≥ the entity's passing mark; null without a final grade */
  passed: z.boolean().nullable(),
  /**
   * what screens show (gradeStatus, decision 0054): 'in_progress' before the end while a practice that weighs has no
   * grade, else passed or failed; null without a final grade
   */
  status: z.enum(GRADE_STATUSES).nullable(),
});

export type GradeColumn = z.infer<typeof gradeColumn>;
export type GradeCell = z.infer<typeof gradeCell>;
export type StudentGrades = z.infer<typeof studentGrades>;

export const gradebookRow = studentGrades.extend({ student: studentSummary });
export type GradebookRow = z.infer<typeof gradebookRow>;

export const getTeacherCourses = defineFname({
  service: 'courses',
  name: 'getTeacherCourses',
  input: z.object({ entity_id: id(), page: pageInput.page }),
  output: z.object({
    courses: z.array(
      gradedCourse.extend({
        coverpage: z.string().nullable(),
        /** students enrolled */
        students: z.number(),
        /** answers waiting for points ('Por calificar') */
        pending: z.number(),
      }),
    ),
    pagination,
  }),
  access: { kind: 'entity', roles: DOCENTES, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
});

export const getCourseStudents = defineFname({
  service: 'students',
  name: 'getCourseStudents',
  input: z.object({ scheduled_id: id(), page: pageInput.page, query: nameQuery }),
  output: z.object({
    course: gradedCourse,
    students: z.array(studentSummary.extend({ phone: z.string().nullable(), enrolled_at: z.string() })),
    pagination,
  }),
  access: ofCourse,
  mutates: false,
});

export const pendingAnswer = z.object({
  /** the answer's id: gradeAnswer's answer_id */
  _id: z.string(),
  attempt_id: z.string(),
  student: studentSummary,
  evaluation: z.object({ _id: z.string(), title: z.string() }),
  question: z.object({
    _id: z.string(),
    title: z.string(),
    /** the statement as stored: HTML sanitised when it was saved */
    statement: z.string(),
    type: z.enum(QUESTION_TYPES),
    /** the most it can get */
    points: z.number(),
    /** the bank's 'Respuesta modelo / rúbrica' for whoever grades ('' when none); never in a student's answers */
    model_answer: z.string(),
  }),
  /** a short or large answer's text */
  text: z.string().nullable(),
  /** a file answer: its name and a short-lived signed link */
  file: z.object({ name: z.string(), url: z.string() }).nullable(),
  /** the attempt's submission (its deadline when it expired) */
  submitted_at: z.string(),
});
export type PendingAnswer = z.infer<typeof pendingAnswer>;

export const getPendingAnswers = defineFname({
  service: 'evaluations',
  name: 'getPendingAnswers',
  input: z.object({ scheduled_id: id(), page: pageInput.page }),
  output: z.object({ answers: z.array(pendingAnswer), pagination }),
  access: { ...ofCourse, permission: 'services.evaluations' },
  mutates: false,
});

export const gradeAnswer = defineFname({
  service: 'evaluations',
  name: 'gradeAnswer',
  input: z.object({
    answer_id: id(),
    points: gradeValue(M.GRADE_POINTS_RANGE),
    comment: z.string().trim().max(LIMITS.gradeCommentMax, M.GRADE_COMMENT_TOO_LONG).default(''),
  }),
  output: z.object({
    answer: z.object({ _id: z.string(), points: z.string(), comment: z.string(), graded_at: z.string() }),
    /** the attempt's grade (the sum, 0-20) and its answers still waiting */
    attempt: z.object({ _id: z.string(), grade: z.string(), pending: z.number() }),
    /** the student's grade at the evaluation: the best submitted attempt */
    evaluation_grade: z.string().nullable(),
  }),
  access: {
    kind: 'entity',
    roles: TEACHERS,
    entity: { from: 'record', field: 'answer_id', record: 'answer' },
    permission: 'services.evaluations',
  },
  mutates: true,
});

/** The grade book's page: its students, the programme's graded practices as columns, each cell and final grade. */
export const gradebook = z.object({
  course: gradedCourse,
  /** the entity's passing mark, two decimals */
  passing_mark: z.string(),
  practices: z.array(gradeColumn),
  students: z.array(gradebookRow),
  pagination,
});
export type Gradebook = z.infer<typeof gradebook>;

export const getGradebook = defineFname({
  service: 'students',
  name: 'getGradebook',
  input: z.object({ scheduled_id: id(), page: pageInput.page, query: nameQuery }),
  output: gradebook,
  access: ofCourse,
  mutates: false,
});

export const setPracticeGrade = defineFname({
  service: 'students',
  name: 'setPracticeGrade',
  input: z.object({
    scheduled_id: id(),
    practice_id: id(),
    user_id: id(),
    /** null clears it (the evaluation's grade, if any, counts again) */
    grade: gradeValue(M.GRADE_RANGE).nullable(),
  }),
  output: z.object({ message: z.string(), row: gradebookRow }),
  access: ofCourse,
  mutates: true,
});

export const getMyGrades = defineFname({
  ...PUBLIC_FNAMES.getMyGrades,
  input: z.object({ scheduled_id: id() }),
  output: studentGrades.extend({ course: gradedCourse, passing_mark: z.string(), practices: z.array(gradeColumn) }),
  access: { kind: 'entity', roles: STUDENTS, entity: { from: 'record', field: 'scheduled_id', record: 'scheduled' } },
  mutates: false,
});
export type MyGrades = z.infer<typeof getMyGrades.output>;

/**
 * The class materials of a teacher's course (decision 0054): the programme's own and each module's, in the programme's
 * order, files as short-lived signed links. A docente reads them only for courses that name them.
 */
export const getCourseMaterials = defineFname({
  service: 'materials',
  name: 'getCourseMaterials',
  input: z.object({ scheduled_id: id() }),
  output: z.object({
    course: gradedCourse,
    modules: z.array(z.object({ _id: z.string(), name: z.string(), materials: z.array(materialOutput) })),
  }),
  access: { ...ofCourse, permission: 'services.materials' },
  mutates: false,
});

// its export (decision 0040)
export const exportGradebook = exportOf(
  getGradebook,
  'exportGradebook',
  getGradebook.input.omit({ page: true }).extend(withFormat),
);
