// Wire service: `students` (the spec's; decision 0056).
// Mis cursos (04 §2.2, §3): the student's courses with each module locked or unlocked by 02 §4, its materials and its
// evaluations. Every call is the caller's own: the role estudiante in the entity admits
// it, and the handler reads and changes only the caller's records (docs/decisions/0035-students-side.md).
import { z } from 'zod';
import { MATERIAL_TYPES, SHOW_GRADE } from '../common/constants.js';
import { STUDENTS } from '../common/role-groups.js';
import { defineFname } from './define.js';
import { PUBLIC_FNAMES } from './public-fnames.js';
import { id } from './fields.js';

const money = z.string().regex(/^\d+\.\d{2}$/);

/** Why a module is locked (04 §2.2): the texts are M.MODULE_LOCK_REASONS. */
export const LOCK_REASONS = ['pending', 'not_bought', 'disabled'] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

export const myCourseCard = z.object({
  /** the main scheduled course */
  _id: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  campus: z.string().nullable(),
  coverpage: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  modules_total: z.number(),
  modules_unlocked: z.number(),
  /** the start of the next module schedule after today (one that starts today is the current one), if any */
  next_module_date: z.string().nullable(),
  /** the programme's evaluations the caller has a submitted attempt at (04 §2.2 progress) */
  evaluations_taken: z.number(),
  /** the final grade as Mis notas shows it (04 §4 'Grades'), when there is one */
  final_grade: z.string().nullable(),
});
export type MyCourseCard = z.infer<typeof myCourseCard>;

export const getMyCourses = defineFname({
  ...PUBLIC_FNAMES.getMyCourses,
  input: z.object({ entity_id: id() }),
  output: z.object({ courses: z.array(myCourseCard) }),
  access: { kind: 'entity', roles: STUDENTS, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
});

export const myMaterial = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(MATERIAL_TYPES),
  name_file: z.string().nullable(),
});
export type MyMaterial = z.infer<typeof myMaterial>;

/**
 * A published evaluation as its student sees it (04 §2.2), first by what the student did, then by its window:
 * in_progress (an attempt before its deadline), submitted (an answer waits for a teacher), graded, upcoming (not
 * open yet), closed (closing passed, nothing submitted), available (open, nothing started). Decision 0036.
 */
export const MY_EVALUATION_STATES = ['in_progress', 'submitted', 'graded', 'upcoming', 'closed', 'available'] as const;
export type MyEvaluationState = (typeof MY_EVALUATION_STATES)[number];

export const myEvaluation = z.object({
  _id: z.string(),
  title: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  /** attempts allowed, and those the caller started */
  attempts: z.number(),
  attempts_used: z.number(),
  /** minutes */
  duration_time: z.number(),
  /** the best submitted attempt's grade (0-20, two decimals), null before one and while grade_hidden */
  best_grade: z.string().nullable(),
  /** never 'graded' while grade_hidden: a submitted attempt is 'submitted' until the grade shows */
  state: z.enum(MY_EVALUATION_STATES),
  /** the caller's latest attempt (getAttempt shows it), null before one */
  attempt_id: z.string().nullable(),
  /**
   * the best submitted attempt (the latest of equals), the one reviewed once the evaluation closes; null before one and
   * while grade_hidden (which attempt scored more would tell)
   */
  best_attempt_id: z.string().nullable(),
  /** when the student sees their grade (decision 0048) */
  show_grade: z.enum(SHOW_GRADE),
  /** the grade waits for the closing (closes_at) */
  grade_hidden: z.boolean(),
});
export type MyEvaluation = z.infer<typeof myEvaluation>;

export const myModule = z.object({
  /** the module (course) */
  course_id: z.string(),
  /** its schedule in this course; null while not scheduled */
  scheduled_id: z.string().nullable(),
  name: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  unlocked: z.boolean(),
  /** null when unlocked */
  lock_reason: z.enum(LOCK_REASONS).nullable(),
  /** price of buying this module alone (its course + enrolment price) */
  total_price: money,
  syllabus: z.array(z.object({ _id: z.string(), title: z.string() })),
  /** only for an unlocked module: each opens through getMaterialLink */
  materials: z.array(myMaterial),
  /** only for an unlocked module: its published evaluations, soonest open first */
  evaluations: z.array(myEvaluation),
});
export type MyModule = z.infer<typeof myModule>;

export const getMyCourse = defineFname({
  ...PUBLIC_FNAMES.getMyCourse,
  input: z.object({ scheduled_id: id() }),
  output: z.object({ course: myCourseCard.extend({ description: z.string(), modules: z.array(myModule) }) }),
  access: { kind: 'entity', roles: STUDENTS, entity: { from: 'record', field: 'scheduled_id', record: 'scheduled' } },
  mutates: false,
});
