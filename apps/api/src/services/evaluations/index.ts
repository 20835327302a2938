import { createEvaluationManual } from './create-evaluation-manual.js';
import { deleteEvaluation } from './delete-evaluation.js';
import { getEvaluation } from './get-evaluation.js';
import { getEvaluations } from './get-evaluations.js';
import { getPublishedEvaluations } from './get-published-evaluations.js';
import { publishEvaluation } from './publish-evaluation.js';
import { updateEvaluationManual } from './update-evaluation-manual.js';

export const evaluationsHandlers = [
  getEvaluations,
  getEvaluation,
  createEvaluationManual,
  updateEvaluationManual,
  deleteEvaluation,
  publishEvaluation,
  getPublishedEvaluations,
];
