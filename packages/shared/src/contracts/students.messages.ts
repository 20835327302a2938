// Texts of the students area beside contracts/students.ts: the bulk enrolment's preview, refusals and mails
// (docs/decisions/0040-exports-and-bulk-enrolment.md). messages.ts re-exports them, so `M.X` reads every text.

// ── Bulk enrolment ('Matrícula masiva', on a scheduled course's students) ──
export const BULK_BUTTON = 'Matrícula masiva';
export const BULK_TITLE = 'Matrícula masiva de alumnos';
export const BULK_HELP =
  'Suba un archivo CSV o Excel con las columnas: Nombre, Apellidos, Tipo de documento, Número de documento, Correo y Teléfono.';
export const BULK_TEMPLATE = 'Descargar plantilla';
export const BULK_FILE = 'Archivo de alumnos';
export const BULK_PREVIEW = 'Vista previa';
export const BULK_APPLY = 'Aplicar';
export const BULK_LINE = 'Línea';
export const BULK_RESULT = 'Resultado';
export const BULK_LINE_LABELS = {
  new: 'Cuenta nueva',
  existing: 'Cuenta existente añadida',
  enrolled: 'Ya matriculado',
  error: 'Error',
} as const;
export const BULK_FILE_TOO_BIG = 'El archivo supera el máximo de 512 KB';
export const BULK_TOO_MANY_ROWS = 'El archivo tiene más de 500 alumnos: divídalo en varios';
export const BULK_UNREADABLE = 'No se pudo leer el archivo: use la plantilla en CSV o Excel';
export const BULK_EMPTY = 'El archivo no tiene alumnos';
export const bulkMissingColumns = (columns: string[]) => `Faltan columnas en el archivo: ${columns.join(', ')}`;
export const BULK_HAS_ERRORS = 'Corrija las líneas con error y vuelva a cargar el archivo: no se matriculó a nadie';
export const BULK_DUPLICATE_EMAIL = 'El correo se repite en otra línea del archivo';
export const BULK_NOT_MEMBER =
  'El correo es de una cuenta que no pertenece a la entidad: invítela desde Usuarios antes de matricularla';
export const BULK_NOT_A_MAIN = 'La matrícula masiva se hace en el curso programado principal';
export const bulkApplied = (count: number) => `Se matricularon ${count} alumnos`;
export const BULK_NEW_MESSAGE = 'Se creará la cuenta, se matriculará y recibirá un correo para elegir su contraseña';
export const BULK_EXISTING_MESSAGE = 'Se matriculará y recibirá un correo de aviso';
export const BULK_ENROLLED_MESSAGE = 'Ya está matriculado en este curso: no cambia nada';
export const bulkWelcomeMailSubject = (entity: string) => `Bienvenido a ${entity}`;
export const bulkWelcomeMailText = (entity: string, course: string, days: number) =>
  `${entity} le matriculó en el curso ${course}. Elija su contraseña con el enlace siguiente (válido ${days} días) para entrar a su aula.`;
export const bulkEnrolledMailSubject = (course: string) => `Matrícula en ${course}`;
export const bulkEnrolledMailText = (entity: string, course: string) =>
  `${entity} le matriculó en el curso ${course}. Entre a su aula con su cuenta de siempre.`;
export const BULK_TEMPLATE_FILE_NAME = 'plantilla-matricula';
