import { getMyEvaluation } from './get-my-evaluation.js';
import { getAttempt } from './get-attempt.js';
import { goToQuestion } from './go-to-question.js';
import { saveAnswer } from './save-answer.js';
import { startAttempt } from './start-attempt.js';
import { submitAttempt } from './submit-attempt.js';

/** A student taking an evaluation (04 §4) and the evaluation's page in Mis cursos: part of the evaluations service. */
export const attemptsHandlers = [startAttempt, getAttempt, saveAnswer, goToQuestion, submitAttempt, getMyEvaluation];
