// Texts of the staff side of 04: publishing an evaluation (§2.4) and the teacher's area (§2.3), the spec's own
// character for character and those it leaves open (docs/decisions/0038-teacher-area-and-publishing-web.md).
// messages.ts re-exports them, so `M.X` reads every text of the product.

// ── 'Publicar' and 'Publicadas' (04 §2.4) ── ('Publicar' itself is PUBLISH_LABEL)
export const PUBLISHED_EVALUATIONS = 'Publicadas';
export const publishEvaluationTitle = (title: string) => `Publicar: ${title}`;
export const PUBLISH_OPENS_LABEL = 'Apertura';
export const PUBLISH_CLOSES_LABEL = 'Cierre';
export const PUBLISH_PRACTICE_LABEL = 'Práctica calificada';
export const PUBLISH_NO_PRACTICE = 'Ninguna';
export const PUBLISH_TIMES_HINT = 'Hora de Lima';
export const PUBLISH_NO_SCHEDULE = 'El módulo no está programado: elija las fechas';
export const EVALUATION_PUBLISHED = 'La evaluación ha sido publicada';
export const REPUBLISH_LABEL = 'Cambiar fechas';
export const republishTitle = (title: string) => `Cambiar fechas: ${title}`;
export const EVALUATION_REPUBLISHED = 'Las fechas de la evaluación han sido actualizadas';
export const PUBLISHED_COLUMNS = {
  title: 'Título',
  window: 'Disponible',
  practice: 'Práctica calificada',
  taken: 'Rindieron',
  average: 'Promedio',
  highest: 'Más alta',
  lowest: 'Más baja',
} as const;
/** a result nobody has produced yet (no student took the evaluation), or a practice not chosen */
export const NO_VALUE = '—';
export const publishWindow = (opens: string, closes: string) => `${opens} – ${closes}`;
