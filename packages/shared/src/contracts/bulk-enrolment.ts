// Bulk enrolment of a scheduled course (docs/decisions/0040-exports-and-bulk-enrolment.md): a CSV or XLSX of
// students read by the server, a preview of what each line will do, and then all of it or nothing.
import { z } from 'zod';
import { BULK_ENROLMENT, BULK_LINE_KINDS, EXPORT_FORMATS } from '../constants.js';
import { FRONT_DESK } from '../role-groups.js';
import * as M from '../messages.js';
import { dniLength, registerStudentFields } from './catalog.js';
import { defineFname } from './define.js';
import { exportFile } from './exports.js';
import { id } from './fields.js';
import { personFields } from './users.js';

/**
 * One line of the file, checked as the registration form checks a student (04 §2.1) and with the staff form's last
 * name: the two last names in one column, as a student's account keeps them. The phone may be left empty.
 */
export const bulkStudentLine = z
  .object({
    name: registerStudentFields.name,
    lastname: personFields.lastname,
    typeDoc: registerStudentFields.typeDoc,
    dni: registerStudentFields.dni,
    email: registerStudentFields.email,
    phone: personFields.phone,
  })
  .superRefine(dniLength);

/** Who may enrol and create students' accounts: the admins and the counter (createUser's and the enrolment's rule). */
const access = {
  kind: 'entity',
  roles: FRONT_DESK,
  entity: { from: 'field', field: 'entity' },
} as const;

const base64 = z
  .string({ error: M.BULK_EMPTY })
  .min(1, M.BULK_EMPTY)
  .max(Math.ceil(BULK_ENROLMENT.maxBytes / 3) * 4, M.BULK_FILE_TOO_BIG)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, M.BULK_UNREADABLE);

export const bulkLine = z.object({
  /** the line of the file (the header is line 1) */
  line: z.number(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  kind: z.enum(BULK_LINE_KINDS),
  /** what will happen, or the Spanish reason of an error */
  message: z.string(),
});
export type BulkLine = z.infer<typeof bulkLine>;

const bulkInput = z.object({
  entity: id(),
  /** the main scheduled course */
  scheduled: id(),
  format: z.enum(EXPORT_FORMATS, M.FIELD_INVALID),
  /** the file's bytes in base64 */
  content: base64,
});
const bulkOutput = z.object({ lines: z.array(bulkLine), enrolled: z.number(), message: z.string() });

/** What each line of the file would do; changes nothing (not even the audit trail). */
export const previewBulkEnrolment = defineFname({
  service: 'students',
  name: 'previewBulkEnrolment',
  input: bulkInput,
  output: bulkOutput,
  access,
  mutates: false,
});

/** The same file applied: every line or none (a file with any error is refused whole). */
export const bulkEnrolStudents = defineFname({
  service: 'students',
  name: 'bulkEnrolStudents',
  input: bulkInput,
  output: bulkOutput,
  access,
  mutates: true,
});

/** The file to fill in: the columns and one example line. */
export const getBulkEnrolmentTemplate = defineFname({
  service: 'students',
  name: 'getBulkEnrolmentTemplate',
  input: z.object({ entity: id(), format: z.enum(EXPORT_FORMATS, M.FIELD_INVALID).default('xlsx') }),
  output: exportFile,
  access,
  mutates: false,
  download: true,
});
