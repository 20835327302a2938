// Business constants of spec 01 §9 and 02 §9, kept once.
export * from './countries.js';

export const API_PREFIX = '/v5.0.1/api';
// the wire services (POST /v5.0.1/api/<service>): the spec's eight, and the areas' own names where the spec names none of
// their fnames (decision 0056)
export const SERVICES = [
  'auth',
  'users',
  'entities',
  'courses',
  'materials',
  'students',
  'evaluations',
  'metrics',
  'invitations',
  'payment-accounts',
  'audit',
  'reconciliation',
  'statements',
  'receipts',
] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Platform-level roles (User.rol). */
export const PLATFORM_ROLES = ['superadmin', 'admin_entity', 'user'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/** Per-entity roles (memberships). */
export const ENTITY_ROLES = ['admin', 'admin b2b', 'coordinador', 'counter', 'docente', 'estudiante'] as const;
export type EntityRole = (typeof ENTITY_ROLES)[number];
// The groups of these roles that the access rules name (ADMINS, STAFF, …): role-groups.ts.
/** 01 §6: role redirect order; the last matching role decides. */
export const ROLE_REDIRECT_ORDER = ['coordinador', 'counter', 'admin'] as const;
/** 01 §3: manual user form role options and their values. */
export const MANUAL_USER_ROLE_OPTIONS = [
  { label: 'AdminUser', value: '1.2' },
  { label: 'Coordinador', value: '15' },
  { label: 'Counter', value: '20' },
] as const;

export const REGISTER_STATES = ['incomplete', 'inProcess', 'completed'] as const;
export type RegisterState = (typeof REGISTER_STATES)[number];
/** 'annulled': an accepted order an admin reversed, with a credit note for its receipt (annulOrder, migration 030) */
export const ORDER_STATES = ['pending', 'success', 'rejected', 'canceled', 'annulled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/**
 * How a pending order stands against the bank's movements (docs/decisions/0062-matching-payments.md): one movement
 * fits it, a person must look, nothing fits, or its operation number or voucher image already paid another order.
 */
export const MATCH_STATES = ['coincide', 'revisar', 'sin_movimiento', 'numero_repetido'] as const;
export type MatchState = (typeof MATCH_STATES)[number];
/** Why an order has its match state (the counter reads it in Spanish: RECONCILIATION_REASON_LABELS). */
export const MATCH_REASONS = [
  'number_used',
  'image_used',
  'number_and_amount',
  'several_movements',
  'amount_only',
  'number_other_amount',
  'reading_disagrees',
  'claimed_twice',
  'nothing',
] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];
/** What an entity accepts as a match until an admin changes it: S/ 0.10 either way, paid up to 30 days before the order
 * and booked up to 3 days after it; and the bounds of the form. */
export const RECONCILIATION_DEFAULTS = { tolerance: '0.10', days_before: 30, days_after: 3 } as const;
export const RECONCILIATION_LIMITS = { toleranceMax: 100, daysBeforeMax: 90, daysAfterMax: 30 } as const;
/** where a voucher image came from, as its reading tells (decision 0060) */
export const VOUCHER_SOURCES = ['yape', 'plin', 'bcp', 'interbank', 'bbva', 'scotiabank', 'unknown'] as const;
export type VoucherSource = (typeof VOUCHER_SOURCES)[number];
/** a voucher reading's queue: queued, being read, read, or given up (the counter reads it by eye) */
export const VOUCHER_READING_STATES = ['queued', 'reading', 'done', 'failed'] as const;
export type VoucherReadingState = (typeof VOUCHER_READING_STATES)[number];
/**
 * A value read from a voucher with this confidence (0..1) or more may decide a match; below it a person looks
 * ('Revisar'). Chosen on the fixture set so that no wrong value reached it (decision 0060, `npm run bench`).
 */
export const VOUCHER_TRUSTED_CONFIDENCE = 0.8;
/** a voucher dated more than this many days before its order is marked to the counter (a later step: per entity) */
export const VOUCHER_MAX_AGE_DAYS = 30;
export const ORDER_HISTORY_STATES = ['rejected', 'canceled', 'success', 'annulled'] as const;
export const GENRES = ['Masculino', 'Femenino'] as const;
export const DOCUMENT_TYPES = ['dni', 'pasaporte', 'carné'] as const;

// ── Entity types (superadmin's wizard; issue 30 item 10, decision 0053): the spec names the field, not its values.
// 'b2b' is the spec's word for every organisation (01 §1 'Organizaciones B2B') and stays the default.
export const ENTITY_TYPES = [
  { value: 'b2b', label: 'Organización B2B' },
  { value: 'instituto', label: 'Instituto' },
  { value: 'universidad', label: 'Universidad' },
  { value: 'colegio', label: 'Colegio' },
  { value: 'academia', label: 'Academia' },
  { value: 'otro', label: 'Otro' },
] as const;
export const ENTITY_TYPE_VALUES = ENTITY_TYPES.map((t) => t.value) as [
  (typeof ENTITY_TYPES)[number]['value'],
  ...(typeof ENTITY_TYPES)[number]['value'][],
];
export const entityTypeLabel = (value: string) => ENTITY_TYPES.find((t) => t.value === value)?.label ?? value;
export const STUDENT_DOCUMENT_TYPE = { value: 'dni', label: 'DOC.NAC.IDENTIDAD / CREDENCIAL' } as const;

/** the audit trail's page (decision 0041) */
export const AUDIT_PAGE_SIZE = 25;
/** the rows counted at most for an audit filter's total: past it the screen says 'más de 10 000' */
export const AUDIT_COUNT_CAP = 10_000;

/**
 * What a call's dates and numbers may be (docs/decisions/0049-bounded-inputs.md), each bound written once: the fields
 * of contracts/fields.ts read them. Wide enough for anything real, narrow enough that no date arithmetic of a handler,
 * JavaScript's Date or either database overflows (a year 9999 plus a day is 10000, which neither ISO text nor
 * PostgreSQL's `date` arithmetic round-trips).
 */
export const INPUT_BOUNDS = {
  /** a date or moment of the product's calendar: schedules, evaluation windows, filters */
  calendarYears: { min: 2000, max: 2100 },
  /** a birth date: from 1900 to today */
  birthYearMin: 1900,
  /** a list's page number: page × the largest page size stays within a 32-bit integer (an SQL OFFSET) */
  pageMax: 1_000_000,
  /** rows one page may ask for: each list's own maximum is at most this */
  pageSizeMax: 1000,
  /** a link a person types (a material, a CV, a LinkedIn profile) */
  url: 2000,
} as const;

export const PAGE_SIZES = {
  tableOptions: [10, 20],
  localTableOptions: [5, 10, 15, 20, 50],
  localTableDefault: 5,
  repository: 15,
  courses: 10,
  campuses: 10,
  credentials: 10,
  users: 25,
  students: 25,
  orders: 15,
  enrolledStudents: 15,
  questionBank: 15,
  scheduleds: 15,
  scheduledSidebar: 20,
  evaluations: 100,
  questionsPicker: 100,
  mainCourses: 900,
  modules: 20,
  teachers: 100,
  campusesPicker: 100,
  /** the most rows a staff table's page may ask for (decision 0049) */
  tableMax: 100,
  /** the public catalogue's cards (04 §2.1) and the student's orders (04 §2.2) */
  catalog: 12,
  myOrders: 10,
} as const;

export const LIMITS = {
  /** deposit voucher images of one order (04 §2.2) */
  vouchers: 3,
  operationNumber: 30,
  entityName: 100,
  entityDescription: 400,
  personName: 80,
  imageBytes: 5 * 1024 * 1024,
  dni: 8,
  phone: 9,
  passwordMin: 6,
  passwordMax: 30,
  categoryName: 50,
  categoryDescription: 400,
  courseName: 80,
  courseDescription: 400,
  courseAudience: 400,
  moduleTitle: 50,
  practiceTitle: 50,
  campusName: 50,
  credentialEmail: 50,
  materialTitle: 80,
  materialDescription: 400,
  materialFileName: 80,
  userDescription: 400,
  priceChars: 5,
  evaluationTotalPoints: 20,
  questionPointsMin: 0,
  questionPointsMax: 20,
  attemptsMin: 1,
  attemptsMax: 5,
  durationMin: 5,
  durationMax: 550,
  durationStep: 5,
  /** 02 leaves these open (docs/decisions/0019-evaluations-and-question-bank.md) */
  evaluationTitle: 100,
  questionTitle: 200,
  questionHtml: 20_000,
  alternativeValue: 500,
  /** an open question's 'Respuesta modelo / rúbrica' (issue 30 item 13) */
  modelAnswer: 4000,
  alternativesMax: 10,
  evaluationQuestionsMax: 100,
  importChars: 500_000,
  importQuestionsMax: 500,
  /** grades (04 §4 'Grades'): 0 to 20 with two decimals; a teacher's comment on an answer */
  gradeMax: 20,
  gradeCommentMax: 1000,
  moduleGapDays: 2,
  /** Generic cap for free text fields the spec leaves open. */
  text: 255,
  email: 254,
} as const;

export const COLORS = {
  entityDefault: { bg_sidebar: '#CC337E', bg_buttons: '#CC337E', font_color: '#000000' },
  superadmin: { bg_sidebar: '#0E3873', bg_buttons: '#0E3873', font_color: '#ffffff' },
  fallback: '#197BFF',
} as const;

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const TOAST_AUTO_CLOSE_MS = 4000;
export const INLINE_MESSAGE_MS = 3000;
export const CURRENCY_PREFIX = 'S/';
export const COURSE_TAGS = ['web', 'app', '3d'] as const;
export const COURSE_ALIASES = { main: 'programa', module: 'modulo' } as const;
export const SCHEDULED_TYPES = ['main', 'children'] as const;
export const CREDENTIAL_SERVICES = {
  payment_method: ['mercadopago', 'niubiz', 'izipay'],
  videoconference: ['zoom', 'meet'],
} as const;
export const QUESTION_TYPES = ['unique', 'multiple', 'boolean', 'short', 'large', 'file'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** Types answered in the student's own words or file: one fixed placeholder alternative, marked correct (02 §4). */
export const OPEN_QUESTION_TYPES = ['short', 'large', 'file'] as const satisfies readonly QuestionType[];
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const EVALUATION_OPTIONS = [
  'random_order',
  'show_max_quantity',
  'show_next',
  'block_return',
  'one_by_one',
  'random_by_student',
] as const;
export type EvaluationOption = (typeof EVALUATION_OPTIONS)[number];
/** When a student sees an evaluation's grade: as soon as the attempt is submitted, or once the evaluation closes. */
export const SHOW_GRADE = ['on_submit', 'on_close'] as const;
export type ShowGrade = (typeof SHOW_GRADE)[number];
export const IMPORT_FORMATS = ['gift', 'aiken'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const FONTS = ['Rubik', 'Roboto'] as const;
export const MATERIAL_TYPES = ['doc', 'ppt', 'pdf', 'mp4', 'url', 'image'] as const;

export const SESSION_HOURS_DEFAULT = 8;
export const RESET_TOKEN_MINUTES = 30;
/** how long an entity's invitation and an e-mail change's confirmation link stay valid (docs/decisions/0028) */
export const INVITATION_DAYS = 14;
export const EMAIL_CHANGE_DAYS = 7;
export const INVITATION_TOKEN_DAYS = 7;
export const DEFAULT_TIME_ZONE = 'America/Lima';
/** JSON bodies above this size answer 413. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Formats a money string such as '120.5' as 'S/ 120.50'. */
export function formatSoles(amount: string | number): string {
  const [whole, frac = ''] = String(amount).split('.');
  return `${CURRENCY_PREFIX} ${whole}.${`${frac}00`.slice(0, 2)}`;
}

// ── Programmes and class materials
/** type_of_course of a programme and of a module (02 §3 names only 'children'). */
export const COURSE_TYPES = { main: 'main', module: 'children' } as const;
export const MATERIAL_STATES = ['public', 'private'] as const;
export type MaterialState = (typeof MATERIAL_STATES)[number];
export const PROGRAMME_LIMITS = {
  syllabusTitle: 150,
  /** practice weights: 0 to 99999.99, two decimals at most */
  weightMax: 99_999.99,
  /** a class material (videos included) */
  materialBytes: 1024 * 1024 * 1024,
} as const;

// ── The entity admin's resources: repository uploads, campuses, credentials, staff users
/** Default size limits of a class material per type, in MB; the server reads MAX_VIDEO_MB, MAX_DOCUMENT_MB, MAX_IMAGE_MB. */
export const UPLOAD_LIMITS_MB = { video: 2048, document: 200, image: 20 } as const;
export type UploadKind = keyof typeof UPLOAD_LIMITS_MB;
/**
 * Default dimension limits of any uploaded png/jpeg, read from its header before it is kept; the server reads
 * MAX_IMAGE_PIXELS and MAX_IMAGE_SIDE (docs/decisions/0025-image-limits.md).
 */
export const IMAGE_LIMITS = { pixels: 40_000_000, side: 10_000 } as const;
/**
 * What a certificate's images are fitted to when uploaded (and when an older one is drawn): its longest side at most
 * `maxSide` px (2480: the A4 landscape page at about 210 dpi), stored as JPEG, which the PDF library only copies; one
 * with transparency stays PNG, which the PDF library decodes in JavaScript on the event loop (about 0.1 s for 1200 px
 * square), so its longest side is at most `maxPngSide` (the logo and signature boxes are under 2.5 inches wide).
 */
export const CERTIFICATE_IMAGE_FIT = { maxSide: 2480, maxPngSide: 1200 } as const;
export type ImageFit = { maxSide: number; maxPngSide: number };
export const CREDENTIAL_TYPES = ['payment_method', 'videoconference'] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];
/** What a credential's token shows instead of its value (03 §3: never sent back in full): '••••••••3f9a'. */
export const CREDENTIAL_MASK = '••••••••';
/** Roles an admin may give a user of the entity (02 §5, §6: 'estudiante' is not offered). */
export const ASSIGNABLE_ROLES = ['admin', 'admin b2b', 'coordinador', 'counter', 'docente'] as const satisfies readonly EntityRole[];
/** query.field of the staff users list (02 §7); 'name' matches the name or the last name. */
export const USER_SEARCH_FIELDS = ['name', 'lastname', 'email', 'dni'] as const;
export const RESOURCE_LIMITS = {
  campusAddress: 200,
  credentialToken: 4096,
  /** passport and foreign-resident card numbers (a DNI keeps its 8) */
  documentNumber: 12,
  /** getUsersByEntity with docs 'all' */
  usersAll: 1000,
} as const;

/** What a class-material file picker offers (the server still checks the bytes). */
export const MATERIAL_FILE_ACCEPT = '.pdf,.doc,.docx,.ppt,.pptx,.mp4,.png,.jpg,.jpeg';

/** Lengths of a student's written answers (04 §4): short about 80 words, large a page or two. */
export const ANSWER_LIMITS = { short: 500, large: 5000 } as const;
/** What a file answer's picker offers (04 §4: pdf, doc/docx, png/jpg; the server checks the bytes). */
export const ANSWER_FILE_ACCEPT = '.pdf,.doc,.docx,.png,.jpg,.jpeg';

/** Grades and the teachers' area (04 §2.3, §4; docs/decisions/0037-grades-and-teachers.md). */
export const GRADES = {
  /** the passing mark when the entity sets none (04 §4 'Grades') */
  defaultPassingMark: 11,
  /** the teacher's courses, a course's students, the 'Por calificar' list and the grade book's rows */
  pageSize: 25,
} as const;
/** Where a grade book cell's grade comes from: what a teacher entered wins over the linked evaluation's. */
export const GRADE_SOURCES = ['entered', 'evaluation'] as const;
export type GradeSource = (typeof GRADE_SOURCES)[number];
/** A student's result in a course (04 §4 'Grades', decision 0054): 'En curso' until it can be told. */
export const GRADE_STATUSES = ['in_progress', 'passed', 'failed'] as const;
export type GradeStatus = (typeof GRADE_STATUSES)[number];
/**
 * When an entity's certificates may be issued (decision 0054): 'course_end' once the course has ended and the student's
 * final grade reaches the passing mark (the default); 'any_time' whenever staff choose, without looking at grades.
 */
export const CERTIFICATE_RULES = ['course_end', 'any_time'] as const;
export type CertificateRule = (typeof CERTIFICATE_RULES)[number];

/** The dashboards (decision 0039): the period selector's choices in months, and how many rows the top lists show. */
export const METRIC_PERIODS = ['3', '6', '12'] as const;
export type MetricPeriod = (typeof METRIC_PERIODS)[number];
export const METRICS = {
  defaultPeriod: '6' as MetricPeriod,
  topProgrammes: 5,
  atRiskShown: 10,
  modulesShown: 10,
  /** voucher age buckets: under 1 day, 1-3 days, 3-7 days, older (upper bounds in days) */
  voucherAgeDays: [1, 3, 7] as const,
} as const;

/** Exports of the lists (docs/decisions/0040-exports-and-bulk-enrolment.md). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
/** Rows read from the database at a time while an export is written: memory stays flat whatever the list's size. */
export const EXPORT_CHUNK = 10000;

/** Bulk enrolment (docs/decisions/0040-exports-and-bulk-enrolment.md): the file's limits and what each line does. */
export const BULK_ENROLMENT = {
  /** the file, before it is sent as base64 inside the JSON body (JSON_BODY_LIMIT_BYTES) */
  maxBytes: 512 * 1024,
  /** students of one file, the header aside */
  maxRows: 500,
} as const;
export const BULK_LINE_KINDS = ['new', 'existing', 'enrolled', 'error'] as const;
export type BulkLineKind = (typeof BULK_LINE_KINDS)[number];

/**
 * Bank statements (docs/decisions/0061-bank-statements.md): the CSV or XLSX a bank or app exports, read by the server
 * in a parse thread. 10 MB holds about 100,000 lines of a bank's CSV; a month of a school's account is a few thousand.
 */
export const STATEMENTS = {
  maxBytes: 10 * 1024 * 1024,
  maxMb: 10,
  /** movements of one file, the rows above and at the header aside */
  maxLines: 50_000,
  /** the header may sit below a bank's title rows, at most this far down */
  headerRowMax: 30,
  /** a column named by its header (cut to this) or by its number, 1 to maxColumn */
  columnName: 80,
  maxColumn: 100,
  description: 300,
  operationNumber: 40,
  /** movements a page of 'Movimientos' */
  pageSize: 25,
  /** the preview answers at most this many lines (the import reads them all) */
  previewLines: 200,
} as const;
export const STATEMENT_DATE_FORMATS = ['DD/MM/YYYY', 'DD/MM/YY', 'DD-MM-YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY'] as const;
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];
export const STATEMENT_DECIMALS = ['comma', 'point'] as const;
export type StatementDecimal = (typeof STATEMENT_DECIMALS)[number];
export const STATEMENT_ENCODINGS = ['utf-8', 'windows-1252'] as const;
export type StatementEncoding = (typeof STATEMENT_ENCODINGS)[number];
export const STATEMENT_COLUMNS = ['date', 'description', 'operation', 'amount', 'balance'] as const;
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];

