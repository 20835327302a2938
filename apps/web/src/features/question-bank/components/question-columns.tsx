import { M, type QuestionOutput } from '@edu/shared';
import type { Column } from '../../../components/data-table';

/** Pregunta, Tipo, Dificultad (02 §2.15). */
export const QUESTION_COLUMNS: readonly Column<QuestionOutput>[] = [
  { key: 'title', header: M.QUESTION_COLUMN },
  { key: 'type', header: M.QUESTION_TYPE_LABEL, render: (row) => M.QUESTION_TYPE_LABELS[row.type] },
  { key: 'nivel', header: M.QUESTION_DIFFICULTY_LABEL, render: (row) => M.DIFFICULTY_LABELS[row.nivel] },
];
