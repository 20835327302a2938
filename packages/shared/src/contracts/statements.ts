// Wire service: `statements` (its own name: the spec names no fname of it; decision 0056).
// Bank statements (docs/decisions/0061-bank-statements.md): the movements of one of the entity's payment accounts
// (decision 0050) as the bank or app exports them, CSV or XLSX, read through a column mapping chosen once per account.
// A movement is stored once (per entity, account and operation number, or the line's content where the bank gives
// none), so the same or an overlapping statement uploaded again adds only its new lines. The admins and the counter of
// the entity use them (the payments service switch on); never a student.
import { z } from 'zod';
import {
  PAYMENT_ACCOUNT_KINDS,
  STATEMENT_DATE_FORMATS,
  STATEMENT_DECIMALS,
  STATEMENT_ENCODINGS,
  STATEMENTS as L,
} from '../common/constants.js';
import * as M from '../common/messages.js';
import { FRONT_DESK } from '../common/role-groups.js';
import { defineFname } from './define.js';
import {
  bool,
  exportOf,
  id,
  isoDate,
  jsonField,
  pageInput,
  pageSize,
  pagination,
  withFormat,
  withoutPage,
} from './fields.js';

const permission = 'services.payment' as const;
const access = { kind: 'entity', roles: FRONT_DESK, entity: { from: 'field', field: 'entity' }, permission } as const;

/** A multipart form sends '' for a field left empty: that is no value. */
const blankIsNone = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A column: its header's text (any case or accents) or its number from 1 ('3'). */
const column = () =>
  z
    .string({ error: M.STATEMENT_COLUMN_REQUIRED })
    .trim()
    .min(1, M.STATEMENT_COLUMN_REQUIRED)
    .max(L.columnName, M.STATEMENT_COLUMN_INVALID)
    .refine((v) => !/^\d+$/.test(v) || (Number(v) >= 1 && Number(v) <= L.maxColumn), M.STATEMENT_COLUMN_INVALID);
const optionalColumn = () => z.preprocess(blankIsNone, column().optional());

/** Which column holds each datum, and how the bank writes numbers and dates. */
export const statementMappingFields = {
  date_column: column(),
  description_column: optionalColumn(),
  operation_column: optionalColumn(),
  amount_column: column(),
  balance_column: optionalColumn(),
  decimal: z.enum(STATEMENT_DECIMALS, M.FIELD_INVALID),
  date_format: z.enum(STATEMENT_DATE_FORMATS, M.FIELD_INVALID),
  header_row: z.coerce
    .number({ error: M.statementHeaderRowInvalid(L.headerRowMax) })
    .int(M.statementHeaderRowInvalid(L.headerRowMax))
    .min(1, M.statementHeaderRowInvalid(L.headerRowMax))
    .max(L.headerRowMax, M.statementHeaderRowInvalid(L.headerRowMax)),
  encoding: z.enum(STATEMENT_ENCODINGS, M.FIELD_INVALID),
};
export const statementMapping = z.object(statementMappingFields);
export type StatementMapping = z.output<typeof statementMapping>;
export type StatementMappingValues = z.input<typeof statementMapping>;

export const statementMappingOutput = z.object({
  date_column: z.string(),
  description_column: z.string().optional(),
  operation_column: z.string().optional(),
  amount_column: z.string(),
  balance_column: z.string().optional(),
  decimal: z.enum(STATEMENT_DECIMALS),
  date_format: z.enum(STATEMENT_DATE_FORMATS),
  header_row: z.number(),
  encoding: z.enum(STATEMENT_ENCODINGS),
});

const account = { entity: id(), payment_account_id: id() };

export const statementAccount = z.object({
  _id: z.string(),
  kind: z.enum(PAYMENT_ACCOUNT_KINDS),
  /** the bank as shown ('BCP', or another bank's name); null for Yape and Plin */
  bank: z.string().nullable(),
  number: z.string(),
  holder: z.string(),
  is_active: z.boolean(),
  /** its statements' columns are saved */
  has_mapping: z.boolean(),
  movements: z.number(),
  last_import_at: z.string().nullable(),
});
export type StatementAccount = z.infer<typeof statementAccount>;

