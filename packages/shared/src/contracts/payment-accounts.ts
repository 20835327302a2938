// Wire service: `payment-accounts` (its own name: the spec names no fname of it; decision 0056).
// Where a student pays into (docs/decisions/0050-payment-accounts.md): the entity's Yape and Plin
// numbers (with an optional QR image), bank accounts (with their CCI) and deposit accounts, each with its holder.
// Managed beside the credentials (02 §2.9); the admins of the entity manage them, the student
// reads the active ones in getCheckout. The bank statements to come match payments against these rows.
import { z } from 'zod';
import {
  PAYMENT_ACCOUNT_KINDS,
  PAYMENT_ACCOUNT_LIMITS as L,
  PAYMENT_BANKS,
  PHONE_ACCOUNT_KINDS,
  type PaymentAccountKind,
} from '../common/constants.js';
import { ADMINS } from '../common/role-groups.js';
import * as M from '../common/messages.js';
import { defineFname } from './define.js';
import { bool, id, okOutput, publicImage } from './fields.js';

const permission = 'services.payment' as const;

export const isPhoneAccount = (kind: string) => (PHONE_ACCOUNT_KINDS as readonly string[]).includes(kind);

/** A multipart form sends '' for a field left empty: that is no value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const digitsOf = (v: string) => v.replace(/[\s-]/g, '');

/** The fields of the account form of the admin (what the web form and the server both check, with withAccountRules). */
export const paymentAccountFields = {
  kind: z.enum(PAYMENT_ACCOUNT_KINDS, M.PAYMENT_ACCOUNT_KIND_INVALID),
  bank: optional(z.enum(PAYMENT_BANKS, M.PAYMENT_ACCOUNT_BANK_REQUIRED)),
  /** the bank's name when bank is 'other' */
  bank_name: optional(z.string().trim().max(L.bankName, M.FIELD_TOO_LONG)),
  /** the phone (Yape, Plin) or the account number, as printed (digits, dashes and spaces) */
  number: z.string({ error: M.FIELD_REQUIRED }).trim().min(1, M.FIELD_REQUIRED).max(40, M.FIELD_TOO_LONG),
  /** 20 digits; dashes and spaces typed with it are dropped */
  cci: optional(z.string().trim().max(40, M.PAYMENT_ACCOUNT_CCI_INVALID).transform(digitsOf)),
  holder: z
    .string({ error: M.PAYMENT_ACCOUNT_HOLDER_REQUIRED })
    .trim()
    .min(1, M.PAYMENT_ACCOUNT_HOLDER_REQUIRED)
    .max(L.holder, M.FIELD_TOO_LONG),
  is_active: bool().default(true),
  /** where it shows among the entity's accounts, 1 first; absent: after the others */
  position: optional(
    z.preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
      z
        .number(M.PAYMENT_ACCOUNT_POSITION_INVALID)
        .int(M.PAYMENT_ACCOUNT_POSITION_INVALID)
        .min(1, M.PAYMENT_ACCOUNT_POSITION_INVALID)
        .max(L.positionMax, M.PAYMENT_ACCOUNT_POSITION_INVALID),
    ),
  ),
};

/** The kind's rules on a form's object, and the values as they are stored. */
export const withAccountRules = <T extends z.ZodType<FormValues>>(schema: T) =>
  schema.superRefine(accountRule).transform(normalised);

export const paymentAccountForm = withAccountRules(z.object(paymentAccountFields));

type FormValues = {
  kind: PaymentAccountKind;
  bank?: string;
  bank_name?: string;
  number: string;
  cci?: string;
};

