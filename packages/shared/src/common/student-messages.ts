// Texts of the students' side (spec 04): the spec's own, character for character, and those it leaves open
// (docs/decisions/0035-students-side.md). messages.ts re-exports them, so `M.X` reads every text of the product.
import type { ReceiptState } from '../contracts/receipts.rules.js';

// ── Public catalogue, registration and sign-in (04 §2.1) ──
export const ENTITY_NOT_FOUND_BY_DOMAIN = 'No se encontró la institución';
export const CATALOG_EMPTY = 'No hay cursos disponibles';
export const CATALOG_SEARCH = 'Buscar curso';
export const STUDENT_LOGIN_TITLE = 'Iniciar sesión como: Estudiante';
export const BUY_WHOLE_PROGRAMME = 'Comprar programa completo';
export const CHOOSE_MODULES = 'Elegir módulos';
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
export const STUDENT_COURSE_MODULES = 'Módulos';
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
/** the student area's link back to the staff app, for a staff member who also studies in the entity (04 §1) */
export const STAFF_AREA_LINK = 'Panel de gestión';
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
export const STUDENT_MENU = 'Menú';
export const STUDENT_MENU_LABEL = 'Menú del estudiante';
export const MODULE_MATERIALS = 'Materiales';
export const MODULE_NO_MATERIALS = 'Este módulo aún no tiene materiales';
export const BUY_MODULE = 'Comprar este módulo';
export const OPEN_MATERIAL_FAILED = 'No se pudo abrir el material. Intenta de nuevo.';
export const BACK_TO_MY_COURSES = 'Volver a Mis cursos';

// ── The checkout (04 §2.2 /aula/comprar) ──
export const CHECKOUT_TITLE = 'Comprar';
export const CHECKOUT_CHOICE = '¿Qué deseas comprar?';
export const CHECKOUT_WHOLE_PROGRAMME = 'Programa completo';
export const CHECKOUT_SOME_MODULES = 'Algunos módulos';
export const CHECKOUT_MODULE_WHY = {
  available: '',
  owned: 'Ya lo compraste',
  pending: 'Pendiente de pago',
  not_scheduled: 'Aún no tiene fechas: no está a la venta',
} as const;
export const CHECKOUT_CHOOSE_A_MODULE = 'Elige al menos un módulo';
export const CHECKOUT_SUMMARY = 'Resumen del pedido';
export const checkoutLinePrices = (course: string, inscription: string) =>
  `Curso ${course} + inscripción ${inscription}`;
export const CHECKOUT_TOTAL = 'Total a pagar';
export const CHECKOUT_HOW_TO_PAY = 'Cómo pagar';
export const CHECKOUT_NO_PAYMENT_METHODS = 'Consulta los medios de pago con la institución.';
// where to pay (decision 0050): the entity's payment accounts
export const CHECKOUT_PAY_INTO = 'Paga el total en una de estas cuentas y adjunta la captura o foto del comprobante.';
export const PAYMENT_ACCOUNT_KIND_LABELS = {
  yape: 'Yape',
  plin: 'Plin',
  bank: 'Cuenta bancaria',
  deposit: 'Cuenta de depósito',
} as const;
export const CHECKOUT_ACCOUNT_HOLDER = 'Titular';
export const CHECKOUT_ACCOUNT_NUMBER = 'N.º de cuenta';
export const CHECKOUT_ACCOUNT_CCI = 'CCI';
export const CHECKOUT_ACCOUNT_PHONE = 'Celular';
export const CHECKOUT_ACCOUNT_QR = 'Código QR';
export const COPY = 'Copiar';
export const COPIED = 'Copiado';
export const CHECKOUT_PENDING_ORDER =
  'Ya tienes un pedido pendiente para este curso: espera a que lo revisen o cancélalo en Mis pedidos.';
export const GO_TO_MY_ORDERS = 'Ir a Mis pedidos';
export const OPERATION_NUMBER_HELP = 'Opcional: el número de la operación de Yape, Plin o del banco';

// ── Vouchers: picking 1 to 3 images and sending them ──
export const VOUCHERS_LABEL = 'Comprobantes de pago (1 a 3 imágenes png o jpg)';
export const VOUCHERS_PICK = 'Adjuntar comprobante';
export const removeVoucher = (n: number) => `Quitar comprobante ${n}`;
export const UPLOADING = 'Enviando comprobantes';
export const uploadingPercent = (percent: number) => `Enviando… ${percent} %`;

// ── Mis pedidos (04 §2.2 /aula/pedidos) ──
export const MY_ORDERS_EMPTY = 'Aún no tienes pedidos';
export const orderOf = (date: string) => `Pedido del ${date}`;
export const ORDER_LINES = 'Productos';
export const ORDER_CANCEL = 'Cancelar pedido';
export const ORDER_CANCEL_CONFIRM = '¿Seguro que quieres cancelar este pedido?';
export const ORDER_CANCEL_YES = 'Sí, cancelar pedido';
export const ORDER_CANCEL_NO = 'No, mantenerlo';
export const ORDER_RESUBMIT = 'Enviar nuevos comprobantes';
export const ORDER_RESUBMIT_SEND = 'Volver a enviar';

