// Texts of the exports (docs/decisions/0040-exports-and-bulk-enrolment.md): the spreadsheets' column headers and the
// 'Exportar' menu, shared by the lists of several areas (the bulk enrolment's are in contracts/students.messages.ts).
// messages.ts re-exports them, so `M.X` reads every text of the product.

// ── 'Exportar' (on each list's screen) ──
export const EXPORT_BUTTON = 'Exportar';
export const EXPORT_CSV = 'CSV';
export const EXPORT_XLSX = 'Excel';
export const EXPORT_FAILED = 'No se pudo exportar la lista';

// ── Column headers ──
export const COL_NAME = 'Nombre';
export const COL_LASTNAME = 'Apellidos';
export const COL_DOCUMENT_TYPE = 'Tipo de documento';
export const COL_DOCUMENT = 'Número de documento';
export const COL_ADDRESS = 'Dirección';
export const COL_ENROLLED_AT = 'Matriculado el';
export const COL_ROLES = 'Roles';
export const COL_ORDER = 'Orden';
export const COL_OPERATION = 'N.º de operación';
export const COL_DECIDED_AT = 'Decidido el';
export const COL_COMMENT = 'Comentario';
export const COL_STATEMENT = 'Enunciado';
export const COL_TYPE = 'Tipo';
export const COL_LEVEL = 'Dificultad';
export const COL_ALTERNATIVES = 'Alternativas';
export const COL_CORRECT = 'Correctas';
export const COL_FINAL_GRADE = 'Nota final';
export const COL_RESULT = 'Resultado';
export const COL_AMOUNT = 'Monto';
export const COL_BALANCE = 'Saldo';
export const COL_IMPORTED_AT = 'Importado el';

/** The files' names, before the date and the extension. */
export const EXPORT_FILE_NAMES = {
  students: 'alumnos',
  orders: 'ordenes',
  staff: 'personal',
  questions: 'banco-de-preguntas',
  gradebook: 'registro-de-notas',
  cash: 'caja',
  movements: 'movimientos',
  receipts: 'comprobantes',
} as const;
