// What runs in the parse pool's threads rather than on the server's event loop (docs/decisions/0046-files-that-expand.md):
// the parsers whose time grows with what a caller sends. Each module is loaded in the thread at its first task.
import type { Difficulty, ExportFormat, ImportFormat, StatementMapping } from '@edu/shared';

export const TASKS = {
  /** the bulk enrolment's CSV or XLSX read into lines (ExcelJS within ZIP_LIMITS.sheet, csv-parse) */
  async sheetLines(input: { format: ExportFormat; base64: string }) {
    const { sheetLines } = await import('../services/students/bulk/sheet-lines.js');
    return sheetLines(input.format, input.base64);
  },
  /** a bank statement (CSV or XLSX within ZIP_LIMITS.sheet) read through its mapping, each line keyed (decision 0061) */
  async statementLines(input: { bytes: Uint8Array; chosen: { mapping: StatementMapping; from: 'given' | 'saved' } | null }) {
    const { statementLines } = await import('../services/statements/statement-lines.js');
    return statementLines(input.bytes, input.chosen);
  },
  /** GIFT or Aiken text parsed, each statement sanitised and each question checked as the form checks it */
  async importedQuestions(input: { format: ImportFormat; text: string; nivel: Difficulty }) {
    const [{ parseQuestions }, { importedFrom }] = await Promise.all([
      import('@edu/shared'),
      import('../services/question-bank/imported-questions.js'),
    ]);
    return importedFrom(parseQuestions(input.format, input.text), input.nivel);
  },
};
