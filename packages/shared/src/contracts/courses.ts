// Wire service: `courses` (the spec's, 03 §1).
// Programmes (02 §2.2-2.5, §3, §5): categories, courses and their modules, syllabus, graded practices, certificate templates.
import { z } from 'zod';
import {
  CERTIFICATE_IMAGE_FIT,
  COURSE_ALIASES,
  COURSE_TAGS,
  COURSE_TYPES,
  LIMITS,
  PAGE_SIZES,
  PROGRAMME_LIMITS,
} from '../common/constants.js';
import { ADMINS, SCHEDULERS } from '../common/role-groups.js';
import * as M from '../common/messages.js';
import { defineFname } from './define.js';
import { bool, id, jsonField, okOutput, pageInput, pageSize, pagination, requiredText, twoDecimals } from './fields.js';

// 03 §2: admins manage programmes; the coordinador reads categories, courses, modules (and what hangs off a module)
const permission = 'services.courses' as const;

// ── Money: soles with two decimals, exact strings end to end (03 §1) ──
/** A price as the form sends it (02 §5: numeric, at most 5 characters); '' and absent mean 0. */
export const priceValue = () =>
  z
    .union([z.string(), z.number()], { error: M.PRICE_INVALID })
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))
    .pipe(z.string().max(LIMITS.priceChars, M.PRICE_INVALID).regex(/^(\d+(\.\d{1,2})?)?$/, M.PRICE_INVALID))
    .transform((v) => v || '0');
export const priceInput = z.object({ inscription: priceValue(), certificate: priceValue(), course_price: priceValue() });
export const money = z.string().regex(/^\d+\.\d{2}$/);
export const priceOutput = z.object({ inscription: money, certificate: money, course_price: money });

/** query {field 'name', search} of the lists (02 §7). */
export const nameSearch = jsonField(
  z.object({ field: z.literal('name').default('name'), search: z.string().trim().max(100).default('') }),
).optional();

// ── Categories ──
export const categoryOutput = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** programmes (alias 'programa') in the category */
  totalCourses: z.number(),
  /** the entity's one built-in category: it cannot be deleted (02 §6) */
  is_builtin: z.boolean(),
  created_at: z.string(),
});
export type CategoryOutput = z.infer<typeof categoryOutput>;

/** What the category form and the server both check (02 §5). */
export const categoryForm = z.object({
  name: requiredText(LIMITS.categoryName, M.CATEGORY_BLANK),
  description: requiredText(LIMITS.categoryDescription, M.CATEGORY_BLANK),
});

