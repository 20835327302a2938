// Wire service: `receipts` (its own name: the spec names no fname of it; decision 0056).
// Electronic receipts (docs/decisions/0063-electronic-receipts.md): the entity's fiscal settings, which its admins
// keep ('Mi Entidad' › 'Facturación electrónica'); the receipts themselves, a boleta or factura per accepted order and
// a credit note per annulled one, which the admins and the counter list, download and send again; and the buyer's
// own receipts. The certificate and the SOL password are never answered, only masked.
import { z } from 'zod';
import { CREDENTIAL_MASK, PAGE_SIZES } from '../common/constants.js';
import * as M from '../common/messages.js';
import { ADMINS, FRONT_DESK, STUDENTS } from '../common/role-groups.js';
import { defineFname } from './define.js';
import {
  bool,
  exportFile,
  exportOf,
  id,
  isoDate,
  pageInput,
  pageSize,
  pagination,
  withFormat,
  withoutPage,
} from './fields.js';
import {
  BUYER_DOC_CODE,
  type BuyerDocKind,
  BUYER_RECEIPT_KINDS,
  RECEIPT_KINDS,
  RECEIPT_STATES,
  type BuyerReceiptKind,
  FISCAL_DESTINATIONS,
  FISCAL_LIMITS as L,
  isValidRuc,
  isValidSeries,
  isValidUbigeo,
  TAX_TREATMENTS,
} from './receipts.rules.js';

const permission = 'services.payment' as const;
const adminAccess = {
  kind: 'entity',
  roles: ADMINS,
  entity: { from: 'field', field: 'entity_id' },
  permission,
} as const;

const trimmed = (max: number, blank: string) =>
  z.string({ error: blank }).trim().min(1, blank).max(max, M.tooLong(max));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong(max))
    .transform((v) => v || null);

export const ruc = () =>
  z
    .string({ error: M.RUC_INVALID })
    .trim()
    .refine((v) => isValidRuc(v), M.RUC_INVALID);
const series = (kind: 'boleta' | 'factura') => {
  const message = kind === 'boleta' ? M.BOLETA_SERIES_INVALID : M.FACTURA_SERIES_INVALID;
  return z
    .string({ error: message })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => isValidSeries(v, kind), message);
};
const nextNumber = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: M.RECEIPT_NEXT_INVALID })
      .int(M.RECEIPT_NEXT_INVALID)
      .min(1, M.RECEIPT_NEXT_INVALID)
      .max(L.maxNumber, M.RECEIPT_NEXT_INVALID),
  );

/**
 * What the buyer asks for at checkout (orders.createOrder): a boleta in their own name, or a factura to a company,
 * named by its RUC (check digit included) and razón social. A multipart form sends '' for what it leaves empty.
 */
export const buyerReceiptFields = {
  receipt_kind: z.enum(BUYER_RECEIPT_KINDS, M.FIELD_INVALID).default('boleta'),
  buyer_ruc: z.string().trim().max(11, M.RUC_INVALID).default(''),
  buyer_legal_name: z.string().trim().max(L.legalName, M.tooLong(L.legalName)).default(''),
};
export function buyerReceiptRule(
  v: { receipt_kind: BuyerReceiptKind; buyer_ruc: string; buyer_legal_name: string },
  ctx: z.RefinementCtx,
) {
  if (v.receipt_kind !== 'factura') return;
  if (!isValidRuc(v.buyer_ruc)) ctx.addIssue({ code: 'custom', path: ['buyer_ruc'], message: M.RUC_INVALID });
  if (!v.buyer_legal_name) {
    ctx.addIssue({ code: 'custom', path: ['buyer_legal_name'], message: M.BUYER_LEGAL_NAME_REQUIRED });
  }
}

/** The form of the tab (the web form and the server check the same); a secret left blank keeps the saved one. */
export const fiscalSettingsFields = {
  ruc: ruc(),
  legal_name: trimmed(L.legalName, M.FIELD_REQUIRED),
  trade_name: optionalText(L.tradeName),
  address: trimmed(L.address, M.FIELD_REQUIRED),
  ubigeo: z
    .string({ error: M.UBIGEO_INVALID })
    .trim()
    .refine((v) => isValidUbigeo(v), M.UBIGEO_INVALID),
  establishment_code: z
    .string({ error: M.ESTABLISHMENT_CODE_INVALID })
    .trim()
    .regex(/^\d{4}$/, M.ESTABLISHMENT_CODE_INVALID),
  boleta_series: series('boleta'),
  factura_series: series('factura'),
  boleta_next: nextNumber(),
  factura_next: nextNumber(),
  default_treatment: z.enum(TAX_TREATMENTS, M.FIELD_INVALID),
  destination: z.enum(FISCAL_DESTINATIONS, M.FIELD_INVALID),
  ose_url: z
    .string()
    .trim()
    .max(L.oseUrl, M.tooLong(L.oseUrl))
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), M.OSE_URL_INVALID)
    .transform((v) => v || null),
  sol_user: optionalText(L.solUser),
  /** blank: keep the saved one */
  sol_password: z.string().max(L.solPassword, M.tooLong(L.solPassword)).default(''),
  is_enabled: bool(),
};