/** The entity's payment accounts as the statements screen picks them (the counter does not manage the accounts). */
export const getStatementAccounts = defineFname({
  service: 'statements',
  name: 'getStatementAccounts',
  input: z.object({ entity: id() }),
  output: z.object({ accounts: z.array(statementAccount) }),
  access,
  mutates: false,
});

export const getStatementMapping = defineFname({
  service: 'statements',
  name: 'getStatementMapping',
  input: z.object(account),
  /** null until the account's first statement is imported or its columns saved */
  output: z.object({ mapping: statementMappingOutput.nullable() }),
  access,
  mutates: false,
});

export const saveStatementMapping = defineFname({
  service: 'statements',
  name: 'saveStatementMapping',
  input: z.object({ ...account, ...statementMappingFields }),
  output: z.object({ mapping: statementMappingOutput }),
  access,
  mutates: true,
});

/** One line of the statement as the mapping reads it. */
export const statementLine = z.object({
  /** the line of the file, counted from 1 as a spreadsheet shows it */
  line: z.number(),
  /** with Lima's offset; midnight when the bank gives no time */
  moved_at: z.string().nullable(),
  description: z.string(),
  operation_number: z.string().nullable(),
  /** two decimals; a credit positive, a debit negative */
  amount: z.string().nullable(),
  balance: z.string().nullable(),
  /** why it cannot be imported, in Spanish; null when it can */
  problem: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLine>;

const upload = {
  ...account,
  /** the columns to read it with (the form's); absent: the account's saved mapping */
  mapping: z.preprocess(blankIsNone, jsonField(statementMapping).optional()),
};
const files = {
  file: {
    accept: 'any',
    maxBytes: L.maxBytes,
    tooLarge: M.statementFileTooBig(L.maxMb),
    visibility: 'private',
  },
} as const;

/** The file read with the mapping given, the saved one, or one guessed from its headers; keeps nothing. */
export const previewStatement = defineFname({
  service: 'statements',
  name: 'previewStatement',
  input: z.object(upload),
  output: z.object({
    /** the header row's cells, for the mapping form */
    headers: z.array(z.string()),
    mapping: statementMappingOutput,
    /** how the mapping was chosen: the form's, the account's saved one, or guessed from the headers */
    mapping_from: z.enum(['given', 'saved', 'guessed']),
    /** why the mapping does not fit the file (a column it names is not there, the encoding): no line is read */
    mapping_problem: z.string().nullable(),
    /** the first STATEMENTS.previewLines lines */
    lines: z.array(statementLine),
    total: z.number(),
    errors: z.number(),
    /** lines already stored (an overlapping statement) */
    already: z.number(),
  }),
  access,
  mutates: false,
  files,
});

/** The file's new movements stored at once, all or none (a line that cannot be read refuses the file). */
export const importStatement = defineFname({
  service: 'statements',
  name: 'importStatement',
  input: z.object(upload),
  output: z.object({
    import_id: z.string(),
    read: z.number(),
    added: z.number(),
    already: z.number(),
    message: z.string(),
  }),
  access,
  mutates: true,
  files,
});

export const movementOutput = z.object({
  _id: z.string(),
  moved_at: z.string(),
  description: z.string(),
  operation_number: z.string().nullable(),
  amount: z.string(),
  balance: z.string().nullable(),
  imported_at: z.string(),
});
export type MovementOutput = z.infer<typeof movementOutput>;

export const getMovements = defineFname({
  service: 'statements',
  name: 'getMovements',
  input: z.object({
    ...account,
    page: pageInput.page,
    docs: pageSize(100, L.pageSize),
    /** Lima calendar days, both included */
    from: z.preprocess(blankIsNone, isoDate().optional()),
    to: z.preprocess(blankIsNone, isoDate().optional()),
    /** only the movements that pay no order yet */
    unmatched: bool().default(false),
    /** part of the operation number */
    search: z.string().trim().max(L.operationNumber, M.tooLong(L.operationNumber)).optional(),
  }),
  output: z.object({ movements: z.array(movementOutput), pagination }),
  access,
  mutates: false,
});

export const exportMovements = exportOf(
  getMovements,
  'exportMovements',
  getMovements.input.omit(withoutPage).extend(withFormat),
);
