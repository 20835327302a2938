// Wire service: `evaluations` (the spec's, 03 §1); getMyEvaluation keeps `students` (decision 0056).
// A student taking an evaluation (04 §3-§4): start or resume an attempt, read it, save each answer as it is given,
// submit. Every call is the caller's own attempt (role estudiante in the evaluation's entity); no answer carries which
// alternative is correct before the evaluation closes (docs/decisions/0036-taking-evaluations.md), nor the grade while
// the evaluation shows it on closing; under one_by_one the server hands out one question at a time (decision 0048).
import { z } from 'zod';
import {
  ANSWER_LIMITS,
  EVALUATION_OPTIONS,
  type EvaluationOption,
  LIMITS,
  QUESTION_TYPES,
  SHOW_GRADE,
} from '../common/constants.js';
import { STUDENTS } from '../common/role-groups.js';
import * as M from '../common/messages.js';
import { defineFname } from './define.js';
import { PUBLIC_FNAMES } from './public-fnames.js';
import { id } from './fields.js';
import { myEvaluation } from './my-courses.js';

const permission = 'services.evaluations' as const;
const ownAttempt = {
  kind: 'entity',
  roles: STUDENTS,
  entity: { from: 'record', field: 'attempt_id', record: 'attempt' },
  permission,
} as const;

export const ATTEMPT_STATES = ['in_progress', 'submitted'] as const;

/** An alternative as the student sees it: `correct` only once the evaluation has closed. */
const attemptAlternative = z.object({ _id: z.string(), value: z.string(), correct: z.boolean().optional() });

export const attemptQuestion = z.object({
  _id: z.string(),
  title: z.string(),
  /** the statement as stored: HTML sanitised when it was saved */
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  points: z.number(),
  /** none for short, large and file answers */
  alternatives: z.array(attemptAlternative),
});

export const attemptAnswer = z.object({
  question_id: z.string(),
  /** the chosen alternative id (unique, boolean), ids (multiple) or the text (short, large); null for a file */
  value: z.union([z.string(), z.array(z.string())]).nullable(),
  /** a file answer: its name and a short-lived link */
  file: z.object({ name: z.string(), url: z.string() }).nullable(),
  /** only once the evaluation has closed: the points it got, null while a teacher has not graded it */
  points: z.number().nullable().optional(),
  /** only once the evaluation has closed: the teacher's comment on it, null when none */
  comment: z.string().nullable().optional(),
});

const optionsShape = Object.fromEntries(EVALUATION_OPTIONS.map((o) => [o, z.boolean()])) as Record<
  EvaluationOption,
  z.ZodBoolean
>;

export const attemptSummary = z.object({
  _id: z.string(),
  evaluation_id: z.string(),
  /** 1 for the first attempt */
  number: z.number(),
  state: z.enum(ATTEMPT_STATES),
  started_at: z.string(),
  /** by the server's clock: start + duration, or the closing time when that comes first */
  deadline: z.string(),
  submitted_at: z.string().nullable(),
  /** the furthest question reached, by its place in this attempt's order (block_return refuses going back) */
  position: z.number(),
  /**
   * once submitted: the sum of the points given so far (0-20, two decimals); null while the evaluation shows grades
   * only when it closes (evaluation.grade_hidden)
   */
  grade: z.string().nullable(),
  /** once submitted: answers still waiting for a teacher */
  pending: z.number(),
});

