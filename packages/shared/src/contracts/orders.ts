// Wire service: `students` (the spec's, 03 §1; decision 0056).
// Orders and their deposit vouchers (02 §2.11 /vouchers and /history, §2.12, §3 'Order', §4 'Orders'; 03 §1 createOrder).
import { z } from 'zod';
import {
  LIMITS,
  MATCH_REASONS,
  MATCH_STATES,
  ORDER_STATES,
  PAGE_SIZES,
  VOUCHER_READING_STATES,
  VOUCHER_SOURCES,
} from '../common/constants.js';
import { FRONT_DESK, STUDENTS } from '../common/role-groups.js';
import * as M from '../common/messages.js';
import { defineFname } from './define.js';
import { buyerReceiptFields, buyerReceiptRule, orderReceipt } from './receipts.js';
import { PUBLIC_FNAMES } from './public-fnames.js';
import {
  id,
  jsonField,
  operationNumber,
  pageInput,
  pageSize,
  pagination,
  requiredText,
  exportOf,
  withFormat,
  withoutPage,
} from './fields.js';
import { checkoutPaymentAccount } from './payment-accounts.js';

// 03 §2: the counter (and the admins) handle orders; the coordinador does not
const permission = 'services.payment' as const;

const money = z.string().regex(/^\d+\.\d{2}$/);

export const orderBuyer = z.object({
  _id: z.string(),
  name: z.string(),
  lastname: z.string(),
  /** null or a non-https address: the screens show the default avatar (02 §2.12) */
  photo: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  dni: z.string().nullable(),
  address: z.string().nullable(),
});

/** A bank movement as the orders' screens name it (decision 0062). */
export const movementRef = z.object({
  _id: z.string(),
  /** 'Yape 987654321', 'BCP 191-…' */
  account: z.string(),
  operation_number: z.string().nullable(),
  amount: z.string().regex(/^-?\d+\.\d{2}$/),
  moved_at: z.string(),
});
export type MovementRef = z.infer<typeof movementRef>;

export const orderOutput = z.object({
  _id: z.string(),
  user: orderBuyer,
  state: z.enum(ORDER_STATES),
  total_price: money,
  /** the reason given when it was rejected, or when it was annulled */
  comment: z.string().nullable(),
  created_at: z.string(),
  /** when it was accepted (an annulled order too), rejected or cancelled */
  decided_at: z.string().nullable(),
  /** the number printed on the voucher, as the buyer typed it */
  operation_number: z.string().nullable(),
  /**
   * how a pending order stands against the bank's movements (decision 0062), with the movement that fits it or the one
   * to look at; null until it was matched once (no statement imported yet)
   */
  match: z
    .object({ state: z.enum(MATCH_STATES), reason: z.enum(MATCH_REASONS), movement: movementRef.nullable() })
    .nullable(),
  /** the bank movement that paid an accepted order, when it was accepted against one */
  paid_by: movementRef.nullable(),
  /** the boleta or factura asked for and, once accepted, its receipt (decision 0063) */
  receipt: orderReceipt,
});
export type OrderOutput = z.infer<typeof orderOutput>;

export const orderProductOutput = z.object({
  _id: z.string(),
  /** the scheduled course (main) or module schedule (children) bought */
  scheduled_id: z.string(),
  category: z.string(),
  course_name: z.string(),
  preview: z.string().nullable(),
  course_price: money,
  inscripcion_price: money,
  total_price: money,
});
export type OrderProductOutput = z.infer<typeof orderProductOutput>;

/**
 * The student-facing store's one call (03 §1): the signed-in buyer orders scheduled courses (main: the whole programme)
 * or module schedules of one entity, with one or more deposit voucher images. Prices are the server's: course price
 * plus enrolment price per line, exact soles.
 */