/**
 * Zip-based files (XLSX, DOCX, PPTX) are bounded by what their directory declares before a byte is inflated, and a
 * part that inflates past what it declared is stopped there (docs/decisions/0046-files-that-expand.md). Sizes in MB
 * (1024 × 1024 bytes), as the upload limits.
 */
export const ZIP_LIMITS = {
  /**
   * a spreadsheet the server reads (bulk enrolment, and any XLSX to come): every part is inflated into a parse
   * thread's memory. A 50,000-row sheet of six columns is 19 MB inflated (13 MB its sheet, 5.5 MB its shared
   * strings) and ExcelJS reads it in 1.3 s; a bulk enrolment's 500 rows are 0.2 MB
   */
  sheet: { entries: 1000, entryMb: 25, totalMb: 50 },
  /**
   * an Office document the server only keeps (class materials, file answers, up to MAX_DOCUMENT_MB): its directory is
   * read and nothing is inflated; the limits keep a file that expands tenfold past 200 MB off the computers that open
   * it. A 300-slide deck has about 2,000 parts
   */
  document: { entries: 10_000, entryMb: 1024, totalMb: 2048 },
} as const;
export type ZipLimits = { entries: number; entryMb: number; totalMb: number };

// ── Payment accounts of an entity (docs/decisions/0050-payment-accounts.md) ──
/** where a student pays into: Yape, Plin, a bank account (with its CCI) or a deposit account */
export const PAYMENT_ACCOUNT_KINDS = ['yape', 'plin', 'bank', 'deposit'] as const;
export type PaymentAccountKind = (typeof PAYMENT_ACCOUNT_KINDS)[number];
/** kinds paid to a phone number, which may carry a QR image */
export const PHONE_ACCOUNT_KINDS = ['yape', 'plin'] as const satisfies readonly PaymentAccountKind[];
/** the banks a school in Peru names most; 'other' is named in bank_name */
export const PAYMENT_BANKS = ['bcp', 'interbank', 'bbva', 'scotiabank', 'other'] as const;
export type PaymentBank = (typeof PAYMENT_BANKS)[number];
export const PAYMENT_ACCOUNT_LIMITS = {
  /** accounts of one entity: the checkout shows every active one */
  perEntity: 20,
  holder: 100,
  bankName: 50,
  /** an account number's digits (BCP 14, Interbank 13, BBVA 18, Scotiabank 10) */
  numberMinDigits: 6,
  numberMaxDigits: 20,
  /** the interbank code (Código de Cuenta Interbancario) */
  cciDigits: 20,
  positionMax: 99,
} as const;