// ── Mis certificados (04 §2.2 /aula/certificados; 'Descargar' and 'Verificar certificado' are the staff's) ──
export const MY_CERTIFICATES_EMPTY = 'Aún no tienes certificados';

// ── Mi perfil (04 §2.2 /aula/perfil) ──
export const PROFILE_DATA = 'Mis datos';
export const PROFILE_SAVED = 'Tus datos se guardaron';

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

// ── The checkout (04 §2.2 /aula/comprar) ──
export const CHECKOUT_MODULE_NOT_FOR_SALE = 'El módulo elegido no es de este curso o aún no está a la venta';

// ── Taking an evaluation (04 §4; docs/decisions/0036-taking-evaluations.md) ──
export const ATTEMPTS_USED_UP = 'Ya usaste todos tus intentos';
export const ATTEMPT_TIME_OVER = 'El tiempo de la evaluación ha terminado';
export const EVALUATION_NOT_OPEN_YET = 'La evaluación aún no está abierta';
export const EVALUATION_ALREADY_CLOSED = 'La evaluación ya está cerrada';
export const EVALUATION_NOT_PUBLISHED = 'La evaluación aún no ha sido publicada';
export const EVALUATION_MODULE_LOCKED = 'La evaluación es de un módulo que aún no tienes desbloqueado';
export const ATTEMPT_NO_RETURN = 'Esta evaluación no permite volver a una pregunta anterior';
export const ATTEMPT_ALREADY_SUBMITTED = 'Ya entregaste este intento';
export const ATTEMPT_NOT_REACHED = 'Aún no llegas a esta pregunta';
export const ATTEMPT_ONE_AT_A_TIME = 'Esta evaluación avanza de una pregunta a la vez';
export const ATTEMPT_ALL_ON_ONE_PAGE = 'Esta evaluación muestra todas sus preguntas en una sola página';
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
export const EVALUATION_EDIT_HAS_ATTEMPTS =
  'No se puede editar una evaluación que ya tiene intentos de estudiantes: sus notas dependen de ella. Puedes cambiar sus fechas en Publicadas.';
export const QUESTION_HAS_ANSWERS = 'No se puede editar una pregunta que ya respondieron estudiantes: sus notas dependen de ella';

// ── Evaluations in Mis cursos and taking one (04 §2.2, §4; decision 0036 'The student's page') ──
export const MODULE_EVALUATIONS = 'Evaluaciones';
export const MODULE_NO_EVALUATIONS = 'Este módulo aún no tiene evaluaciones publicadas';
export const MY_EVALUATION_STATE_LABELS = {
  available: 'Disponible',
  in_progress: 'En curso',
  submitted: 'Entregada',
  graded: 'Calificada',
  closed: 'Cerrada',
  upcoming: 'Aún no abre',
} as const;
/** the link of an evaluation in its course: to take it, to go on with it, to see it */
export const EVALUATION_LINKS = { take: 'Rendir', resume: 'Continuar', see: 'Ver' } as const;
export const evaluationsTaken = (n: number) => (n === 1 ? '1 evaluación rendida' : `${n} evaluaciones rendidas`);
export const gradeLine = (grade: string) => `Nota: ${grade}`;
export const evaluationAttemptsUsed = (used: number, allowed: number) => `Intentos usados: ${used} de ${allowed}`;
export const evaluationDuration = (minutes: number) => `Duración: ${minutes} minutos`;
export const evaluationOpens = (when: string) => `Abre: ${when}`;
export const evaluationCloses = (when: string) => `Cierra: ${when}`;
export const EVALUATION_START = 'Comenzar';
export const EVALUATION_RESUME = 'Continuar';
export const EVALUATION_STATE_LABEL = 'Estado';
export const questionNumberOf = (n: number, total: number) => `Pregunta ${n} de ${total}`;
export const QUESTION_NEXT = 'Siguiente';
export const QUESTION_PREVIOUS = 'Anterior';
export const questionPoints = (points: number) => (points === 1 ? '1 punto' : `${points} puntos`);
export const ANSWER_SAVING = 'Guardando…';
export const ANSWER_SAVED = 'Guardado';
export const ANSWER_SHORT_LABEL = 'Tu respuesta (hasta 500 caracteres)';
export const ANSWER_LARGE_LABEL = 'Tu respuesta (hasta 5000 caracteres)';
export const ANSWER_FILE_LABEL = 'Tu archivo: PDF, Word (doc, docx) o imagen (png, jpg)';
export const ANSWER_FILE_PICK = 'Adjuntar archivo';
export const answerFileSent = (name: string) => `Archivo enviado: ${name}`;
export const answerUploadingPercent = (percent: number) => `Enviando archivo… ${percent} %`;
export const ANSWER_UPLOADING = 'Enviando archivo';
export const timeLeft = (clock: string) => `Tiempo restante: ${clock}`;
export const TIME_LEFT_LABEL = 'Tiempo restante';
export const ATTEMPT_SUBMIT = 'Entregar';
export const ATTEMPT_SUBMIT_CONFIRM = '¿Entregar la evaluación? Ya no podrás cambiar tus respuestas.';
export const attemptUnanswered = (n: number) =>
  n === 1 ? 'Tienes 1 pregunta sin responder.' : `Tienes ${n} preguntas sin responder.`;