export const fiscalSettingsInput = z
  .object({ entity_id: id(), ...fiscalSettingsFields })
  .refine((v) => v.destination !== 'ose' || v.ose_url !== null, { message: M.OSE_URL_INVALID, path: ['ose_url'] });

export const fiscalSettingsOutput = z.object({
  ruc: z.string(),
  legal_name: z.string(),
  trade_name: z.string(),
  address: z.string(),
  ubigeo: z.string(),
  establishment_code: z.string(),
  boleta_series: z.string(),
  factura_series: z.string(),
  boleta_next: z.number(),
  factura_next: z.number(),
  default_treatment: z.enum(TAX_TREATMENTS),
  destination: z.enum(FISCAL_DESTINATIONS),
  ose_url: z.string(),
  sol_user: z.string(),
  /** the mask when a password is saved, '' when none */
  sol_password: z.union([z.literal(CREDENTIAL_MASK), z.literal('')]),
  certificate: z.object({ subject: z.string(), not_after: z.string() }).nullable(),
  is_enabled: z.boolean(),
  /** what issuing still lacks, by the form's labels; empty when it can be switched on */
  missing: z.array(z.string()),
});
export type FiscalSettingsOutput = z.infer<typeof fiscalSettingsOutput>;

export const programmeTreatment = z.object({
  _id: z.string(),
  name: z.string(),
  /** null: the entity's default */
  tax_treatment: z.enum(TAX_TREATMENTS).nullable(),
});

export const getFiscalSettings = defineFname({
  service: 'receipts',
  name: 'getFiscalSettings',
  input: z.object({ entity_id: id() }),
  output: z.object({ settings: fiscalSettingsOutput, programmes: z.array(programmeTreatment) }),
  access: adminAccess,
  mutates: false,
});

/** Saving refuses to switch issuing on while something it needs is missing, and a next number already used. */
export const updateFiscalSettings = defineFname({
  service: 'receipts',
  name: 'updateFiscalSettings',
  input: fiscalSettingsInput,
  output: z.object({ settings: fiscalSettingsOutput, message: z.string() }),
  access: adminAccess,
  mutates: true,
});

/** The .pfx is read with its password before it is kept: a wrong password or an expired certificate keeps nothing. */
export const uploadFiscalCertificate = defineFname({
  service: 'receipts',
  name: 'uploadFiscalCertificate',
  input: z.object({
    entity_id: id(),
    certificate_password: z
      .string({ error: M.CERTIFICATE_PASSWORD_REQUIRED })
      .min(1, M.CERTIFICATE_PASSWORD_REQUIRED)
      .max(L.certificatePassword, M.tooLong(L.certificatePassword)),
  }),
  output: z.object({ settings: fiscalSettingsOutput, message: z.string() }),
  access: adminAccess,
  mutates: true,
  files: {
    certificate: {
      accept: 'any',
      maxBytes: L.certificateBytes,
      tooLarge: M.CERTIFICATE_PROBLEMS.not_pkcs12,
      visibility: 'private',
    },
  },
});

export const updateProgrammeTreatment = defineFname({
  service: 'receipts',
  name: 'updateProgrammeTreatment',
  input: z.object({
    entity_id: id(),
    course_id: id(),
    /** 'default': the entity's */
    tax_treatment: z.enum([...TAX_TREATMENTS, 'default'], M.FIELD_INVALID),
  }),
  output: z.object({ programme: programmeTreatment, message: z.string() }),
  access: adminAccess,
  mutates: true,
});

// ── The receipts ─────────────────────────────────────────────────────────────

/** 'F001-123': the series and the number, as SUNAT names a document */
export const receiptLabel = (r: { series: string; number: number }) => `${r.series}-${r.number}`;

/** What an order shows of its receipt (Mis pedidos, the order's detail). */
export const receiptRef = z.object({
  _id: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  /** 'B001-7' */
  label: z.string(),
  state: z.enum(RECEIPT_STATES),
});
export type ReceiptRef = z.infer<typeof receiptRef>;

