// Wire service: `reconciliation` (its own name: the spec names no fname of it; decision 0056).
// Matching the entity's pending orders to its bank movements (docs/decisions/0062-matching-payments.md): what the
// entity accepts as a match (the amount's tolerance, the date window) and the cash view, per day and per account:
// movements received, orders accepted with them, movements that paid nothing, orders waiting. The match state of each
// order is read in the orders' lists (orders.getOrders) and 'Aceptar coincidencias' is orders.acceptMatchedOrders.
import { z } from 'zod';
import { RECONCILIATION_LIMITS as L } from '../common/constants.js';
import * as M from '../common/messages.js';
import { ADMINS, FRONT_DESK } from '../common/role-groups.js';
import { defineFname } from './define.js';
import { exportOf, id, isoDate, withFormat } from './fields.js';

// the counter (and the admins) handle payments; the coordinador does not (as orders)
const permission = 'services.payment' as const;
const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const reconciliationSettings = z.object({
  /** soles either way, '0.10' */
  tolerance: money,
  days_before: z.number(),
  days_after: z.number(),
  /** true until an admin saves them: the product's defaults (RECONCILIATION_DEFAULTS) */
  is_default: z.boolean(),
});
export type ReconciliationSettings = z.infer<typeof reconciliationSettings>;

const days = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number(M.RECONCILIATION_DAYS_INVALID)
      .int(M.RECONCILIATION_DAYS_INVALID)
      .min(0, M.RECONCILIATION_DAYS_INVALID)
      .max(max, M.RECONCILIATION_DAYS_INVALID),
  );

/** The form's fields (the web form and the server check the same). */
export const reconciliationSettingsFields = {
  tolerance: z
    .union([z.string(), z.number()], M.RECONCILIATION_TOLERANCE_INVALID)
    .transform((v) => String(v).trim().replace(',', '.'))
    .pipe(
      z
        .string()
        .regex(/^\d{1,3}(\.\d{1,2})?$/, M.RECONCILIATION_TOLERANCE_INVALID)
        .refine((v) => Number(v) <= L.toleranceMax, M.RECONCILIATION_TOLERANCE_INVALID),
    ),
  days_before: days(L.daysBeforeMax),
  days_after: days(L.daysAfterMax),
};

export const getReconciliationSettings = defineFname({
  service: 'reconciliation',
  name: 'getReconciliationSettings',
  input: z.object({ entity_id: id() }),
  output: z.object({ settings: reconciliationSettings }),
  access: { kind: 'entity', roles: FRONT_DESK, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: false,
});

/** Saving them matches every pending order again with the new rules, in the same transaction. */
export const updateReconciliationSettings = defineFname({
  service: 'reconciliation',
  name: 'updateReconciliationSettings',
  input: z.object({ entity_id: id(), ...reconciliationSettingsFields }),
  output: z.object({ settings: reconciliationSettings, message: z.string() }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: true,
});

export const cashDay = z.object({
  /** the Lima day, 'YYYY-MM-DD' */
  day: z.string(),
  account_id: z.string(),
  /** 'Yape 987654321', 'BCP 191-…' */
  account: z.string(),
  /** credits booked that day */
  received: z.number(),
  received_total: money,
  /** of them, the ones that paid an accepted order (annulled since or not: the money went to it) */
  accepted: z.number(),
  accepted_total: money,
  /** and the ones that paid nothing yet: to follow up */
  unmatched: z.number(),
  unmatched_total: money,
});
export type CashDay = z.infer<typeof cashDay>;

export const cashWaiting = z.object({
  /** the Lima day the orders were placed */
  day: z.string(),
  orders: z.number(),
  total: money,
  /** whole days from that day to today */
  age_days: z.number(),
});
export type CashWaiting = z.infer<typeof cashWaiting>;

export const CASH_RANGE_MAX_DAYS = 92;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

export const getCashView = defineFname({
  service: 'reconciliation',
  name: 'getCashView',
  input: z
    .object({
      entity_id: id(),
      /** Lima dates, both included */
      from: isoDate(),
      to: isoDate(),
      /** one account only; absent: every account of the entity */
      account_id: id().optional(),
    })
    .refine((v) => v.to >= v.from && dayNumber(v.to) - dayNumber(v.from) < CASH_RANGE_MAX_DAYS, {
      message: M.CASH_RANGE_INVALID,
      path: ['to'],
    }),
  output: z.object({ days: z.array(cashDay), waiting: z.array(cashWaiting) }),
  access: { kind: 'entity', roles: FRONT_DESK, entity: { from: 'field', field: 'entity_id' }, permission },
  mutates: false,
});

export const exportCashView = exportOf(
  getCashView,
  'exportCashView',
  z
    .object({ entity_id: id(), from: isoDate(), to: isoDate(), account_id: id().optional(), ...withFormat })
    .refine((v) => v.to >= v.from && dayNumber(v.to) - dayNumber(v.from) < CASH_RANGE_MAX_DAYS, {
      message: M.CASH_RANGE_INVALID,
      path: ['to'],
    }),
);
