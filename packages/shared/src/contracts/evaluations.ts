// Evaluations of a module (02 §2.15, §3, §4, §5, §7; 03 §1-§2): wire service `evaluations`.
import { z } from 'zod';
import { EVALUATION_OPTIONS, type EvaluationOption, LIMITS, PAGE_SIZES, SHOW_GRADE } from '../common/constants.js';
import { attemptsValid, durationValid, evaluationTotalIssue, questionPointsValid } from './evaluations.rules.js';
import * as M from '../common/messages.js';
import { defineFname } from './define.js';
import {
  bool,
  id,
  isoDateTime,
  jsonField,
  localDateTime,
  okOutput,
  pageInput,
  pagination,
  requiredText,
} from './fields.js';
import { byRecord, docs, ofEntity, questionOutput, sort, titleQuery } from './question-bank.js';

const optionsShape = Object.fromEntries(EVALUATION_OPTIONS.map((o) => [o, z.boolean()])) as Record<
  EvaluationOption,
  z.ZodBoolean
>;
const nivelOutput = z.object({ easy: z.number(), medium: z.number(), hard: z.number() });

export const evaluationOutput = z.object({
  _id: z.string(),
  entity_id: z.string(),
  /** the programme */
  main_course: z.string(),
  /** the module */
  course_id: z.string(),
  title: z.string(),
  attempts: z.number(),
  /** minutes */
  duration_time: z.number(),
  /** the total of its questions' points (20) */
  points: z.number(),
  published: z.boolean(),
  options: z.object(optionsShape),
  /** how many of its questions are of each difficulty */
  nivel: nivelOutput,
  questions_count: z.number(),
  /** set by publishEvaluation: when students may take it, and the graded practice it counts for */
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  practice_id: z.string().nullable(),
  /** when its students see their grade: the coordinator's choice, else the default of its attempts (decision 0048) */
  show_grade: z.enum(SHOW_GRADE),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EvaluationOutput = z.infer<typeof evaluationOutput>;

export const evaluationQuestionOutput = questionOutput.extend({ points: z.number(), index: z.number() });
export type EvaluationQuestionOutput = z.infer<typeof evaluationQuestionOutput>;

export const getEvaluations = defineFname({
  service: 'evaluations',
  name: 'getEvaluations',
  input: z.object({
    entity: id(),
    /** the module */
    course_id: id(),
    page: pageInput.page,
    docs: docs(PAGE_SIZES.evaluations),
    /** 'coordinador': only evaluations not yet published (02 §2.15) */
    filterBy: z.literal('coordinador', M.FIELD_INVALID).optional(),
    sort,
    query: titleQuery,
  }),
  output: z.object({ evaluations: z.array(evaluationOutput), pagination }),
  access: ofEntity,
  mutates: false,
});

export const getEvaluation = defineFname({
  service: 'evaluations',
  name: 'getEvaluation',
  input: z.object({ evaluation_id: id(), entity: id().optional() }),
  output: z.object({
    evaluation: evaluationOutput,
    questions: z.array(evaluationQuestionOutput),
    /**
     * the 'Publicar' form's defaults (04 §2.4): the module schedule's start (00:00) and end (23:59) in Lima, of the
     * schedule running now or the next one, else the latest; null while the module is scheduled nowhere
     */
    publish_defaults: z.object({ opens_at: z.string(), closes_at: z.string() }).nullable(),
  }),
  access: byRecord('evaluation_id', 'evaluation'),
  mutates: false,
});

/** 'Publicar' (04 §2.4): the window students may take it in and, optionally, the graded practice it counts for. */
export const publishEvaluation = defineFname({
  service: 'evaluations',
  name: 'publishEvaluation',
  input: z
    .object({
      evaluation_id: id(),
      entity: id().optional(),
      opens_at: isoDateTime(),
      closes_at: isoDateTime(),
      /** a graded practice of the evaluation's programme (02 §2.4) */
      practice_id: z.preprocess((v) => (v === '' ? null : v), id().nullable()).optional(),
      /** when its students see their grade (decision 0048); absent: as it was (at first, the default of its attempts) */
      show_grade: z.enum(SHOW_GRADE, M.FIELD_INVALID).optional(),
    })
    .refine((v) => Date.parse(v.closes_at) > Date.parse(v.opens_at), {
      path: ['closes_at'],
      message: M.PUBLISH_CLOSES_BEFORE_OPENS,
    }),
  output: z.object({ evaluation: evaluationOutput }),
  access: byRecord('evaluation_id', 'evaluation'),
  mutates: true,
});

/** The 'Publicar' form (04 §2.4): the window as Lima wall-clock times and the practice ('' for none). */
export const publishForm = z
  .object({
    opens_at: localDateTime(),
    closes_at: localDateTime(),
    practice_id: z.string(),
    show_grade: z.enum(SHOW_GRADE, M.FIELD_INVALID),
  })
  .refine((v) => v.closes_at > v.opens_at, { path: ['closes_at'], message: M.PUBLISH_CLOSES_BEFORE_OPENS });
export type PublishFormValues = z.infer<typeof publishForm>;

/** taken: students with a submitted attempt; the grades are each student's best attempt, two decimals */
export const evaluationResults = z.object({
  taken: z.number(),
  average: z.string().nullable(),
  highest: z.string().nullable(),
  lowest: z.string().nullable(),
});

export const publishedEvaluationOutput = evaluationOutput.extend({
  practice: z.object({ _id: z.string(), title: z.string() }).nullable(),
  results: evaluationResults,
});
export type PublishedEvaluationOutput = z.infer<typeof publishedEvaluationOutput>;

/** The 'Publicadas' list of a module (04 §2.4), with each evaluation's results: the list's input without its filter. */
export const getPublishedEvaluations = defineFname({
  service: 'evaluations',
  name: 'getPublishedEvaluations',
  input: getEvaluations.input.omit({ filterBy: true }),
  output: z.object({ evaluations: z.array(publishedEvaluationOutput), pagination }),
  access: ofEntity,
  mutates: false,
});

/** One chosen question of an evaluation: its id, its place and its points (02 §7 arrayIds). */
const chosenQuestion = z.object({
  id: id(),
  index: z.coerce.number({ error: M.FIELD_INVALID }).int().min(0).max(LIMITS.evaluationQuestionsMax),
  points: z.coerce
    .number({ error: M.QUESTION_POINTS_RANGE })
    .refine((p) => questionPointsValid(p), M.QUESTION_POINTS_RANGE),
});

const evaluationOptionsInput = jsonField(
  z.object(
    Object.fromEntries(EVALUATION_OPTIONS.map((o) => [o, bool().default(false)])) as Record<
      EvaluationOption,
      z.ZodDefault<ReturnType<typeof bool>>
    >,
  ),
);

/** An empty field of the form is a missing one ('Completar todos los campos'), not a zero. */
const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);

/** The evaluation form (02 §3, §5): what the panel checks and the server enforces. */
export const evaluationForm = z.object({
  title: requiredText(LIMITS.evaluationTitle, M.EVALUATION_FIELDS_REQUIRED),
  attempts: blankAsMissing(z.coerce.number({ error: M.EVALUATION_FIELDS_REQUIRED })).refine(
    (n) => attemptsValid(n),
    M.ATTEMPTS_RANGE,
  ),
  duration_time: blankAsMissing(z.coerce.number({ error: M.EVALUATION_FIELDS_REQUIRED })).refine(
    (n) => durationValid(n),
    M.DURATION_RANGE,
  ),
  arrayIds: jsonField(z.array(chosenQuestion).max(LIMITS.evaluationQuestionsMax, M.FIELD_INVALID)).superRefine(
    (list, ctx) => {
      if (list.length === 0) {
        ctx.addIssue({ code: 'custom', message: M.EVALUATION_NO_QUESTIONS });
        return;
      }
      if (new Set(list.map((q) => q.id)).size !== list.length) {
        ctx.addIssue({ code: 'custom', message: M.QUESTION_REPEATED });
        return;
      }
      const issue = evaluationTotalIssue(list.map((q) => q.points));
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    },
  ),
});

const evaluationFields = {
  ...evaluationForm.shape,
  entity: id(),
  /** the programme */
  main_course: id(),
  /** the module */
  course_id: id(),
  options: evaluationOptionsInput.default({
    random_order: false,
    show_max_quantity: false,
    show_next: false,
    block_return: false,
    one_by_one: false,
    random_by_student: false,
  }),
  /** accepted because the screen sends them; the server computes the total and the nivel counts from the questions */
  points: z.unknown().optional(),
  arrayQuestions: z.unknown().optional(),
  nivel: z.unknown().optional(),
};

export const createEvaluationManual = defineFname({
  service: 'evaluations',
  name: 'createEvaluationManual',
  input: z.object(evaluationFields),
  output: z.object({ evaluation: evaluationOutput }),
  access: ofEntity,
  mutates: true,
});

export const updateEvaluationManual = defineFname({
  service: 'evaluations',
  name: 'updateEvaluationManual',
  input: z.object({ ...evaluationFields, entity: id().optional(), evaluation_id: id() }),
  output: z.object({ evaluation: evaluationOutput }),
  access: byRecord('evaluation_id', 'evaluation'),
  mutates: true,
});

export const deleteEvaluation = defineFname({
  service: 'evaluations',
  name: 'deleteEvaluation',
  input: z.object({ evaluation_id: id(), entity: id().optional() }),
  output: okOutput,
  access: byRecord('evaluation_id', 'evaluation'),
  mutates: true,
});
