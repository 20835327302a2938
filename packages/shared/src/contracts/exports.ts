// Exports of five lists as CSV (UTF-8 with BOM, ';') or XLSX (docs/decisions/0040-exports-and-bulk-enrolment.md).
// Each takes its list's input without the page and answers with the file itself, streamed, instead of JSON: the same
// access rule and the same filters as the list it comes from, so an export never shows a row the list would not.
import { z } from 'zod';
import { EXPORT_FORMATS, type ServiceName } from '../constants.js';
import * as M from '../messages.js';
import { type Access, defineFname } from './define.js';
import { getQuestionBank } from './evaluations.js';
import { getGradebook } from './grades.js';
import { getOrders } from './orders.js';
import { getUsersByScheduled } from './students.js';
import { getUsersByEntity } from './users.js';

const withFormat = { format: z.enum(EXPORT_FORMATS, M.FIELD_INVALID).default('csv') };

/** What the web app reads from the answer's headers; the body is the file. */
export const exportFile = z.object({ filename: z.string(), content_type: z.string() });

/** An export of `list`: its input without the page (every row that matches) and with the format, and its access. */
function exportOf<I extends z.ZodObject>(list: { service: ServiceName; access: Access }, name: string, input: I) {
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

const withoutPage = { page: true, docs: true } as const;

export const exportUsersByScheduled = exportOf(
  getUsersByScheduled,
  'exportUsersByScheduled',
  getUsersByScheduled.input.omit(withoutPage).extend(withFormat),
);
export const exportOrders = exportOf(getOrders, 'exportOrders', getOrders.input.omit(withoutPage).extend(withFormat));
export const exportUsersByEntity = exportOf(
  getUsersByEntity,
  'exportUsersByEntity',
  getUsersByEntity.input.omit(withoutPage).extend(withFormat),
);
export const exportQuestionBank = exportOf(
  getQuestionBank,
  'exportQuestionBank',
  getQuestionBank.input.omit(withoutPage).extend(withFormat),
);
export const exportGradebook = exportOf(
  getGradebook,
  'exportGradebook',
  getGradebook.input.omit({ page: true }).extend(withFormat),
);
