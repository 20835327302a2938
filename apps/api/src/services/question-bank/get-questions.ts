import { questionBank } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { questionPageOf } from './question-page.js';

// The evaluation form's question picker: the module's bank, 100 at a time, newest first unless told otherwise, by
// part of the title (filter_by_name, or the search box's query). course_id decides the module; course_name is ignored.
export const getQuestions = defineHandler(questionBank.getQuestions, (input, ctx) =>
  questionPageOf(ctx, input, {
    search: input.filter_by_name || input.query?.search || '',
    newestFirst: input.sort === '-createdAt',
  }),
);
