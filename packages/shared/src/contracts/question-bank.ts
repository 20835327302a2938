// The question bank of a module (02 §2.15, §3, §5, §7; 03 §1-§2): wire service `evaluations` (03 §1: the spec places
// its fnames there).
import { z } from 'zod';
import { DIFFICULTIES, IMPORT_FORMATS, LIMITS, PAGE_SIZES, QUESTION_TYPES, type QuestionType } from '../common/constants.js';
import { SCHEDULERS } from '../common/role-groups.js';
import { type AlternativeDraft, alternativesIssue, initialAlternatives, isOpenType } from './evaluations.rules.js';
import * as M from '../common/messages.js';
import { defineFname } from './define.js';
import {
  bool,
  id,
  jsonField,
  okOutput,
  pageInput,
  pageSize,
  pagination,
  requiredText,
  exportOf,
  withFormat,
  withoutPage,
} from './fields.js';

// 03 §2: the coordinador (and the admins) work on evaluations and the question bank; the counter does not.
// These field and access builders are evaluations.ts's too (it imports them from here).
export const permission = 'services.evaluations' as const;
/** Calls naming the entity in `entity`. */
export const ofEntity = { kind: 'entity', roles: SCHEDULERS, entity: { from: 'field', field: 'entity' }, permission } as const;
/** Calls naming a question or an evaluation: the server finds its entity. */
export const byRecord = (field: string, record: 'question' | 'evaluation') =>
  ({ kind: 'entity', roles: SCHEDULERS, entity: { from: 'record', field, record }, permission }) as const;

export const difficulty = z.enum(DIFFICULTIES, M.FIELD_INVALID);
export const questionType = z.enum(QUESTION_TYPES, M.FIELD_INVALID);
export const sort = z.enum(['-createdAt', 'createdAt'], M.FIELD_INVALID).default('-createdAt');
/** query {field 'title', search} of the search boxes */
export const titleQuery = jsonField(
  z.object({ field: z.literal('title').default('title'), search: z.string().trim().max(100).default('') }),
).optional();
export const docs = (byDefault: number) => pageSize(PAGE_SIZES.questionsPicker, byDefault);

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

// its export (decision 0040)
export const exportQuestionBank = exportOf(
  getQuestionBank,
  'exportQuestionBank',
  getQuestionBank.input.omit(withoutPage).extend(withFormat),
);
