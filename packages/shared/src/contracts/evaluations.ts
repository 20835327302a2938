// Evaluations and the question bank of a module (02 §2.15, §3, §4, §5, §7; 03 §1-§2): the evaluations service.
import { z } from 'zod';
import {
  DIFFICULTIES,
  EVALUATION_OPTIONS,
  type EvaluationOption,
  IMPORT_FORMATS,
  LIMITS,
  PAGE_SIZES,
  QUESTION_TYPES,
  type QuestionType,
  SHOW_GRADE,
} from '../constants.js';
import { SCHEDULERS } from '../role-groups.js';
import {
  type AlternativeDraft,
  alternativesIssue,
  attemptsValid,
  durationValid,
  evaluationTotalIssue,
  initialAlternatives,
  isOpenType,
  questionPointsValid,
} from '../evaluation-rules.js';
import * as M from '../messages.js';
import { defineFname } from './define.js';
export * from './attempts.js';
import {
  bool,
  id,
  isoDateTime,
  jsonField,
  localDateTime,
  okOutput,
  pageInput,
  pageSize,
  pagination,
  requiredText,
} from './fields.js';

// 03 §2: the coordinador (and the admins) work on evaluations and the question bank; the counter does not
const permission = 'services.evaluations' as const;
/** Calls naming the entity in `entity`. */
const ofEntity = { kind: 'entity', roles: SCHEDULERS, entity: { from: 'field', field: 'entity' }, permission } as const;
/** Calls naming a question or an evaluation: the server finds its entity. */
const byRecord = (field: string, record: 'question' | 'evaluation') =>
  ({ kind: 'entity', roles: SCHEDULERS, entity: { from: 'record', field, record }, permission }) as const;

const difficulty = z.enum(DIFFICULTIES, M.FIELD_INVALID);
const questionType = z.enum(QUESTION_TYPES, M.FIELD_INVALID);
const sort = z.enum(['-createdAt', 'createdAt'], M.FIELD_INVALID).default('-createdAt');
/** query {field 'title', search} of the search boxes */
const titleQuery = jsonField(
  z.object({ field: z.literal('title').default('title'), search: z.string().trim().max(100).default('') }),
).optional();
const docs = (byDefault: number) => pageSize(PAGE_SIZES.questionsPicker, byDefault);

export const alternativeOutput = z.object({ _id: z.string(), value: z.string(), correct: z.boolean() });

export const questionOutput = z.object({
  _id: z.string(),
  entity_id: z.string(),
  /** the module whose bank holds it */
  course_id: z.string(),
  title: z.string(),
  /** the statement as sanitised HTML */
  question: z.string(),
  type: questionType,
  nivel: difficulty,
  /** the module's name (02 §3) */
  keywords: z.string(),
  alternatives: z.array(alternativeOutput),
  /** an open question's model answer or rubric for the teacher who grades it ('' when none); never sent to students */
  model_answer: z.string(),
  questionbank: z.literal(true),
  created_at: z.string(),
});
export type QuestionOutput = z.infer<typeof questionOutput>;

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

/** The evaluation form's question picker: the module's whole bank, 100 at a time (02 §9). */
export const getQuestions = defineFname({
  service: 'evaluations',
  name: 'getQuestions',
  input: z.object({
    entity: id(),
    /** the module whose bank is listed */
    course_id: id(),
    /** the module's name (the keywords); accepted because the screen sends it, course_id decides */
    course_name: z
      .string()
      .max(LIMITS.courseName * 2)
      .optional(),
    page: pageInput.page,
    docs: docs(PAGE_SIZES.questionsPicker),
    /** part of the title, any case */
    filter_by_name: z.string().trim().max(100).optional(),
    sort,
    query: titleQuery,
  }),
  output: z.object({ questions: z.array(questionOutput), pagination }),
  access: ofEntity,
  mutates: false,
});

/** The question bank page (02 §2.15): 15 per page. */
export const getQuestionBank = defineFname({
  service: 'evaluations',
  name: 'getQuestionBank',
  input: z.object({
    entity: id(),
    course_id: id(),
    /** the module's name; accepted because the screen sends it, course_id decides */
    filter: z
      .string()
      .max(LIMITS.courseName * 2)
      .optional(),
    page: pageInput.page,
    docs: docs(PAGE_SIZES.questionBank),
    query: titleQuery,
  }),
  output: z.object({ questions: z.array(questionOutput), pagination }),
  access: ofEntity,
  mutates: false,
});