/** The rules that depend on the kind: what a school's staff would check before printing the account on a notice. */
function accountRule(v: FormValues, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (isPhoneAccount(v.kind)) {
    if (!/^9\d{8}$/.test(digitsOf(v.number))) issue('number', M.PAYMENT_ACCOUNT_PHONE_INVALID);
    if (v.cci) issue('cci', M.PAYMENT_ACCOUNT_CCI_NOT_ALLOWED);
    return;
  }
  if (!v.bank) issue('bank', M.PAYMENT_ACCOUNT_BANK_REQUIRED);
  if (v.bank === 'other' && !v.bank_name) issue('bank_name', M.PAYMENT_ACCOUNT_BANK_NAME_REQUIRED);
  const digits = digitsOf(v.number);
  if (!/^\d[\d\s-]*$/.test(v.number) || digits.length < L.numberMinDigits || digits.length > L.numberMaxDigits) {
    issue('number', M.PAYMENT_ACCOUNT_NUMBER_INVALID);
  }
  if (v.kind === 'bank' && !v.cci) issue('cci', M.PAYMENT_ACCOUNT_CCI_REQUIRED);
  else if (v.cci && !new RegExp(`^\\d{${L.cciDigits}}$`).test(v.cci)) issue('cci', M.PAYMENT_ACCOUNT_CCI_INVALID);
}

/** What is stored: a phone as its 9 digits, no bank on a Yape or Plin, a bank's name only for 'other'. */
function normalised<T extends FormValues>(v: T) {
  const phone = isPhoneAccount(v.kind);
  return {
    ...v,
    number: phone ? digitsOf(v.number) : v.number.replace(/\s+/g, ' '),
    bank: phone ? null : (v.bank ?? null),
    bank_name: !phone && v.bank === 'other' ? (v.bank_name ?? null) : null,
    cci: phone ? null : v.cci || null,
  };
}

export const paymentAccountOutput = z.object({
  _id: z.string(),
  kind: z.enum(PAYMENT_ACCOUNT_KINDS),
  bank: z.enum(PAYMENT_BANKS).nullable(),
  bank_name: z.string().nullable(),
  number: z.string(),
  cci: z.string().nullable(),
  holder: z.string(),
  /** the QR image's address (Yape, Plin), null without one */
  qr_url: z.string().nullable(),
  is_active: z.boolean(),
  position: z.number(),
  created_at: z.string(),
});
export type PaymentAccountOutput = z.infer<typeof paymentAccountOutput>;

/** What the student's checkout shows of an active account: where to pay, never the admin's bookkeeping. */
export const checkoutPaymentAccount = z.object({
  _id: z.string(),
  kind: z.enum(PAYMENT_ACCOUNT_KINDS),
  /** the bank as shown ('BCP', or the name of another bank); null for Yape and Plin */
  bank: z.string().nullable(),
  number: z.string(),
  cci: z.string().nullable(),
  holder: z.string(),
  qr_url: z.string().nullable(),
});
export type CheckoutPaymentAccount = z.infer<typeof checkoutPaymentAccount>;

const files = { qr: publicImage } as const;
const access = { kind: 'entity', roles: ADMINS, permission } as const;

export const getPaymentAccounts = defineFname({
  service: 'payment-accounts',
  name: 'getPaymentAccounts',
  input: z.object({ entity: id() }),
  /** every account of the entity, active or not, in the order the checkout shows them */
  output: z.object({ accounts: z.array(paymentAccountOutput) }),
  access: { ...access, entity: { from: 'field', field: 'entity' } },
  mutates: false,
});

export const createPaymentAccount = defineFname({
  service: 'payment-accounts',
  name: 'createPaymentAccount',
  input: withAccountRules(z.object({ ...paymentAccountFields, entity: id() })),
  output: z.object({ account: paymentAccountOutput }),
  access: { ...access, entity: { from: 'field', field: 'entity' } },
  mutates: true,
  files,
});

export const updatePaymentAccount = defineFname({
  service: 'payment-accounts',
  name: 'updatePaymentAccount',
  input: withAccountRules(
    z.object({
      ...paymentAccountFields,
      payment_account_id: id(),
      /** true: the stored QR image is removed (a new one sent in `qr` replaces it anyway) */
      remove_qr: bool().default(false),
    }),
  ),
  output: z.object({ account: paymentAccountOutput }),
  access: { ...access, entity: { from: 'record', field: 'payment_account_id', record: 'payment_account' } },
  mutates: true,
  files,
});

export const deletePaymentAccount = defineFname({
  service: 'payment-accounts',
  name: 'deletePaymentAccount',
  input: z.object({ payment_account_id: id() }),
  output: okOutput,
  access: { ...access, entity: { from: 'record', field: 'payment_account_id', record: 'payment_account' } },
  mutates: true,
});
