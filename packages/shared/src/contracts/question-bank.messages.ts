// Texts of the question bank area, beside contracts/question-bank.ts (decision 0056). messages.ts re-exports them, so `M.X`
// reads every text of the product.

// ── Question bank web labels (decision 0019) ──
// The statement editor's toolbar and the import dialog; the spec gives no wording for these.
export const EDITOR_TOOLBAR = 'Formato del enunciado';
export const EDITOR_BOLD = 'Negrita';
export const EDITOR_ITALIC = 'Cursiva';
export const EDITOR_BULLET_LIST = 'Lista con viñetas';
export const EDITOR_ORDERED_LIST = 'Lista numerada';
export const EDITOR_UNDO = 'Deshacer';
export const EDITOR_REDO = 'Rehacer';
export const IMPORT_FORMAT_LABELS = { gift: 'GIFT', aiken: 'Aiken' } as const;
export const importFound = (n: number) => (n === 1 ? '1 pregunta encontrada' : `${n} preguntas encontradas`);

// ── Question import parsers (decision 0019): cases the import texts in messages.ts do not cover ──
export const GIFT_MANY_ANSWER_BLOCKS = 'La pregunta tiene más de un bloque de respuestas { }';
export const IMPORT_TOO_MANY_OPTIONS = 'La pregunta puede tener hasta 10 alternativas';
