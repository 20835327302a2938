// What runs in the parse pool's threads rather than on the server's event loop (docs/decisions/0046-files-that-expand.md):
// the parsers whose time grows with what a caller sends. Each module is loaded in the thread at its first task.
import type { Difficulty, ExportFormat, ImportFormat, StatementMapping } from '@edu/shared';
import type { ReceiptDocument } from '../services/receipts/receipt-document.js';

export const TASKS = {
  /** the bulk enrolment's CSV or XLSX read into lines (ExcelJS within ZIP_LIMITS.sheet, csv-parse) */
  async sheetLines(input: { format: ExportFormat; base64: string }) {
    const { sheetLines } = await import('../services/students/bulk/sheet-lines.js');
    return sheetLines(input.format, input.base64);
  },
  /** a bank statement (CSV or XLSX within ZIP_LIMITS.sheet) read through its mapping, each line keyed (decision 0061) */
  async statementLines(input: {
    bytes: Uint8Array;
    chosen: { mapping: StatementMapping; from: 'given' | 'saved' } | null;
  }) {
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
  /**
   * an electronic receipt written as UBL and signed with the entity's .pfx (decision 0063): opening the .pfx and
   * signing take tens of milliseconds each, which the server's accepts must not wait behind
   */
  async signedReceiptXml(input: { document: ReceiptDocument; pfx: Uint8Array; password: string; now: number }) {
    const { signReceiptOffLoop } = await import('../services/receipts/sign-receipt-task.js');
    return signReceiptOffLoop(input);
  },
};
