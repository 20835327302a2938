import { exportQuestionBank } from './export-question-bank.js';
import { createQuestion } from './create-question.js';
import { deleteQuestion } from './delete-question.js';
import { getQuestionBank } from './get-question-bank.js';
import { getQuestions } from './get-questions.js';
import { importQuestions } from './import-questions.js';
import { updateQuestion } from './update-question.js';

/** A module's question bank (decision 0056: area question-bank): fnames of the evaluations service. */
export const questionBankHandlers = [getQuestions, getQuestionBank, createQuestion, updateQuestion, deleteQuestion, importQuestions, exportQuestionBank];
