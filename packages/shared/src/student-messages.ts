// Texts of the students' side (spec 04): the spec's own, character for character, and those it leaves open
// (docs/decisions/0035-students-side.md). messages.ts re-exports them, so `M.X` reads every text of the product.

// ── Public catalogue, registration and sign-in (04 §2.1) ──
export const ENTITY_NOT_FOUND_BY_DOMAIN = 'No se encontró la institución';
export const CATALOG_EMPTY = 'No hay cursos disponibles';
export const CATALOG_SEARCH = 'Buscar curso';
export const STUDENT_LOGIN_TITLE = 'Iniciar sesión como: Estudiante';
export const BUY_WHOLE_PROGRAMME = 'Comprar programa completo';
export const CHOOSE_MODULES = 'Elegir módulos';
export const FREE = 'Gratis';
export const REGISTER_TITLE = 'Crear cuenta de estudiante';
export const REGISTER_ACCOUNT_EXISTS = 'Ya existe una cuenta con este correo: inicia sesión para continuar';
export const REGISTERED = 'Tu cuenta ha sido creada';
export const DNI_LENGTH = 'El DNI debe tener 8 dígitos';
export const SCHEDULED_NOT_IN_CATALOG = 'Este curso no está disponible';
export const CATALOG_SEARCH_BUTTON = 'Buscar';
export const CATALOG_PREVIOUS = 'Anterior';
export const CATALOG_NEXT = 'Siguiente';
export const catalogPageOf = (page: number, pages: number) => `Página ${page} de ${pages}`;
export const CATALOG_SEE_COURSE = 'Ver curso';
export const COURSE_TEACHERS = 'Docentes';
export const COURSE_MODULES = 'Módulos';
export const COURSE_SYLLABUS = 'Temario';
export const COURSE_DATES = 'Fechas';
export const COURSE_CAMPUS = 'Sede';
export const COURSE_TOTAL = 'Precio total';
export const BACK_TO_CATALOG = 'Volver al catálogo';
export const STUDENT_SIGNIN_BUTTON = 'Ingresar';
export const STUDENT_REGISTER_LINK = 'Crear cuenta';
export const STUDENT_HAS_ACCOUNT = '¿Ya tienes cuenta? Inicia sesión';
export const REGISTER_BUTTON = 'Crear cuenta';
export const STUDENT_PAGE_NOT_FOUND = 'Página no encontrada';
export const LOADING = 'Cargando…';
export const REGISTER_LABELS = {
  name: 'Nombre',
  firstlastname: 'Apellido paterno',
  secondlastname: 'Apellido materno',
  typeDoc: 'Tipo de documento',
  dni: 'Número de documento',
  phone: 'Teléfono',
  email: 'Correo',
  password: 'Contraseña',
  password2: 'Repite la contraseña',
} as const;
export const SIGN_OUT = 'Cerrar sesión';
export const MY_COURSES_EMPTY = 'Aún no tienes cursos';
export const myCourseProgress = (unlocked: number, total: number) => `${unlocked} de ${total} módulos desbloqueados`;
export const NEXT_MODULE = 'Próximo módulo';

// ── Domains of the entities (the catalogue's address) ──
export const DOMAIN_INVALID = 'El dominio solo puede tener letras minúsculas, números, puntos y guiones';
export const DOMAIN_TAKEN = 'Otra institución ya usa este dominio';

// ── The student's area (04 §2.2) ──
export const MY_COURSES_TITLE = 'Mis cursos';
export const MY_ORDERS_TITLE = 'Mis pedidos';
export const MY_CERTIFICATES_TITLE = 'Mis certificados';
export const MY_PROFILE_TITLE = 'Mi perfil';
export const MODULE_LOCK_REASONS = {
  pending: 'Pendiente de pago',
  not_bought: 'Aún no comprado',
  disabled: 'Deshabilitado',
} as const;
export const MATERIAL_LOCKED = 'El material es de un módulo que aún no tienes desbloqueado';

