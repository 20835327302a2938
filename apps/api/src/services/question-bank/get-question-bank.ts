import { questionBank } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { questionPageOf } from './question-page.js';

// 'Banco de Preguntas del curso: {module}' (02 §2.15): 15 a page, newest first, searched by part of the title.
// The page's rows are found from the index alone, from its nearer end (db/page-scan.ts): the last page of a large bank
// costs what the first one does.
export const getQuestionBank = defineHandler(questionBank.getQuestionBank, (input, ctx) =>
  questionPageOf(ctx, input, { search: input.query?.search ?? '', newestFirst: true }),
);
