// Wire service: `audit` (its own name: the spec names no fname of it; decision 0056).
// The audit trail (decision 0041): who changed what, when and from where. Every mutating call writes one audit_log row
// (apps/api/src/rpc/dispatcher.ts); an entity's admins read their entity's rows, the superadmin every entity's or one
// entity's. Pages of 25 newest first by keyset: `after` is the last row's id of the page before, so a deep page costs
// what the first does at a million rows; the total is counted up to AUDIT_COUNT_CAP (docs/decisions/0041-audit-trail.md).
import { z } from 'zod';
import { SERVICES } from '../common/constants.js';
import { ADMINS } from '../common/role-groups.js';
import * as M from '../common/messages.js';
import { defineFname } from './define.js';
import { id, isoDate } from './fields.js';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong(max))
    .transform((v) => v || undefined)
    .optional();

export const auditFilterFields = {
    /** part of the person's name, last name or e-mail, any case */
    person: optionalText(100),
    /** the kind of record: a service, and within it one fname (`action`: a body's `fname` names the call itself) */
    service: z.enum(SERVICES, M.FIELD_INVALID).optional(),
    action: z
      .string()
      .trim()
      .max(60, M.tooLong(60))
      // an fname's name: letters, digits and underscores (generateCertificate_2)
      .regex(/^[A-Za-z0-9_:]*$/, M.FIELD_INVALID)
      .transform((v) => v || undefined)
      .optional(),
    /** dates in Lima, both included */
    from: isoDate().optional(),
    to: isoDate().optional(),
};
const datesInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const datesRule = { message: M.AUDIT_DATES_ORDER, path: ['to'] };

export const auditRow = z.object({
  _id: z.string(),
  created_at: z.string(),
  /** who: null for a change no signed-in person made (a command-line restore) */
  user: z.object({ _id: z.string(), name: z.string(), lastname: z.string(), email: z.string() }).nullable(),
  entity: z.object({ _id: z.string(), name: z.string() }).nullable(),
  service: z.string(),
  fname: z.string(),
  record_id: z.string().nullable(),
  /** the client's address as the server saw it (TRUST_PROXY) and its browser; null on rows older than migration 018 */
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const getAuditLog = defineFname({
  service: 'audit',
  name: 'getAuditLog',
  input: z
    .object({
      /** left out: every entity (the superadmin only) */
      entity_id: id().optional(),
      /** the last row's _id of the page before; absent: the newest page */
      after: z.string().trim().regex(/^\d{1,18}$/, M.FIELD_INVALID).optional(),
      ...auditFilterFields,
    })
    .refine(datesInOrder, datesRule),
  output: z.object({
    rows: z.array(auditRow),
    /** `after` for the next page; null on the last one */
    next: z.string().nullable(),
    /** rows that match, counted up to AUDIT_COUNT_CAP; `capped` says there are more */
    total: z.number(),
    capped: z.boolean(),
  }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' }, withoutEntity: 'superadmin' },
  mutates: false,
});

/** the screen's filter form: the same fields and rule as the call */
export const auditFilterForm = z.object(auditFilterFields).refine(datesInOrder, datesRule);
export type AuditFilterValues = z.input<typeof auditFilterForm>;
