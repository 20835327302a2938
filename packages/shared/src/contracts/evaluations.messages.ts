// Texts of the evaluations area, beside contracts/evaluations.ts (decision 0056). messages.ts re-exports them, so `M.X`
// reads every text of the product.

// ── Evaluations web labels (decision 0019): the module's evaluation panel; the spec gives no wording for these ──
export const NEW_EVALUATION = 'Nueva Evaluación';
export const EDIT_EVALUATION = 'Editar Evaluación';
export const MODULE_NOT_FOUND = 'No se encontró el módulo';
export const questionPointsLabel = (title: string) => `Puntos de la pregunta: ${title}`;
export const evaluationSummary = (questions: number, duration: string) =>
  `${questions === 1 ? '1 pregunta' : `${questions} preguntas`} · ${duration}`;
