// Wire services: `entities` for the catalogue, `users` for registerStudent (the spec's, 04 §3; decision 0056).
// The public catalogue of an entity and the students' own accounts (04 §2.1, §3): no token; the entity is found by
// its domain, and only its published main scheduled courses are shown (docs/decisions/0035-students-side.md).
import { z } from 'zod';
import { DOCUMENT_TYPES, LIMITS } from '../common/constants.js';
import * as M from '../common/messages.js';
import { defineFname } from './define.js';
import { PUBLIC_FNAMES } from './public-fnames.js';
import { customize, digits, domain, email, id, pageInput, pagination, requiredText } from './fields.js';

const money = z.string().regex(/^\d+\.\d{2}$/);

export const catalogEntity = z.object({
  _id: z.string(),
  entity_name: z.string(),
  domain: z.string(),
  customize,
});
export type CatalogEntity = z.infer<typeof catalogEntity>;

export const catalogCard = z.object({
  /** the main scheduled course */
  _id: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  campus: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  coverpage: z.string().nullable(),
  /** enrolment + course price of the whole programme, exact soles */
  total_price: money,
});
export type CatalogCard = z.infer<typeof catalogCard>;

export const catalogModule = z.object({
  /** the module (course) */
  course_id: z.string(),
  /** its schedule inside this scheduled course; null while the coordinator has not scheduled it (not for sale yet) */
  scheduled_id: z.string().nullable(),
  name: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  course_price: money,
  inscription_price: money,
  total_price: money,
  syllabus: z.array(z.object({ _id: z.string(), title: z.string() })),
});
export type CatalogModule = z.infer<typeof catalogModule>;

export const catalogCourse = catalogCard.extend({
  description: z.string(),
  course_price: money,
  inscription_price: money,
  teachers: z.array(z.object({ name: z.string(), lastname: z.string() })),
  /** the programme's modules in their order */
  modules: z.array(catalogModule),
});
export type CatalogCourse = z.infer<typeof catalogCourse>;

export const getCatalog = defineFname({
  ...PUBLIC_FNAMES.getCatalog,
  input: z.object({
    domain: domain(),
    /** part of the course's name, any case */
    query: z.string().trim().max(100, M.tooLong(100)).optional(),
    page: pageInput.page,
  }),
  output: z.object({ entity: catalogEntity, scheduleds: z.array(catalogCard), pagination }),
  access: { kind: 'public' },
  mutates: false,
});

export const getCatalogCourse = defineFname({
  ...PUBLIC_FNAMES.getCatalogCourse,
  input: z.object({ domain: domain(), scheduled_id: id() }),
  output: z.object({ entity: catalogEntity, scheduled: catalogCourse }),
  access: { kind: 'public' },
  mutates: false,
});

const password = z
  .string({ error: M.USER_PASSWORD_MIN })
  .min(LIMITS.passwordMin, M.USER_PASSWORD_MIN)
  .max(LIMITS.passwordMax, M.tooLong(LIMITS.passwordMax));

/** 04 §2.1 'registro': what the form and the server both check (the repetition is the form's alone). */
export const registerStudentFields = {
  name: requiredText(LIMITS.personName),
  firstlastname: requiredText(LIMITS.personName),
  secondlastname: requiredText(LIMITS.personName),
  typeDoc: z.enum(DOCUMENT_TYPES, M.FIELD_REQUIRED),
  dni: digits(LIMITS.dni, M.DNI_MAX).min(1, M.FIELD_REQUIRED),
  // a Peruvian mobile: exactly 9 digits (04 §2.1 'teléfono (9 digits)')
  phone: digits(LIMITS.phone, M.PHONE_MAX).min(1, M.FIELD_REQUIRED).min(LIMITS.phone, M.PHONE_LENGTH),
  email: email(),
  password,
};

/** A DNI has exactly 8 digits (04 §2.1); other documents up to 8 as 02 §5 allows. */
export const dniLength = (v: { typeDoc: string; dni: string }, ctx: z.RefinementCtx) => {
  if (v.typeDoc === 'dni' && v.dni.length !== LIMITS.dni)
    ctx.addIssue({ code: 'custom', path: ['dni'], message: M.DNI_LENGTH });
};

export const registerStudentInput = z.object({ domain: domain(), ...registerStudentFields }).superRefine(dniLength);

/** The registration form: the same fields and the password's repetition. */
export const registerStudentForm = z
  .object({ ...registerStudentFields, password2: z.string() })
  .superRefine(dniLength)
  .refine((v) => v.password === v.password2, { path: ['password2'], message: M.PASSWORD_CHANGE_MISMATCH });

export const registerStudent = defineFname({
  ...PUBLIC_FNAMES.registerStudent,
  input: registerStudentInput,
  output: z.object({
    token: z.string(),
    user: z.object({ _id: z.string(), email: z.string(), name: z.string(), lastname: z.string() }),
    entity_id: z.string(),
  }),
  access: { kind: 'public' },
  mutates: true,
  rateLimited: 'attempts',
});
