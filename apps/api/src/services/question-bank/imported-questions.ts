// What the parsers found, checked as the question form is: each statement sanitised, each question's alternatives
// against the same rules (alternativesIssue), lengths within the form's limits. A question that fails becomes its
// line's error, in Spanish, beside the parsers' own.
import {
  type AlternativeDraft,
  alternativesIssue,
  type Difficulty,
  type ImportError,
  type ImportResult,
  initialAlternatives,
  isOpenType,
  LIMITS,
  M,
} from '@edu/shared';
import { storedAlternatives } from './question-alternatives.js';
import { cleanStatement, readableText } from './sanitize-statement.js';

type Checked = { error: string } | { question: string; title: string; alternatives: AlternativeDraft[] };

function checked(q: ImportResult['questions'][number]): Checked {
  const question = cleanStatement(q.question);
  if (!question) return { error: M.IMPORT_NO_STATEMENT };
  if (question.length > LIMITS.questionHtml) return { error: M.tooLong(LIMITS.questionHtml) };
  const alternatives = isOpenType(q.type) ? initialAlternatives(q.type) : q.alternatives;
  const issue = alternativesIssue(q.type, alternatives);
  if (issue) return { error: issue };
  if (alternatives.some((a) => a.value.trim().length > LIMITS.alternativeValue)) return { error: M.tooLong(LIMITS.alternativeValue) };
  // a title the format did not give is the statement's first words
  const title = (q.title.trim() || readableText(question)).slice(0, LIMITS.questionTitle).trim();
  return { question, title, alternatives };
}

export function importedFrom(parsed: ImportResult, nivel: Difficulty) {
  const errors: ImportError[] = [...parsed.errors];
  const questions = [];
  for (const q of parsed.questions) {
    const c = checked(q);
    if ('error' in c) {
      errors.push({ line: q.line, message: c.error });
      continue;
    }
    const stored = storedAlternatives(c.alternatives);
    questions.push({
      line: q.line,
      title: c.title,
      question: c.question,
      type: q.type,
      nivel,
      alternatives: stored.map((a) => ({ value: a.value, correct: a.correct })),
      stored,
    });
  }
  errors.sort((a, b) => a.line - b.line);
  return { questions, errors };
}