export const attemptView = z.object({
  attempt: attemptSummary,
  evaluation: z.object({
    _id: z.string(),
    title: z.string(),
    attempts: z.number(),
    attempts_used: z.number(),
    duration_time: z.number(),
    options: z.object(optionsShape),
    /** null only for an evaluation without a window (never published) */
    closes_at: z.string().nullable(),
    /** the closing time has passed: the right alternatives and each answer's points are shown */
    closed: z.boolean(),
    /** when the student sees their grade (decision 0048) */
    show_grade: z.enum(SHOW_GRADE),
    /** the grade waits for the closing: no grade is sent until then */
    grade_hidden: z.boolean(),
  }),
  /**
   * in this attempt's order; under one_by_one, while the attempt runs, only the question shown (`page`), and once
   * submitted only those reached, until the evaluation closes
   */
  questions: z.array(attemptQuestion),
  /** the answers saved so far, to the questions sent */
  answers: z.array(attemptAnswer),
  /**
   * one_by_one while the attempt runs: the place of the question shown in the attempt's order (0 for the first), how
   * many questions there are and how many are answered; null otherwise
   */
  page: z.object({ index: z.number(), total: z.number(), answered: z.number() }).nullable(),
  /** the server's clock when it answered, so that the countdown does not trust the device's */
  server_now: z.string(),
});
export type AttemptView = z.infer<typeof attemptView>;

export const startAttempt = defineFname({
  ...PUBLIC_FNAMES.startAttempt,
  input: z.object({ evaluation_id: id() }),
  output: attemptView,
  access: {
    kind: 'entity',
    roles: STUDENTS,
    entity: { from: 'record', field: 'evaluation_id', record: 'evaluation' },
    permission,
  },
  mutates: true,
});

export const getAttempt = defineFname({
  ...PUBLIC_FNAMES.getAttempt,
  input: z.object({ attempt_id: id() }),
  output: attemptView,
  access: ownAttempt,
  mutates: false,
});

export const saveAnswer = defineFname({
  ...PUBLIC_FNAMES.saveAnswer,
  input: z.object({
    attempt_id: id(),
    question_id: id(),
    /** a file answer comes as the multipart file `file` instead */
    answer: z
      .union([
        z.string().max(ANSWER_LIMITS.large, M.ANSWER_LARGE_TOO_LONG),
        z.array(id()).max(LIMITS.alternativesMax, M.FIELD_INVALID),
      ])
      .optional(),
  }),
  output: z.object({ attempt: attemptSummary, answer: attemptAnswer }),
  access: ownAttempt,
  mutates: true,
  files: { file: { accept: 'answer', visibility: 'private' } },
});

/**
 * one_by_one: shows the question at `index` of the attempt's order, reaching it (saveAnswer refuses a question not yet
 * reached). Without block_return any question; with it only the next one (or the current one again), never back.
 */
export const goToQuestion = defineFname({
  ...PUBLIC_FNAMES.goToQuestion,
  input: z.object({
    attempt_id: id(),
    index: z.coerce
      .number({ error: M.FIELD_INVALID })
      .int(M.FIELD_INVALID)
      .min(0, M.FIELD_INVALID)
      .max(LIMITS.evaluationQuestionsMax, M.FIELD_INVALID),
  }),
  output: attemptView,
  access: ownAttempt,
  mutates: true,
});

export const submitAttempt = defineFname({
  ...PUBLIC_FNAMES.submitAttempt,
  input: z.object({ attempt_id: id() }),
  output: attemptView,
  access: ownAttempt,
  mutates: true,
});

/** /aula/evaluaciones/{id} before starting: the evaluation, the module it is of and the course to go back to. */
export const getMyEvaluation = defineFname({
  ...PUBLIC_FNAMES.getMyEvaluation,
  input: z.object({ evaluation_id: id() }),
  output: z.object({
    evaluation: myEvaluation.extend({
      module_name: z.string(),
      /** the main scheduled course where the caller has the module unlocked */
      scheduled_id: z.string(),
      /**
       * why startAttempt would refuse now (its very message: not open yet, closed, every attempt used); null when it
       * would start one or go on with the one running
       */
      refusal: z.string().nullable(),
    }),
  }),
  access: {
    kind: 'entity',
    roles: STUDENTS,
    entity: { from: 'record', field: 'evaluation_id', record: 'evaluation' },
    permission: 'services.evaluations',
  },
  mutates: false,
});
