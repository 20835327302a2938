import { type ImportError, LIMITS, M, questionBank } from '@edu/shared';
import { validation } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { parseOffLoop } from '../../workers/pool.js';
import { moduleOf } from './bank-module.js';
import { insertQuestions } from './questions.queries.js';

/**
 * Why an import saves nothing: too many questions (the parsers keep the first LIMITS.importQuestionsMax and say so
 * at line 1), any line's error, or no question at all (the parsers' 'empty' error, or a text of comments only).
 */
function refusalOf(count: number, errors: ImportError[]): string | null {
  const tooMany = count > LIMITS.importQuestionsMax || errors.some((e) => e.message === M.IMPORT_TOO_MANY);
  if (tooMany) return M.IMPORT_TOO_MANY;
  if (errors.some((e) => e.message !== M.IMPORT_EMPTY)) return M.IMPORT_HAS_ERRORS;
  if (count === 0) return M.IMPORT_EMPTY;
  return null;
}

// Questions from GIFT or Aiken text into a module's bank (docs/decisions/0019-evaluations-and-question-bank.md).
// The preview answers each question as it would be saved and each line's error, and saves nothing. The import saves
// all of them in one transaction, or none: a text with any error, no question or too many is refused. The text is
// parsed before that transaction opens (decision 0047): on PGlite an open transaction holds every other caller.
export const importQuestions = defineHandler(
  questionBank.importQuestions,
  async (input, ctx) => {
    const entityId = entityOf(ctx);
    const module = await moduleOf(ctx, entityId, input.course_id, !input.preview);
    // parsing and sanitising 500,000 characters held the event loop for 0.1-2 s: a parse thread does it (decision 0046)
    const { questions, errors } = await parseOffLoop('importedQuestions', {
      format: input.format,
      text: input.text,
      nivel: input.nivel,
    });
    ctx.audit.recordId = module.id;
    const shown = questions.map(({ stored: _stored, ...q }) => q);
    if (input.preview) return { questions: shown, errors, saved: 0 };
    const refusal = refusalOf(questions.length, errors);
    if (refusal) throw validation(refusal, { text: refusal });
    return ctx.commit(async (tx) => {
      // the module is checked again inside the transaction that writes to it (it may have been deleted meanwhile)
      const current = await moduleOf({ ...ctx, db: tx }, entityId, input.course_id, true);
      const saved = await insertQuestions(
        tx,
        entityId,
        current.id,
        callerOf(ctx).id,
        questions.map((q) => ({ title: q.title, question: q.question, type: q.type, alternatives: q.stored })),
        { keywords: current.name, nivel: input.nivel },
      );
      return { questions: shown, errors: [], saved };
    });
  },
  { ownTransactions: true },
);