export const ATTEMPT_SUBMIT_YES = 'Sí, entregar';
export const ATTEMPT_SUBMIT_NO = 'Seguir respondiendo';
export const ATTEMPT_SUBMITTED = 'Evaluación entregada';
export const attemptGradeOf = (grade: string) => `Tu nota: ${grade} de 20`;
export const attemptPendingAnswers = (n: number) =>
  n === 1
    ? '1 respuesta espera la calificación del docente: tu nota puede subir.'
    : `${n} respuestas esperan la calificación del docente: tu nota puede subir.`;
/** the grade of an evaluation shown when it closes (decision 0048), said where the grade would be */
export const gradeShownAtClose = (when: string) => `Tu nota se mostrará cuando cierre la evaluación, el ${when}.`;
// ── Reviewing an attempt once the evaluation has closed (04 §4 'Grading': the points and the teacher's comment) ──
export const REVIEW_SHOW = 'Ver mis respuestas';
export const REVIEW_AFTER_CLOSE = 'Podrás ver tus respuestas, las correctas y los comentarios del docente cuando la evaluación cierre.';
export const reviewTitle = (attempt: number) => `Tus respuestas (intento ${attempt})`;
export const REVIEW_YOUR_ANSWER = 'Tu respuesta';
export const REVIEW_NO_ANSWER = 'Sin respuesta';
export const REVIEW_CORRECT = 'Correcta';
export const REVIEW_CHOSEN = 'Tu elección';
export const reviewPoints = (got: number, of: number) => `Puntaje: ${got} de ${of}`;
export const REVIEW_WAITING_TEACHER = 'Puntaje: por calificar';
export const REVIEW_TEACHER_COMMENT = 'Comentario del docente';
export const BACK_TO_COURSE = 'Volver al curso';
export const QUESTIONS_NAV_LABEL = 'Preguntas de la evaluación';

// ── Mis notas (04 §2.2 /aula/notas; 'Mis notas', 'Nota final', 'Aprobado', 'Desaprobado' are contracts/grades.messages.ts') ──
export const MY_GRADES_NOT_ENROLLED = 'Tus notas aparecerán cuando estés inscrito en este curso';
export const MY_GRADES_NO_PRACTICES = 'Este curso aún no tiene prácticas calificadas';
export const practiceWeight = (weight: number, percent: string) => `Peso: ${weight} (${percent})`;
export const NO_GRADE_YET = 'Sin nota';
export const passingMarkLine = (mark: string) => `Nota aprobatoria: ${mark}`;
export const answersAwaitingTeacher = (n: number) =>
  n === 1 ? '1 respuesta por calificar' : `${n} respuestas por calificar`;
export const FINAL_GRADE_BEFORE_END = 'Mientras el curso no termina, las prácticas sin nota no cuentan.';

// ── The student's way (decision 0051) ──
export const STUDENT_ACCOUNT_NAV = 'Tu cuenta';
export const STUDENT_CATALOG_LINK = 'Ver cursos';
export const ALREADY_BOUGHT_PROGRAMME = 'Ya compraste este programa';
export const NOTHING_FOR_SALE_NOW = 'Ya compraste todos los módulos a la venta de este programa';
export const PROGRAMME_ORDER_PENDING = 'Tu pedido de este programa está pendiente de revisión';
export const ORDER_SENT_TITLE = '¡Pedido enviado!';
export const orderNumber = (code: string) => `Pedido N.º ${code}`;
export const ORDER_SENT_NEXT =
  'La institución revisará tu comprobante. Cuando acepte el pago, tus módulos se desbloquearán en Mis cursos y te avisaremos por correo.';
export const GO_TO_MY_COURSES = 'Ir a Mis cursos';

// ── Electronic receipts in Mis pedidos (decision 0063): here rather than in contracts/receipts.messages.ts, whose
// staff texts the students' entry does not download (apps/web/vite.config.ts) ──
export const RECEIPT_KIND_LABELS = {
  boleta: 'Boleta',
  factura: 'Factura',
  nota_credito: 'Nota de crédito',
} as const;
export const RECEIPT_STATE_LABELS: Record<ReceiptState, string> = {
  pendiente: 'Pendiente de envío',
  aceptado: 'Aceptado',
  observado: 'Aceptado con observaciones',
  rechazado: 'Rechazado',
};
/** a receipt as an order names it: 'Factura F001-12' */
export const receiptNamed = (kind: keyof typeof RECEIPT_KIND_LABELS, label: string) =>
  `${RECEIPT_KIND_LABELS[kind]} ${label}`;
/** the company a factura is made out to */
export const facturaTo = (ruc: string, legalName: string) => `RUC ${ruc} · ${legalName}`;
export const RECEIPT_DOWNLOAD = 'Descargar comprobante';