// ── Buying (04 §4 'Buying') ──
export const ORDER_ALREADY_PENDING = 'Ya tienes un pedido pendiente para este curso';
export const ORDER_ALREADY_BOUGHT = 'Ya compraste este curso o módulo';
export const OPERATION_NUMBER_LABEL = 'Número de operación';
export const OPERATION_NUMBER_INVALID = 'El número de operación solo puede tener letras, números y guiones';
export const ORDER_NOT_CANCELLABLE = 'Solo se puede cancelar un pedido pendiente';
export const ORDER_NOT_RESUBMITTABLE = 'Solo se puede volver a enviar un pedido rechazado';
export const SEND_ORDER = 'Enviar pedido';
export const POSSIBLE_DUPLICATE_VOUCHER = 'Posible voucher duplicado';
export const ORDER_PROGRAMME_PARTLY_BOUGHT = 'Ya tienes módulos de este programa: elige los módulos que te faltan';

// ── Mail to the buyer when the counter decides (04 §4 'Buying') ──
export const orderAcceptedMailSubject = (entity: string) => `${entity}: tu pedido fue aceptado`;
export const orderAcceptedMailText = (courses: string) =>
  `Tu pago fue verificado y tu pedido fue aceptado. Ya puedes estudiar: ${courses}.\n\nEntra a Mis cursos:`;
export const orderRejectedMailSubject = (entity: string) => `${entity}: tu pedido fue rechazado`;
export const orderRejectedMailText = (courses: string, comment: string) =>
  `Tu pedido de ${courses} fue rechazado.\n\nMotivo: ${comment}\n\nPuedes enviar nuevos comprobantes desde Mis pedidos:`;

// ── Taking an evaluation (04 §4; docs/decisions/0036-taking-evaluations.md) ──
export const ATTEMPTS_USED_UP = 'Ya usaste todos tus intentos';
export const ATTEMPT_TIME_OVER = 'El tiempo de la evaluación ha terminado';
export const EVALUATION_NOT_OPEN_YET = 'La evaluación aún no está abierta';
export const EVALUATION_ALREADY_CLOSED = 'La evaluación ya está cerrada';
export const EVALUATION_NOT_PUBLISHED = 'La evaluación aún no ha sido publicada';
export const EVALUATION_MODULE_LOCKED = 'La evaluación es de un módulo que aún no tienes desbloqueado';
export const ATTEMPT_NO_RETURN = 'Esta evaluación no permite volver a una pregunta anterior';
export const ATTEMPT_ALREADY_SUBMITTED = 'Ya entregaste este intento';
export const ANSWER_QUESTION_NOT_IN_ATTEMPT = 'La pregunta no es parte de esta evaluación';
export const ANSWER_NOT_AN_ALTERNATIVE = 'Elige una de las alternativas de la pregunta';
export const ANSWER_WRONG_KIND = 'La respuesta no corresponde al tipo de pregunta';
export const ANSWER_SHORT_TOO_LONG = 'La respuesta corta admite hasta 500 caracteres';
export const ANSWER_LARGE_TOO_LONG = 'La respuesta larga admite hasta 5000 caracteres';
export const ANSWER_FILE_REQUIRED = 'Adjunta el archivo de tu respuesta';
export const ANSWER_FILE_TYPES = 'El archivo debe ser PDF, Word (doc, docx) o una imagen (png, jpg)';

// ── Publishing an evaluation (04 §2.4) ──
export const PUBLISH_CLOSES_BEFORE_OPENS = 'La fecha de cierre debe ser posterior a la de apertura';
export const PUBLISH_PRACTICE_NOT_OF_PROGRAMME = 'La práctica calificada no pertenece al programa de la evaluación';
export const EVALUATION_HAS_ATTEMPTS = 'No se puede eliminar una evaluación que ya tiene intentos de estudiantes';
