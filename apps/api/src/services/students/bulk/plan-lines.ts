// What each line of the file will do (the preview), checked as a student's registration is (bulkStudentLine): a new
// account, an account of the entity added to the course, one already enrolled, or an error with its Spanish reason.
import { type BulkLine, type BulkLineKind, DOCUMENT_TYPES, M, students } from '@edu/shared';
import type { Db } from '../../../db/client.js';
import { inSlices } from '../../../db/short-transactions.js';
import { peopleByEmail } from './bulk.queries.js';
import { COLUMN_LABELS, type Column, plainText, type RawLine } from './sheet-columns.js';

export interface PlannedLine extends BulkLine {
  /** the checked values of a line that is not an error */
  student?: ReturnType<typeof students.bulkStudentLine.parse>;
  /** the account of an existing or enrolled line */
  userId?: string;
}

/** 'DNI', 'Carné', 'carne' → the stored type; anything else is left for the schema to refuse. */
function documentType(value: string) {
  const plain = plainText(value);
  return DOCUMENT_TYPES.find((t) => plainText(t) === plain || (t === 'carné' && plain.startsWith('carn'))) ?? value;
}

const MESSAGES = {
  new: M.BULK_NEW_MESSAGE,
  existing: M.BULK_EXISTING_MESSAGE,
  enrolled: M.BULK_ENROLLED_MESSAGE,
  error: '',
} satisfies Record<BulkLineKind, string>;

function checked(raw: RawLine): PlannedLine {
  const shown = { line: raw.line, name: raw.name, lastname: raw.lastname, email: raw.email };
  const typeDoc = documentType(raw.typeDoc);
  const parsed = students.bulkStudentLine.safeParse({ ...raw, typeDoc, phone: raw.phone || undefined });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const label = COLUMN_LABELS[issue.path[0] as Column];
    return { ...shown, kind: 'error', message: label ? `${label}: ${issue.message}` : issue.message };
  }
  return { ...shown, email: parsed.data.email, kind: 'new', message: '', student: parsed.data };
}

/** lines checked, or e-mails looked up, at a time: a 500-line file at once kept the event loop ~100 ms */
const PLAN_SLICE = 50;

export async function planLines(db: Db, entityId: string, mainId: string, raws: RawLine[]): Promise<PlannedLine[]> {
  const lines = (await inSlices(raws, PLAN_SLICE, (slice) => slice.map(checked))).flat();
  const seen = new Set<string>();
  for (const line of lines) {
    if (line.kind === 'error') continue;
    if (seen.has(line.email))
      Object.assign(line, { kind: 'error', message: `${M.COL_EMAIL}: ${M.BULK_DUPLICATE_EMAIL}`, student: undefined });
    seen.add(line.email);
  }
  const found = await inSlices([...seen], PLAN_SLICE, (emails) => peopleByEmail(db, entityId, mainId, emails));
  const people = new Map(found.flat().map((p) => [p.email, p]));
  for (const line of lines) {
    const person = line.kind === 'error' ? undefined : people.get(line.email);
    if (person) {
      line.userId = person.id;
      if (person.is_enrolled) line.kind = 'enrolled';
      else if (person.is_member) line.kind = 'existing';
      else Object.assign(line, { kind: 'error', message: `${M.COL_EMAIL}: ${M.BULK_NOT_MEMBER}` });
    }
    if (line.kind !== 'error') line.message = MESSAGES[line.kind];
  }
  return lines;
}

/** The line as the preview shows it. */
export const shownLine = ({ student: _student, userId: _userId, ...line }: PlannedLine): BulkLine => line;
