// Wire service: `metrics` (its own name, decision 0056).
// The dashboards (step 12, docs/decisions/0039-metrics-and-dashboards.md): the superadmin's Métricas and Inicio over
// every entity, and an entity's own 'Resumen' for its admins. Every figure is counted by the server with SQL over the
// tables the lists read; money travels as exact soles text with two decimals ('1234.50').
import { z } from 'zod';
import { METRIC_PERIODS, METRICS } from '../common/constants.js';
import { ADMINS } from '../common/role-groups.js';
import * as M from '../common/messages.js';
import { defineFname } from './define.js';
import { id } from './fields.js';

/** The period selector: the last 3, 6 or 12 months, the current one included (the platform's time zone). */
const period = z.enum(METRIC_PERIODS, M.METRICS_PERIOD_INVALID).default(METRICS.defaultPeriod);
const soles = z.string();
/** 'YYYY-MM' */
const month = z.string();

export const monthAmount = z.object({ month, amount: soles });
export const monthCount = z.object({ month, count: z.number() });
export const orderStates = z.object({
  pending: z.number(),
  success: z.number(),
  rejected: z.number(),
  canceled: z.number(),
  annulled: z.number(),
});

/** The figures of one entity, or of all together. */
export const entityFigures = z.object({
  /** people holding a staff role (admin, admin b2b, coordinador, counter, docente), each counted once */
  staff: z.number(),
  /** people holding the role estudiante */
  students: z.number(),
  programmes: z.number(),
  /** main scheduled courses whose dates include today */
  running: z.number(),
  /** orders placed in the period, by state */
  orders: orderStates,
  /** soles of the orders accepted in the period */
  revenue: soles,
  /** accepted soles per month of the period, oldest first, months without any as '0.00' */
  revenue_by_month: z.array(monthAmount),
  /** orders waiting for the counter (the /vouchers list: every pending order), and the oldest's age in whole days (null: none) */
  vouchers_waiting: z.number(),
  oldest_voucher_days: z.number().nullable(),
  /** stored files: class materials (the only ones with a recorded size), deposit vouchers and certificates */
  storage: z.object({ bytes: z.number(), files: z.number() }),
});
export type EntityFigures = z.infer<typeof entityFigures>;

export const platformMetrics = z.object({
  period: z.enum(METRIC_PERIODS),
  months: z.array(month),
  totals: entityFigures,
  entities: z.array(entityFigures.extend({ _id: z.string(), name: z.string() })),
  /** the mail outbox (platform-wide: a mail names no entity) */
  outbox: z.object({ pending: z.number(), failed: z.number(), oldest_pending: z.string().nullable() }),
});
export type PlatformMetrics = z.infer<typeof platformMetrics>;

export const getPlatformMetrics = defineFname({
  service: 'metrics',
  name: 'getPlatformMetrics',
  input: z.object({ period }),
  output: platformMetrics,
  access: { kind: 'superadmin' },
  mutates: false,
});

export const voucherAges = z.object({ day: z.number(), days3: z.number(), week: z.number(), older: z.number() });

export const entityDashboard = z.object({
  period: z.enum(METRIC_PERIODS),
  months: z.array(month),
  /** students enrolled in a main scheduled course, per month */
  enrolments: z.array(monthCount),
  revenue: z.array(monthAmount),
  /** orders placed in the period by their state now */
  conversion: orderStates,
  /** orders waiting for the counter by their age */
  vouchers: voucherAges,
  /** the programmes with the most students enrolled (all time) */
  top_programmes: z.array(z.object({ _id: z.string(), name: z.string(), students: z.number() })),
  /** per module: each student's best submitted attempt at each of its published evaluations (a result), their average and how many reach the mark */
  modules: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      programme: z.string(),
      results: z.number(),
      average: z.string().nullable(),
      passed: z.number(),
    }),
  ),
  passing_mark: z.string(),
  /** enrolments whose final grade (decision 0037) is below the passing mark: how many, and the lowest first */
  at_risk: z.object({
    count: z.number(),
    students: z.array(
      z.object({ _id: z.string(), name: z.string(), lastname: z.string(), course: z.string(), final: z.string() }),
    ),
  }),
});
export type EntityDashboard = z.infer<typeof entityDashboard>;

export const getEntityDashboard = defineFname({
  service: 'metrics',
  name: 'getEntityDashboard',
  input: z.object({ entity_id: id(), period }),
  output: entityDashboard,
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
});