const alternativesInput = jsonField(
  z
    .array(
      z.object({
        _id: z.string().max(64).optional(),
        value: z.string({ error: M.ALTERNATIVES_BLANK }).max(LIMITS.alternativeValue, M.tooLong(LIMITS.alternativeValue)),
        correct: bool().default(false),
      }),
    )
    .max(LIMITS.alternativesMax, M.FIELD_INVALID),
).default([]);

const questionFields = {
  title: requiredText(LIMITS.questionTitle),
  /** rich text (HTML); the server sanitises it and refuses it when nothing readable is left */
  question: requiredText(LIMITS.questionHtml, M.QUESTION_STATEMENT_REQUIRED),
  type: questionType,
  nivel: difficulty,
  alternatives: alternativesInput,
  /** 'Respuesta modelo / rúbrica' of an open question (short, large, file): kept for the teacher; '' for the others */
  model_answer: z.string().trim().max(LIMITS.modelAnswer, M.tooLong(LIMITS.modelAnswer)).default(''),
  /** the module's name; the server stores the module's own name (02 §3: keywords = the module name) */
  keywords: z
    .string()
    .max(LIMITS.courseName * 2)
    .optional(),
};

/** The type rules of the alternatives (02 §4-5): open types get their fixed placeholder, the rest alternativesIssue. */
function withQuestionRules<O extends { type: QuestionType; alternatives: AlternativeDraft[]; model_answer: string }, I>(
  schema: z.ZodType<O, I>,
) {
  return schema
    .transform((v): O =>
      isOpenType(v.type) ? { ...v, alternatives: initialAlternatives(v.type) } : { ...v, model_answer: '' },
    )
    .superRefine((v, ctx) => {
      const issue = alternativesIssue(v.type, v.alternatives);
      if (issue) ctx.addIssue({ code: 'custom', path: ['alternatives'], message: issue });
    });
}

/** The question form (02 §3, §5), as the web form checks it. */
export const questionForm = withQuestionRules(z.object(questionFields));

export const createQuestion = defineFname({
  service: 'evaluations',
  name: 'createQuestion',
  input: withQuestionRules(z.object({ ...questionFields, entity: id(), course_id: id() })),
  output: z.object({ question: questionOutput }),
  access: ofEntity,
  mutates: true,
});

export const updateQuestion = defineFname({
  service: 'evaluations',
  name: 'updateQuestion',
  input: withQuestionRules(z.object({ ...questionFields, question_id: id(), entity: id().optional() })),
  output: z.object({ question: questionOutput }),
  access: byRecord('question_id', 'question'),
  mutates: true,
});

export const deleteQuestion = defineFname({
  service: 'evaluations',
  name: 'deleteQuestion',
  input: z.object({ question_id: id(), entity: id().optional() }),
  output: okOutput,
  access: byRecord('question_id', 'question'),
  mutates: true,
});

export const importedQuestionOutput = z.object({
  line: z.number(),
  title: z.string(),
  question: z.string(),
  type: questionType,
  nivel: difficulty,
  alternatives: z.array(z.object({ value: z.string(), correct: z.boolean() })),
});

/**
 * Questions from GIFT or Aiken text into a module's bank (decision 0019). preview true answers what would be saved, and each
 * line's error, without saving; preview false saves all of them in one transaction, or none when any line is wrong.
 */
export const importQuestions = defineFname({
  service: 'evaluations',
  name: 'importQuestions',
  input: z.object({
    entity: id(),
    course_id: id(),
    format: z.enum(IMPORT_FORMATS, M.FIELD_INVALID),
    text: z.string({ error: M.IMPORT_EMPTY }).max(LIMITS.importChars, M.IMPORT_TEXT_TOO_LONG),
    /** the difficulty given to every imported question (neither format carries one) */
    nivel: difficulty.default('medium'),
    preview: bool().default(true),
  }),
  output: z.object({
    questions: z.array(importedQuestionOutput),
    errors: z.array(z.object({ line: z.number(), message: z.string() })),
    saved: z.number(),
  }),
  access: ofEntity,
  mutates: true,
});
