import { M, questionBank } from '@edu/shared';
import sanitizeHtml from 'sanitize-html';
import { getQuestionBank } from './get-question-bank.js';
import { chunkOf, defineExport, exportName } from '../../sheets/define-export.js';
import { pagesOf } from '../../sheets/sheet.js';

/** The statement's text without its markup (it was sanitised when saved). */
const plain = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();

// A module's question bank (02 §2.15), newest first, searched by part of the title as the screen is.
export const exportQuestionBank = defineExport(questionBank.exportQuestionBank, async (input, ctx) => ({
  name: exportName(M.EXPORT_FILE_NAMES.questions),
  header: [M.COL_TITLE, M.COL_STATEMENT, M.COL_TYPE, M.COL_LEVEL, M.COL_ALTERNATIVES, M.COL_CORRECT, M.COL_CREATED_AT],
  rows: await pagesOf(
    chunkOf(
      (page, docs) => getQuestionBank.run({ ...input, page, docs }, ctx),
      (out) => out.questions,
    ),
    (items) =>
      items.map((q) => [
        q.title,
        plain(q.question),
        M.QUESTION_TYPE_LABELS[q.type],
        M.DIFFICULTY_LABELS[q.nivel],
        q.alternatives.map((a) => a.value).join(' | '),
        q.alternatives
          .filter((a) => a.correct)
          .map((a) => a.value)
          .join(' | '),
        q.created_at.slice(0, 10),
      ]),
  ),
}));
