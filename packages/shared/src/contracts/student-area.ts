// The student's own area (04 §2.2, §3): their courses with each module locked or unlocked by 02 §4, their materials
// through short-lived links, their orders. Every call is the caller's own: the role estudiante in the entity admits
// it, and the handler reads and changes only the caller's records (docs/decisions/0035-students-side.md).
import { z } from 'zod';
import { LIMITS, MATERIAL_TYPES, ORDER_STATES, SHOW_GRADE } from '../constants.js';
import { STUDENTS, STAFF_AND_STUDENTS } from '../role-groups.js';
import { defineFname } from './define.js';
import { PUBLIC_FNAMES } from './public-fnames.js';
import { id, operationNumber, pageInput, pagination } from './fields.js';
import { orderProductOutput } from './orders.js';
import { checkoutPaymentAccount } from './payment-accounts.js';

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

export const getMaterialLink = defineFname({
  ...PUBLIC_FNAMES.getMaterialLink,
  input: z.object({ material_id: id() }),
  output: z.object({ url: z.string(), expires_at: z.string().nullable() }),
  // staff of the entity open any of its materials; a student only those of a module unlocked for them
  access: {
    kind: 'entity',
    roles: STAFF_AND_STUDENTS,
    entity: { from: 'record', field: 'material_id', record: 'material' },
    permission: 'services.materials',
  },
  mutates: false,
});

export const myOrder = z.object({
  _id: z.string(),
  state: z.enum(ORDER_STATES),
  total_price: money,
  operation_number: z.string().nullable(),
  /** the counter's reason when it was rejected */
  comment: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  products: z.array(orderProductOutput),
  /** each through a short-lived signed link */
  vouchers: z.array(z.object({ _id: z.string(), image_url: z.string() })),
});
export type MyOrder = z.infer<typeof myOrder>;

export const getMyOrders = defineFname({
  ...PUBLIC_FNAMES.getMyOrders,
  input: z.object({ entity_id: id(), page: pageInput.page }),
  output: z.object({ orders: z.array(myOrder), pagination }),
  access: { kind: 'entity', roles: STUDENTS, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
});

const ownOrder = {
  kind: 'entity',
  roles: STUDENTS,
  entity: { from: 'record', field: 'order_id', record: 'order' },
} as const;

export const cancelOrder = defineFname({
  ...PUBLIC_FNAMES.cancelOrder,
  input: z.object({ order_id: id() }),
  output: z.object({ order: myOrder }),
  access: ownOrder,
  mutates: true,
});

export const resubmitOrder = defineFname({
  ...PUBLIC_FNAMES.resubmitOrder,
  input: z.object({ order_id: id(), operation_number: operationNumber() }),
  output: z.object({ order: myOrder }),
  access: ownOrder,
  mutates: true,
  files: { vouchers: { accept: 'image', maxBytes: LIMITS.imageBytes, visibility: 'private', multiple: true } },
});

// ── The checkout (04 §2.2 /aula/comprar): what the student may buy of a course, the lines and total of a choice, all
// computed by the server, and the entity's payment instructions (its payment credentials by type and account e-mail,
// never the token). createOrder places the order.

/** Whether a module of the course can be chosen now. */
export const CHECKOUT_MODULE_STATES = ['available', 'owned', 'pending', 'not_scheduled'] as const;
export type CheckoutModuleState = (typeof CHECKOUT_MODULE_STATES)[number];

export const checkoutLine = z.object({
  /** the scheduled course createOrder is sent for this line */
  scheduled_id: z.string(),
  name: z.string(),
  /** 'programa' for the whole programme, 'modulo' for one module (COURSE_ALIASES) */
  alias: z.string(),
  course_price: money,
  inscription_price: money,
  total_price: money,
});
export type CheckoutLine = z.infer<typeof checkoutLine>;

export const getCheckout = defineFname({
  ...PUBLIC_FNAMES.getCheckout,
  input: z.object({
    /** the main scheduled course */
    scheduled_id: id(),
    /** the module schedules chosen (02 §4 'part'); absent or empty: the whole programme (02 §4 'total') */
    modules: z.array(id()).max(50).optional(),
  }),
  output: z.object({
    entity: z.object({ _id: z.string(), entity_name: z.string(), domain: z.string().nullable() }),
    course: z.object({ _id: z.string(), name: z.string() }),
    /** whether the whole programme can be bought: no module of it is bought or waiting for payment */
    programme_available: z.boolean(),
    programme_total_price: money,
    modules: z.array(
      z.object({
        course_id: z.string(),
        /** null while the coordinator has not scheduled it (not for sale yet) */
        scheduled_id: z.string().nullable(),
        name: z.string(),
        start_date: z.string().nullable(),
        end_date: z.string().nullable(),
        total_price: money,
        state: z.enum(CHECKOUT_MODULE_STATES),
      }),
    ),
    /** the lines of the choice in the input, and their total: what createOrder will charge */
    lines: z.array(checkoutLine),
    total_price: money,
    /** the pending order the student already has for this course (one at a time), if any */
    pending_order_id: z.string().nullable(),
    /**
     * 'Cómo pagar': the entity's active payment accounts (Yape, Plin, bank and deposit accounts), in its order. The
     * payment credentials of 02 §2.9 are card gateways, nothing a student pays into: not shown (decision 0050)
     */
    payment_accounts: z.array(checkoutPaymentAccount),
  }),
  access: { kind: 'entity', roles: STUDENTS, entity: { from: 'record', field: 'scheduled_id', record: 'scheduled' } },
  mutates: false,
});

// ── Mis certificados (04 §2.2): the caller's certificates in the entity, each with a short-lived link to its PDF and
// the public verification page.
export const myCertificate = z.object({
  /** the main scheduled course it certifies */
  scheduled_id: z.string(),
  course_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  issued_at: z.string(),
  code: z.string(),
  /** a short-lived signed link to the PDF */
  url: z.string(),
  verify_url: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificate>;

export const getMyCertificates = defineFname({
  ...PUBLIC_FNAMES.getMyCertificates,
  input: z.object({ entity_id: id() }),
  output: z.object({ certificates: z.array(myCertificate) }),
  access: { kind: 'entity', roles: STUDENTS, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
});