/** What the buyer asked for at checkout and, once the order is accepted, the receipt and its credit note. */
export const orderReceipt = z.object({
  kind: z.enum(BUYER_RECEIPT_KINDS),
  buyer_ruc: z.string().nullable(),
  buyer_legal_name: z.string().nullable(),
  issued: receiptRef.nullable(),
  credit_note: receiptRef.nullable(),
});
export type OrderReceipt = z.infer<typeof orderReceipt>;

export const receiptOutput = z.object({
  _id: z.string(),
  order_id: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  series: z.string(),
  number: z.number(),
  label: z.string(),
  /** ISO */
  issued_at: z.string(),
  buyer_doc_kind: z.enum(Object.keys(BUYER_DOC_CODE) as [BuyerDocKind, ...BuyerDocKind[]]),
  buyer_doc_number: z.string(),
  buyer_name: z.string(),
  /** soles with two decimals, '650.00' */
  total: z.string(),
  igv: z.string(),
  state: z.enum(RECEIPT_STATES),
  /** SUNAT's code and text of its last answer, or why the last attempt failed */
  response_code: z.string().nullable(),
  response_text: z.string().nullable(),
  /** an accepted receipt's observations */
  notes: z.array(z.object({ code: z.string(), text: z.string() })),
  /** the receipt a credit note annuls */
  reference: z.string().nullable(),
  attempts: z.number(),
  /** true while the server will try again by itself */
  is_retrying: z.boolean(),
  sent_at: z.string().nullable(),
  has_cdr: z.boolean(),
});
export type ReceiptOutput = z.infer<typeof receiptOutput>;

const frontDesk = {
  kind: 'entity',
  roles: FRONT_DESK,
  entity: { from: 'field', field: 'entity_id' },
  permission,
} as const;
const dayRule = (v: { from?: string; to?: string }) => !v.from || !v.to || v.to >= v.from;

const receiptFilters = z.object({
  entity_id: id(),
  page: pageInput.page,
  docs: pageSize(PAGE_SIZES.tableMax, L.receiptsPage),
  state: z.enum(RECEIPT_STATES, M.FIELD_INVALID).optional(),
  kind: z.enum(RECEIPT_KINDS, M.FIELD_INVALID).optional(),
  /** Lima days of issue, both included */
  from: z.union([z.literal(''), isoDate()]).optional(),
  to: z.union([z.literal(''), isoDate()]).optional(),
  /** part of the serie-número, the buyer's name or document */
  search: z.string().trim().max(100, M.tooLong(100)).optional(),
});
const dayRuleError = { message: M.CASH_RANGE_INVALID, path: ['to'] };

export const getReceipts = defineFname({
  service: 'receipts',
  name: 'getReceipts',
  input: receiptFilters.refine(dayRule, dayRuleError),
  output: z.object({ receipts: z.array(receiptOutput), pagination }),
  access: frontDesk,
  mutates: false,
});

// zod refuses omit() on a refined object: the export's input is built from the fields, then refined the same way
export const exportReceipts = exportOf(
  getReceipts,
  'exportReceipts',
  receiptFilters.omit(withoutPage).extend(withFormat).refine(dayRule, dayRuleError),
);

/**
 * Sends again a receipt SUNAT has not accepted: 'Pendiente de envío' (now, without waiting for the next try) or
 * 'Rechazado' after the cause was fixed; it is written again with the entity's current data and certificate.
 */
export const resendReceipt = defineFname({
  service: 'receipts',
  name: 'resendReceipt',
  input: z.object({ entity_id: id(), receipt_id: id() }),
  output: z.object({ receipt: receiptOutput, message: z.string() }),
  access: frontDesk,
  mutates: true,
});

export const RECEIPT_FILES = ['pdf_a4', 'pdf_ticket', 'xml', 'cdr'] as const;
export type ReceiptFile = (typeof RECEIPT_FILES)[number];

/** The printable PDF (A4 or ticket), the signed XML or SUNAT's CDR. */
export const downloadReceipt = defineFname({
  service: 'receipts',
  name: 'downloadReceipt',
  input: z.object({ entity_id: id(), receipt_id: id(), file: z.enum(RECEIPT_FILES, M.FIELD_INVALID) }),
  output: exportFile,
  access: frontDesk,
  mutates: false,
  download: true,
});

/** The buyer's own receipt as a PDF, from Mis pedidos. */
export const downloadMyReceipt = defineFname({
  service: 'receipts',
  name: 'downloadMyReceipt',
  input: z.object({
    entity_id: id(),
    receipt_id: id(),
    format: z.enum(['a4', 'ticket'], M.FIELD_INVALID).default('a4'),
  }),
  output: exportFile,
  access: { kind: 'entity', roles: STUDENTS, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
  download: true,
});
