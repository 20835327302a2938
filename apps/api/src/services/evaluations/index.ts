import { createEvaluationManual } from './create-evaluation-manual.js';
import { createQuestion } from './create-question.js';
import { deleteEvaluation } from './delete-evaluation.js';
import { deleteQuestion } from './delete-question.js';
import { getEvaluation } from './get-evaluation.js';
import { getEvaluations } from './get-evaluations.js';
import { getPublishedEvaluations } from './get-published-evaluations.js';
import { getQuestionBank } from './get-question-bank.js';
import { getQuestions } from './get-questions.js';
import { importQuestions } from './import-questions.js';
import { publishEvaluation } from './publish-evaluation.js';
import { updateEvaluationManual } from './update-evaluation-manual.js';
import { updateQuestion } from './update-question.js';

export const evaluationsHandlers = [
  getEvaluations,
  getEvaluation,
  createEvaluationManual,
  updateEvaluationManual,
  deleteEvaluation,
  publishEvaluation,
  getPublishedEvaluations,
  getQuestions,
  getQuestionBank,
  createQuestion,
  updateQuestion,
  deleteQuestion,
  importQuestions,
];
