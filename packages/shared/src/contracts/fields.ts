// Field builders shared by every contract, so that a rule and its Spanish message are written once.
import { z } from 'zod';
import '../common/zod-spanish.js';
import { EMAIL_PATTERN } from './auth.rules.js';
import { FONTS, INPUT_BOUNDS, LIMITS, PLATFORM_ROLES, EXPORT_FORMATS, type ServiceName } from '../common/constants.js';
import * as M from '../common/messages.js';
import { todayIn } from '../common/lima-day.js';
import { type Access, defineFname } from './define.js';

export const id = () => z.string({ error: M.FIELD_REQUIRED }).trim().pipe(z.guid(M.FIELD_INVALID));
export const email = (required = M.EMAIL_REQUIRED) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(LIMITS.email, M.tooLong(LIMITS.email))
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: M.EMAIL_INVALID }))
    .transform((v) => v.toLowerCase());
export const text = (max: number = LIMITS.text) => z.string().max(max, M.tooLong(max));
/** Required text that may not be blank after trimming. */
export const requiredText = (max: number, blankMessage: string = M.FIELD_REQUIRED) =>
  z.string({ error: blankMessage }).trim().min(1, blankMessage).max(max, M.tooLong(max));
/**
 * A non-negative decimal with at most two decimals up to `max`, as a number or its text (a multipart form sends text);
 * answers the exact text ('15.5'), so that no float rounds it on the way (weights, grades, points). The decimal comma
 * Peru writes ('15,5') is read as the point (decision 0054).
 */
export const twoDecimals = (message: string, max: number) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((v) => String(v).trim().replace(',', '.'))
    .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, message))
    .refine((v) => Number(v) <= max, message);
/** A grade or points on the 0-20 scale with at most two decimals (04 §4). */
export const gradeValue = (message: string) => twoDecimals(message, LIMITS.gradeMax);
export const digits = (max: number, maxMessage: string) =>
  z.string().trim().regex(/^\d*$/, M.DIGITS_ONLY).max(max, maxMessage);
const { calendarYears } = INPUT_BOUNDS;
/** the year a 'YYYY-MM-DD…' text starts with is of the product's calendar */
const inCalendar = (v: string) =>
  Number(v.slice(0, 4)) >= calendarYears.min && Number(v.slice(0, 4)) <= calendarYears.max;
/** checked once the format holds: a text that is no date gets the one message that it is not valid */
const inCalendarRule = { message: M.DATE_OUT_OF_RANGE, when: (p: { issues: unknown[] }) => p.issues.length === 0 };
/**
 * A calendar date 'YYYY-MM-DD' of the product's calendar (a schedule, a filter): years 2000-2100, so that no handler's
 * date arithmetic or database cast meets a year 0 or 10000 (decision 0049).
 */
export const isoDate = () => z.iso.date(M.FIELD_INVALID).refine(inCalendar, inCalendarRule);
/** A moment with its offset ('2026-03-01T08:00:00-05:00'), years 2000-2100 as written. */
export const isoDateTime = () =>
  z.iso.datetime({ offset: true, error: M.FIELD_INVALID }).refine(inCalendar, inCalendarRule);
/** A date-time input's value ('2026-03-09T14:05', a Lima wall-clock time), years 2000-2100. */
export const localDateTime = () =>
  z
    .string({ error: M.FIELD_REQUIRED })
    .min(1, M.FIELD_REQUIRED)
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, M.FIELD_INVALID)
    .refine(inCalendar, inCalendarRule);
/** A birth date from 1900 to today in Lima (a person born before 2000 is a person too), or '' for none given. */
export const birthDate = () =>
  z
    .union([z.iso.date(M.FIELD_INVALID), z.literal('')])
    .refine(
      (v) => v === '' || (Number(v.slice(0, 4)) >= INPUT_BOUNDS.birthYearMin && v <= todayIn()),
      M.BIRTHDATE_OUT_OF_RANGE,
    );
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
    .max(LIMITS.operationNumber, M.tooLong(LIMITS.operationNumber))
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
    .max(120, M.tooLong(120))
    .regex(DOMAIN_PATTERN, M.DOMAIN_INVALID);

/** An entity's domain in its forms: empty (no catalogue) or a domain. */
export const optionalDomain = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(120, M.tooLong(120))
    .refine((v) => v === '' || DOMAIN_PATTERN.test(v), M.DOMAIN_INVALID);

/** A list's page number, 1 to INPUT_BOUNDS.pageMax (decision 0049). */
export const pageNumber = () =>
  z.coerce
    .number({ error: M.PAGE_OUT_OF_RANGE })
    .int(M.PAGE_OUT_OF_RANGE)
    .min(1, M.PAGE_OUT_OF_RANGE)
    .max(INPUT_BOUNDS.pageMax, M.PAGE_OUT_OF_RANGE)
    .default(1);
/** How many rows a page asks for: 1 to the list's own `max` (at most INPUT_BOUNDS.pageSizeMax). */
export const pageSize = (max: number, byDefault: number) => {
  const message = M.pageSizeOutOfRange(Math.min(max, INPUT_BOUNDS.pageSizeMax));
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(Math.min(max, INPUT_BOUNDS.pageSizeMax), message)
    .default(byDefault);
};
/** The sort direction of a name column: 1 ascending, -1 descending. */
export const sortDirection = () =>
  z.coerce
    .number({ error: M.SORT_DIRECTION_INVALID })
    .refine((v) => v === 1 || v === -1, M.SORT_DIRECTION_INVALID)
    .default(1);

export const pageInput = {
  page: pageNumber(),
  docs: z.union([z.literal('all'), pageSize(INPUT_BOUNDS.pageSizeMax, 10)]).default(10),
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
export const customize = z.object({
  logo: z.string().nullable(),
  portrait: z.string().nullable(),
  colors,
  font: z.enum(FONTS),
});

export const roleRef = z.object({ _id: z.string(), rol: z.string() });
export const userRef = z.object({ _id: z.string(), email: z.string(), rol: z.enum(PLATFORM_ROLES) });

export const hexColor = () =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, M.COLOR_INVALID);

/** An image upload: png or jpeg by content (01 §5), public (logos, portraits, photos). */
export const publicImage = { accept: 'image', maxBytes: LIMITS.imageBytes, visibility: 'public' } as const;

export const personSummary = z.object({ _id: z.string(), name: z.string(), lastname: z.string(), email: z.string() });

// ── Exports of lists as CSV (UTF-8 with BOM, ';') or XLSX (docs/decisions/0040-exports-and-bulk-enrolment.md), used by
// each list's area (exportOrders in orders.ts, exportGradebook in grades.ts…). Each takes its list's input without the
// page and answers with the file itself, streamed, instead of JSON: the same access rule and the same filters as the
// list it comes from, so an export never shows a row the list would not.

export const withFormat = { format: z.enum(EXPORT_FORMATS, M.FIELD_INVALID).default('csv') };

/** What the web app reads from the answer's headers; the body is the file. */
export const exportFile = z.object({ filename: z.string(), content_type: z.string() });

/** An export of `list`: its input without the page (every row that matches) and with the format, and its access. */
export function exportOf<I extends z.ZodObject>(list: { service: ServiceName; access: Access }, name: string, input: I) {
  return defineFname({
    service: list.service,
    name,
    input,
    output: exportFile,
    access: list.access,
    mutates: false,
    download: true,
  });
}

export const withoutPage = { page: true, docs: true } as const;
