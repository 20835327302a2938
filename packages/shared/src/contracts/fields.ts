// Field builders shared by every contract, so that a rule and its Spanish message are written once.
import { z } from 'zod';
import '../zod-spanish.js';
import { EMAIL_PATTERN } from '../auth-rules.js';
import { FONTS, LIMITS, PLATFORM_ROLES } from '../constants.js';
import * as M from '../messages.js';

export const id = () => z.string({ error: M.FIELD_REQUIRED }).trim().pipe(z.guid(M.FIELD_INVALID));
export const email = (required = M.EMAIL_REQUIRED) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(LIMITS.email, M.FIELD_TOO_LONG)
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: M.EMAIL_INVALID }))
    .transform((v) => v.toLowerCase());
export const text = (max: number = LIMITS.text) => z.string().max(max, M.FIELD_TOO_LONG);
/** Required text that may not be blank after trimming. */
export const requiredText = (max: number, blankMessage: string = M.FIELD_REQUIRED) =>
  z.string({ error: blankMessage }).trim().min(1, blankMessage).max(max, M.FIELD_TOO_LONG);
/**
 * A non-negative decimal with at most two decimals up to `max`, as a number or its text (a multipart form sends text);
 * answers the exact text ('15.5'), so that no float rounds it on the way (weights, grades, points).
 */
export const twoDecimals = (message: string, max: number) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, message))
    .refine((v) => Number(v) <= max, message);
/** A grade or points on the 0-20 scale with at most two decimals (04 §4). */
export const gradeValue = (message: string) => twoDecimals(message, LIMITS.gradeMax);
export const digits = (max: number, maxMessage: string) =>
  z.string().trim().regex(/^\d*$/, M.DIGITS_ONLY).max(max, maxMessage);
export const isoDate = () => z.iso.date(M.FIELD_INVALID);
export const bool = () =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: M.FIELD_INVALID }));
/** Multipart bodies carry lists and objects as JSON strings (spec 03 §1). */
export const jsonField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, schema);

/** The number printed on Yape, Plin and bank vouchers: letters, digits and dashes. */
export const operationNumber = () =>
  z
    .string()
    .trim()
    .max(LIMITS.operationNumber, M.FIELD_TOO_LONG)
    .regex(/^[A-Za-z0-9-]*$/, M.OPERATION_NUMBER_INVALID)
    .transform((v) => v || undefined)
    .optional();

const DOMAIN_PATTERN = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/;
/** An entity's address in the catalogue: `/e/{domain}`. */
export const domain = () =>
  z
    .string({ error: M.FIELD_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, M.FIELD_REQUIRED)
    .max(120, M.FIELD_TOO_LONG)
    .regex(DOMAIN_PATTERN, M.DOMAIN_INVALID);

/** An entity's domain in its forms: empty (no catalogue) or a domain. */
export const optionalDomain = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(120, M.FIELD_TOO_LONG)
    .refine((v) => v === '' || DOMAIN_PATTERN.test(v), M.DOMAIN_INVALID);

export const pageInput = {
  page: z.coerce.number({ error: M.FIELD_INVALID }).int().min(1).max(1_000_000).default(1),
  docs: z.union([z.literal('all'), z.coerce.number({ error: M.FIELD_INVALID }).int().min(1).max(1000)]).default(10),
};

export const pagination = z.object({
  actualPage: z.number(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
  itemCount: z.number(),
  nextPage: z.number().nullable(),
  total: z.number(),
  totalPages: z.number(),
});
export type Pagination = z.infer<typeof pagination>;

export const okOutput = z.object({ ok: z.literal(true) });
export const messageOutput = z.object({ message: z.string() });

export const colors = z.object({ bg_sidebar: z.string(), bg_buttons: z.string(), font_color: z.string() });
/** font: the typeface the entity chose in its settings (02 §9: Rubik or Roboto) */
export const customize = z.object({ logo: z.string().nullable(), portrait: z.string().nullable(), colors, font: z.enum(FONTS) });

export const roleRef = z.object({ _id: z.string(), rol: z.string() });
export const userRef = z.object({ _id: z.string(), email: z.string(), rol: z.enum(PLATFORM_ROLES) });

export const hexColor = () => z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, M.COLOR_INVALID);

/** An image upload: png or jpeg by content (01 §5), public (logos, portraits, photos). */
export const publicImage = { accept: 'image', maxBytes: LIMITS.imageBytes, visibility: 'public' } as const;

export const personSummary = z.object({ _id: z.string(), name: z.string(), lastname: z.string(), email: z.string() });
