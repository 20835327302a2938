// Wire service: `students` (the spec's, 03 §1); getCourseModules_byUser keeps `courses` (the spec's).
// Students of scheduled courses: enrolment, module access and certificates (02 §2.11, §3, §4, §7; 03 §1-§2).
// Orders live in orders.ts, certificates in certificates.ts, a student's own courses in my-courses.ts (same service).
import { z } from 'zod';
import { PAGE_SIZES, BULK_ENROLMENT, BULK_LINE_KINDS, EXPORT_FORMATS } from '../common/constants.js';
import { STAFF, FRONT_DESK } from '../common/role-groups.js';
import * as M from '../common/messages.js';
import { defineFname } from './define.js';
import {
  id,
  jsonField,
  messageOutput,
  pageInput,
  pageSize,
  pagination,
  roleRef,
  sortDirection,
  exportOf,
  withFormat,
  withoutPage,
  exportFile,
} from './fields.js';
import { dniLength, registerStudentFields } from './catalog.js';
import { personFields } from './users.js';

// 03 §2: coordinador and counter read the students area and enrol

export const ENROLMENT_MODES = ['total', 'part'] as const;
export const STUDENT_MODULE_STATUSES = ['enabled', 'disabled'] as const;

/** A student as the students tables show them (02 §3 'Student row'). */
export const studentOutput = z.object({
  _id: z.string(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  dni: z.string().nullable(),
  /** each with a rol object holding _id (02 §3) */
  roles: z.array(z.object({ rol: roleRef })),
});
export type StudentOutput = z.infer<typeof studentOutput>;

export const getUsersByScheduled = defineFname({
  service: 'students',
  name: 'getUsersByScheduled',
  input: z.object({
    /** a main scheduled course (its students) or a module schedule */
    scheduled: id(),
    entity: id(),
    /** part of the name or last name, any case */
    filter_by_name: z.string().trim().max(100).optional(),
    sortNameNumber: sortDirection(),
    rol: z.literal('estudiante').default('estudiante'),
    page: pageInput.page,
    docs: pageSize(PAGE_SIZES.tableMax, PAGE_SIZES.enrolledStudents),
  }),
  output: z.object({
    /** 02 §3 'Enrolment row': the user and the scheduled course (_id, course) */
    users: z.array(
      z.object({
        user: studentOutput,
        /** course: the id of the scheduled course's programme (main) or module (module schedule) */
        scheduled: z.object({ _id: z.string(), course: z.string() }),
        enrolled_at: z.string(),
      }),
    ),
    pagination,
  }),
  access: { kind: 'entity', roles: STAFF, entity: { from: 'field', field: 'entity' } },
  mutates: false,
});

/**
 * Enrolment (02 §4): 'total' = the programme's main scheduled course and all its module schedules; 'part' = the
 * chosen module schedules plus their main one. `scheduleds` lists what the modal chose; the server adds the main
 * scheduled course when only modules are named, and unlocks the modules enrolled (bought, enabled). One transaction;
 * enrolling again in what the student already has changes nothing and says so in `message`.
 */
export const assignUserToScheduled = defineFname({
  service: 'students',
  name: 'assignUserToScheduled',
  input: z.object({
    rol: jsonField(z.array(z.literal('estudiante')).min(1).max(1)).default(['estudiante']),
    scheduleds: jsonField(z.array(id()).min(1, M.FIELD_REQUIRED).max(200)),
    entity: id(),
    user: id(),
    /** 'total' (default): every module schedule of the main course; 'part': only those named */
    mode: z.enum(ENROLMENT_MODES, M.FIELD_INVALID).default('total'),
    type: z.literal('web').optional(),
  }),
  output: messageOutput,
  access: { kind: 'entity', roles: STAFF, entity: { from: 'field', field: 'entity' } },
  mutates: true,
});

/**
 * Removal from a scheduled course: from a main one, also from its module schedules, with the access to its modules
 * (the certificate stays, marked not valid); from a module schedule, only it and that module's access.
 */
export const deallocateUserFromScheduled = defineFname({
  service: 'students',
  name: 'deallocateUserFromScheduled',
  input: z.object({ entity: id(), scheduled: id(), user: id() }),
  output: messageOutput,
  access: { kind: 'entity', roles: STAFF, entity: { from: 'field', field: 'entity' } },
  mutates: true,
});

/** The student's modules of a main scheduled course (02 §3 'Student module'): unlocked only when bought and enabled. */
export const getCourseModules_byUser = defineFname({
  service: 'courses',
  name: 'getCourseModules_byUser',
  input: z.object({
    scheduled_id: id(),
    /** the programme (accepted; the main scheduled course names it) */
    course_id: id().optional(),
    user_id: id(),
  }),
  output: z.object({
    modules: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        buyed: z.boolean(),
        status: z.enum(STUDENT_MODULE_STATUSES),
        /** the module's schedule under this main course, when it has one */
        scheduled: z.object({ _id: z.string(), start_date: z.string(), end_date: z.string() }).nullable(),
      }),
    ),
  }),
  access: {
    kind: 'entity',
    roles: STAFF,
    entity: { from: 'record', field: 'scheduled_id', record: 'scheduled' },
  },
  mutates: false,
});

// its export (decision 0040)
export const exportUsersByScheduled = exportOf(
  getUsersByScheduled,
  'exportUsersByScheduled',
  getUsersByScheduled.input.omit(withoutPage).extend(withFormat),
);

// ── Bulk enrolment of a scheduled course (docs/decisions/0040-exports-and-bulk-enrolment.md): a CSV or XLSX of
// students read by the server, a preview of what each line will do, and then all of it or nothing.

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
