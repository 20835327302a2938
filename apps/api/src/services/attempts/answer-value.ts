// What a saved answer holds, checked against its question's type (04 §4): one alternative of the question (unique,
// boolean), a set of them (multiple), text (short ≤ 500, large ≤ 5000) or a file (pdf, doc/docx, png/jpg, stored
// privately by the dispatcher before the handler runs).
import { ANSWER_LIMITS, M } from '@edu/shared';
import { validation } from '../../errors.js';
import type { StoredFile } from '../../storage/storage.js';
import type { EvaluationQuestionRow } from '../evaluations/evaluations.queries.js';

export interface AnswerValue {
  value: string | string[] | null;
  file: { key: string; name: string } | null;
}

const refuse = (message: string): never => {
  throw validation(message, { answer: message });
};

export function answerValueOf(q: EvaluationQuestionRow, answer: string | string[] | undefined, file?: StoredFile): AnswerValue {
  if (q.type === 'file') {
    if (!file) refuse(M.ANSWER_FILE_REQUIRED);
    return { value: null, file: { key: (file as StoredFile).key, name: (file as StoredFile).originalName } };
  }
  if (file) refuse(M.ANSWER_WRONG_KIND);
  const ids = new Set(q.alternatives.map((a) => a._id));
  switch (q.type) {
    case 'unique':
    case 'boolean':
      if (typeof answer !== 'string') return refuse(M.ANSWER_WRONG_KIND);
      if (!ids.has(answer)) refuse(M.ANSWER_NOT_AN_ALTERNATIVE);
      return { value: answer, file: null };
    case 'multiple':
      if (!Array.isArray(answer)) return refuse(M.ANSWER_WRONG_KIND);
      if (!answer.every((id) => ids.has(id))) refuse(M.ANSWER_NOT_AN_ALTERNATIVE);
      return { value: [...new Set(answer)], file: null };
    default:
      if (typeof answer !== 'string') return refuse(M.ANSWER_WRONG_KIND);
      if (q.type === 'short' && answer.length > ANSWER_LIMITS.short) refuse(M.ANSWER_SHORT_TOO_LONG);
      return { value: answer, file: null };
  }
}