export const createOrder = defineFname({
  ...PUBLIC_FNAMES.createOrder,
  input: z
    .object({
      entity_id: id(),
      products: jsonField(
        z
          .array(z.object({ scheduled_id: id() }))
          .min(1, M.FIELD_REQUIRED)
          .max(50),
      ),
      /** the number printed on the voucher (Yape, Plin, bank): the counter matches it against other orders */
      operation_number: operationNumber(),
      /** the receipt asked for, issued when the order is accepted if the entity issues them (decision 0063) */
      ...buyerReceiptFields,
    })
    .superRefine(buyerReceiptRule),
  output: z.object({ order: orderOutput, products: z.array(orderProductOutput) }),
  // any signed-in member of the entity buys for themselves (checked before the vouchers are stored)
  access: { kind: 'self', memberOf: 'entity_id' },
  mutates: true,
  files: { vouchers: { accept: 'image', maxBytes: LIMITS.imageBytes, visibility: 'private', multiple: true } },
});

export const getOrders = defineFname({
  service: 'students',
  name: 'getOrders',
  input: z.object({
    entity_id: id(),
    page: pageInput.page,
    docs: pageSize(PAGE_SIZES.tableMax, PAGE_SIZES.orders),
    /** part of the buyer's e-mail, any case */
    filter_by_email: z.string().trim().max(254).optional(),
    sort: z.enum(['-created_at', 'created_at'], M.FIELD_INVALID).default('-created_at'),
    query: jsonField(
      z.object({ field: z.string().max(30).optional(), search: z.string().trim().max(254).default('') }),
    ).optional(),
    /** the states listed: pending (default) for /vouchers; rejected, canceled, success, annulled for /history */
    state: jsonField(z.array(z.enum(ORDER_STATES, M.FIELD_INVALID)).min(1).max(ORDER_STATES.length)).default([
      'pending',
    ]),
    /** only the orders in these match states (decision 0062); absent: any */
    match_state: jsonField(z.array(z.enum(MATCH_STATES, M.FIELD_INVALID)).min(1).max(MATCH_STATES.length)).optional(),
  }),
  output: z.object({ orders: z.array(orderOutput), pagination }),
  access: { kind: 'entity', roles: FRONT_DESK, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: false,
});

const confidence = z.number().min(0).max(1);
/**
 * What the server read from a voucher image (decision 0060), null for a voucher stored before readings began. While
 * 'queued' or 'reading' the fields are null; 'failed' means the counter reads it by eye. Each field comes with its
 * confidence (0..1); below VOUCHER_TRUSTED_CONFIDENCE a value is only a hint.
 */
export const voucherReading = z
  .object({
    state: z.enum(VOUCHER_READING_STATES),
    source: z.enum(VOUCHER_SOURCES).nullable(),
    operation_number: z.string().nullable(),
    /** soles, '1250.00' */
    amount: money.nullable(),
    /** the date and time printed on the voucher (Lima time), as an ISO instant */
    paid_at: z.string().nullable(),
    confidence: z
      .object({ operation_number: confidence, amount: confidence, paid_at: confidence, source: confidence })
      .nullable(),
  })
  .nullable();
export type VoucherReadingOutput = z.infer<typeof voucherReading>;

export const getOrderDetail = defineFname({
  service: 'students',
  name: 'getOrderDetail',
  input: z.object({ order_id: id() }),
  output: z.object({
    order: orderOutput,
    /**
     * each voucher image through a short-lived signed link, with the other orders of the entity whose voucher has
     * the same image bytes ('image') or the same operation number and amount ('operation'): 'Posible voucher duplicado'
     */
    vouchers: z.array(
      z.object({
        _id: z.string(),
        image_url: z.string(),
        duplicates: z.array(
          z.object({
            order_id: z.string(),
            reason: z.enum(['image', 'operation']),
            /** who placed that other order, when, and where it stands: what the counter needs to find it */
            buyer: z.string(),
            email: z.string(),
            created_at: z.string(),
            state: z.enum(ORDER_STATES),
          }),
        ),
        reading: voucherReading,
      }),
    ),
    products: z.array(orderProductOutput),
  }),
  access: {
    kind: 'entity',
    roles: FRONT_DESK,
    entity: { from: 'record', field: 'order_id', record: 'order' },
    permission,
  },
  mutates: false,
});

/**
 * Accepting, in one transaction: the order becomes success, the buyer is enrolled (role estudiante in the entity, each
 * bought scheduled course and, for a module, its main one) and the bought modules are unlocked. Already accepted: the
 * order as it stands, nothing changed, no audit row (a double click; decision 0050); rejected or cancelled → 409.
 */
export const activateOrders = defineFname({
  service: 'students',
  name: 'activateOrders',
  input: z.object({ order_id: id() }),
  output: z.object({ order: orderOutput, message: z.string() }),
  access: {
    kind: 'entity',
    roles: FRONT_DESK,
    entity: { from: 'record', field: 'order_id', record: 'order' },
    permission,
  },
  mutates: true,
});

/**
 * 'Aceptar coincidencias' (decision 0062): the page's orders the counter saw as 'Coincide', each accepted through the
 * same path as activateOrders (enrolment, unlocked modules, mail, an audit row each) and recorded with the movement
 * that paid it. An order that no longer matches when its turn comes (another counter took its movement, a new
 * statement made it ambiguous, it was decided meanwhile) is skipped and stays as it is, named in the answer.
 */
export const acceptMatchedOrders = defineFname({
  service: 'students',
  name: 'acceptMatchedOrders',
  input: z.object({
    entity_id: id(),
    order_ids: jsonField(z.array(id()).min(1, M.ACCEPT_MATCHES_NONE).max(PAGE_SIZES.tableMax)),
  }),
  output: z.object({
    accepted: z.array(z.string()),
    skipped: z.array(z.object({ order_id: z.string(), reason: z.string() })),
    message: z.string(),
  }),
  access: { kind: 'entity', roles: FRONT_DESK, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: true,
});

export const rejectOrder = defineFname({
  service: 'students',
  name: 'rejectOrder',
  input: z.object({ order_id: id(), message: requiredText(LIMITS.courseDescription, M.REJECT_COMMENT_REQUIRED) }),
  output: z.object({ order: orderOutput, message: z.string() }),
  access: {
    kind: 'entity',
    roles: FRONT_DESK,
    entity: { from: 'record', field: 'order_id', record: 'order' },
    permission,
  },
  mutates: true,
});

/**
 * Anular (migration 030): an admin reverses an accepted order, with its reason. In one transaction the order becomes
 * annulled, the buyer loses what its acceptance gave them (nothing they had from elsewhere) and its receipt, if it has
 * one, gets its credit note ('anulación de la operación'). Already annulled: the order as it stands, nothing changed,
 * no audit row (as a second Aceptar, decision 0050); not accepted → 409.
 */
export const annulOrder = defineFname({
  service: 'students',
  name: 'annulOrder',
  input: z.object({ order_id: id(), message: requiredText(LIMITS.courseDescription, M.ANNUL_REASON_REQUIRED) }),
  output: z.object({ order: orderOutput, message: z.string() }),
  // the front desk that accepts the orders (the counter, in Historial, and the admins): an annulment is the same
  // desk's decision as the acceptance it undoes, with its reason and an audit line (decision 0063)
  access: { kind: 'entity', roles: FRONT_DESK, entity: { from: 'record', field: 'order_id', record: 'order' }, permission },
  mutates: true,
});

// ── The student's own orders (04 §2.2 Mis pedidos; decision 0035): every call is the caller's own.
export const myOrder = z.object({
  _id: z.string(),
  state: z.enum(ORDER_STATES),
  total_price: money,
  operation_number: z.string().nullable(),
  /** the counter's reason when it was rejected, or the one given when it was annulled */
  comment: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  products: z.array(orderProductOutput),
  /** each through a short-lived signed link */
  vouchers: z.array(z.object({ _id: z.string(), image_url: z.string() })),
  /** the boleta or factura asked for and, once accepted, its receipt (decision 0063) */
  receipt: orderReceipt,
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

// its export (decision 0040)
export const exportOrders = exportOf(getOrders, 'exportOrders', getOrders.input.omit(withoutPage).extend(withFormat));