export const getCategories = defineFname({
  service: 'courses',
  name: 'getCategories',
  input: z.object({ entity_id: id(), query: nameSearch }),
  output: z.object({ categories: z.array(categoryOutput) }),
  access: { kind: 'entity', roles: SCHEDULERS, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: false,
});

export const createCategory = defineFname({
  service: 'courses',
  name: 'createCategory',
  input: categoryForm.extend({ entity_id: id() }),
  output: z.object({ category: categoryOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: true,
});

export const updateCategory = defineFname({
  service: 'courses',
  name: 'updateCategory',
  input: z.object({
    entity_id: id(),
    category_id: id(),
    name: categoryForm.shape.name.optional(),
    description: categoryForm.shape.description.optional(),
  }),
  output: z.object({ category: categoryOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: true,
});

export const deleteCategory = defineFname({
  service: 'courses',
  name: 'deleteCategory',
  input: z.object({ entity_id: id(), category_id: id() }),
  output: okOutput,
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: true,
});

// ── Courses (alias 'programa') and modules (alias 'modulo', type_of_course 'children') ──
export const COURSE_ALIAS_VALUES = [COURSE_ALIASES.main, COURSE_ALIASES.module] as const;
export type CourseAlias = (typeof COURSE_ALIAS_VALUES)[number];

export const courseOutput = z.object({
  _id: z.string(),
  entity_id: z.string(),
  name: z.string(),
  description: z.string(),
  target_audiences: z.string(),
  /** the cover's URL */
  preview: z.string().nullable(),
  /** a module shows its programme's category */
  category: z.object({ _id: z.string(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  price: priceOutput,
  total_price: money,
  /** every price is 0 */
  free: z.boolean(),
  alias: z.enum(COURSE_ALIAS_VALUES),
  type_of_course: z.enum([COURSE_TYPES.main, COURSE_TYPES.module]),
  parent_course_id: z.string().nullable(),
  /** the programme a module belongs to (null for a programme) */
  main_course: z.string().nullable(),
  created_at: z.string(),
});
export type CourseOutput = z.infer<typeof courseOutput>;

const courseFields = {
  category_id: id().optional(),
  /** the spec's other name for category_id */
  category: id().optional(),
  name: z.string({ error: M.FIELD_INVALID }).trim().max(LIMITS.courseName, M.tooLong(LIMITS.courseName)).optional(),
  description: z.string({ error: M.FIELD_INVALID }).trim().max(LIMITS.courseDescription, M.tooLong(LIMITS.courseDescription)).optional(),
  target_audiences: z.string({ error: M.FIELD_INVALID }).trim().max(LIMITS.courseAudience, M.tooLong(LIMITS.courseAudience)).optional(),
  tags: jsonField(z.array(z.enum(COURSE_TAGS, M.COURSE_TAGS_REQUIRED)).max(COURSE_TAGS.length)).optional(),
  price: jsonField(priceInput).optional(),
  /** the free switch (02 §4): every price 0 */
  free: bool().optional(),
  /** derived from alias; accepted because the form sends it */
  type_of_course: z.enum([COURSE_TYPES.main, COURSE_TYPES.module]).optional(),
  parent_course_id: id().optional(),
  /** derived from parent_course_id; accepted because the form sends it */
  main_course: id().optional(),
};

type CourseRuleValues = { name?: unknown; description?: unknown; target_audiences?: unknown; tags?: unknown };

/**
 * The rules of 02 §5 that depend on whether the record is a programme or a module. `creating`: every field must be there;
 * on an edit only the fields sent are checked. The server applies them again with the stored alias on an edit.
 */
export function courseIssues(v: CourseRuleValues, alias: CourseAlias, creating: boolean): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const isModule = alias === COURSE_ALIASES.module;
  const blank = (s: unknown) => typeof s !== 'string' || s.trim() === '';
  if (creating || v.name !== undefined) {
    if (blank(v.name)) issues.push({ path: 'name', message: isModule ? M.MODULE_BLANK : M.COURSE_BLANK });
    else if (isModule && (v.name as string).trim().length > LIMITS.moduleTitle) issues.push({ path: 'name', message: M.tooLong(LIMITS.moduleTitle) });
  }
  if (!isModule) {
    for (const key of ['description', 'target_audiences'] as const) {
      if ((creating || v[key] !== undefined) && blank(v[key])) issues.push({ path: key, message: M.COURSE_BLANK });
    }
    if ((creating || v.tags !== undefined) && !(Array.isArray(v.tags) && v.tags.length)) {
      issues.push({ path: 'tags', message: M.COURSE_TAGS_REQUIRED });
    }
  }
  return issues;
}

const addIssues = (issues: { path: string; message: string }[], ctx: z.RefinementCtx) => {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
};

export const createCourseInput = z
  .object({ ...courseFields, entity_id: id(), alias: z.enum(COURSE_ALIAS_VALUES).default(COURSE_ALIASES.main) })
  .superRefine((v, ctx) => {
    addIssues(courseIssues(v, v.alias ?? COURSE_ALIASES.main, true), ctx);
    if (v.alias === COURSE_ALIASES.module && !v.parent_course_id) {
      ctx.addIssue({ code: 'custom', path: ['parent_course_id'], message: M.FIELD_REQUIRED });
    }
  });

/** The cover (png/jpeg by content, public). Required when a programme is created (02 §5). */
const courseFiles = { preview: { accept: 'image', maxBytes: LIMITS.imageBytes, visibility: 'public' } } as const;

export const createCourse = defineFname({
  service: 'courses',
  name: 'createCourse',
  input: createCourseInput,
  output: z.object({ course: courseOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: true,
  files: courseFiles,
});

export const updateCourse = defineFname({
  service: 'courses',
  name: 'updateCourse',
  input: z
    .object({ ...courseFields, course_id: id(), entity_id: id().optional(), alias: z.enum(COURSE_ALIAS_VALUES).optional() })
    // without alias the server checks with the stored one
    .superRefine((v, ctx) => {
      if (v.alias) addIssues(courseIssues(v, v.alias, false), ctx);
    }),
  output: z.object({ course: courseOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'record', field: 'course_id', record: 'course' }, permission },
  mutates: true,
  files: courseFiles,
});

export const deleteCourse = defineFname({
  service: 'courses',
  name: 'deleteCourse',
  input: z.object({ entity_id: id(), course_id: id() }),
  output: okOutput,
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: true,
});

export const getCourses = defineFname({
  service: 'courses',
  name: 'getCourses',
  input: z.object({
    entity_id: id(),
    /** programmes of one category (else of every category) */
    category_id: id().optional(),
    /** the modules of this programme instead of programmes */
    parent_course_id: id().optional(),
    page: pageInput.page,
    docs: pageSize(PAGE_SIZES.mainCourses, PAGE_SIZES.courses),
    query: nameSearch,
  }),
  output: z.object({ courses: z.array(courseOutput), pagination }),
  access: { kind: 'entity', roles: SCHEDULERS, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: false,
});

// ── Syllabus (Temario) of a module ──
export const itemOutput = z.object({
  _id: z.string(),
  title: z.string(),
  course: z.string(),
  main_course: z.string().nullable(),
  created_at: z.string(),
});
export type ItemOutput = z.infer<typeof itemOutput>;

const itemTitle = () => requiredText(PROGRAMME_LIMITS.syllabusTitle);

export const getItems = defineFname({
  service: 'courses',
  name: 'getItems',
  input: z.object({ course: id() }),
  output: z.object({ items: z.array(itemOutput) }),
  access: { kind: 'entity', roles: SCHEDULERS, entity: { from: 'record', field: 'course', record: 'course' }, permission },
  mutates: false,
});

export const createItem = defineFname({
  service: 'courses',
  name: 'createItem',
  input: z.object({ entity: id(), course: id(), main_course: id().optional(), title: itemTitle() }),
  output: z.object({ item: itemOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity' }, permission },
  mutates: true,
});

export const updateItem = defineFname({
  service: 'courses',
  name: 'updateItem',
  input: z.object({ entity: id(), item: id(), title: itemTitle(), course: id().optional(), main_course: id().optional() }),
  output: z.object({ item: itemOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity' }, permission },
  mutates: true,
});

export const deleteItem = defineFname({
  service: 'courses',
  name: 'deleteItem',
  input: z.object({ entity_id: id(), item: id() }),
  output: okOutput,
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: true,
});

// ── Graded practices (Configuración de promedios) ──
/** 02 §5: numeric, minimum 0; kept as an exact decimal string with at most two decimals. */
export const weightValue = () => twoDecimals(M.WEIGHT_INVALID, PROGRAMME_LIMITS.weightMax);

export const practiceOutput = z.object({
  _id: z.string(),
  title: z.string(),
  course: z.string(),
  weight: z.number(),
  /** the share of the course's total weight, e.g. '25%' or '33.33%' */
  porcent: z.string().regex(/%$/),
  created_at: z.string(),
});
export type PracticeOutput = z.infer<typeof practiceOutput>;

export const practiceForm = z.object({ title: requiredText(LIMITS.practiceTitle), weight: weightValue() });

export const getQualifiedPractices = defineFname({
  service: 'courses',
  name: 'getQualifiedPractices',
  input: z.object({ entity: id(), parent_course: id() }),
  output: z.object({ qualifiedPractices: z.array(practiceOutput) }),
  access: { kind: 'entity', roles: SCHEDULERS, entity: { from: 'field', field: 'entity' }, permission },
  mutates: false,
});

export const createQualifiedPractice = defineFname({
  service: 'courses',
  name: 'createQualifiedPractice',
  input: practiceForm.extend({ entity: id(), course: id() }),
  output: z.object({ qualifiedPractice: practiceOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity' }, permission },
  mutates: true,
});

export const updateQualifiedPractice = defineFname({
  service: 'courses',
  name: 'updateQualifiedPractice',
  // the title is not editable (02 §5): only the weight changes
  input: z.object({ qualified_practice: id(), weight: weightValue() }),
  output: z.object({ qualifiedPractice: practiceOutput }),
  access: {
    kind: 'entity',
    roles: ADMINS,
    entity: { from: 'record', field: 'qualified_practice', record: 'qualified_practice' },
    permission,
  },
  mutates: true,
});

export const deleteQualifiedPractice = defineFname({
  service: 'courses',
  name: 'deleteQualifiedPractice',
  input: z.object({ qualified_practice: id() }),
  output: okOutput,
  access: {
    kind: 'entity',
    roles: ADMINS,
    entity: { from: 'record', field: 'qualified_practice', record: 'qualified_practice' },
    permission,
  },
  mutates: true,
});

// ── Certificate templates ──
export const certificateOutput = z.object({
  _id: z.string(),
  name: z.string(),
  /** an image of the template (a data: URL for the built-in ones) */
  preview: z.string(),
  /** the images the template takes; `url` is the course's uploaded image (a signed link), null until uploaded */
  resources: z.array(z.object({ name: z.string(), name_front: z.string(), url: z.string().nullable() })),
  /** the template chosen for this course */
  selected: z.boolean(),
});
export type CertificateOutput = z.infer<typeof certificateOutput>;

export const getCertificatesTemplates = defineFname({
  service: 'courses',
  name: 'getCertificatesTemplates',
  input: z.object({ entity: id(), course: id() }),
  output: z.object({ certificates: z.array(certificateOutput) }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity' }, permission },
  mutates: false,
});

export const setCertificateForCourse = defineFname({
  service: 'courses',
  name: 'setCertificateForCourse',
  input: z.object({
    course: id(),
    entity: id().optional(),
    /** the template's _id */
    certificate: id(),
    /** one entry per uploaded file, in order: the resource (`name`, e.g. 'background') it fills; without it, files fill the resources in order */
    body: jsonField(z.array(z.object({ name: z.string().max(50), type: z.string().max(50).optional() })).max(10)).optional(),
  }),
  output: z.object({ certificate: certificateOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'record', field: 'course', record: 'course' }, permission },
  mutates: true,
  // png/jpeg only, checked by content in the handler so that a refusal carries 02 §5's own text; fitted to the PDF as
  // they are stored, so that drawing a certificate never decodes a big image (docs/decisions/0025-image-limits.md)
  files: {
    files: { accept: 'any', maxBytes: LIMITS.imageBytes, visibility: 'private', multiple: true, resize: CERTIFICATE_IMAGE_FIT },
  },
});
