// Every Spanish text the spec gives (01 §2, §5, §8 and 02 §2, §5, §8), written once, character for character.
// Later steps import these; no other file re-types a Spanish string of the spec.
export * from './student-messages.js';
export * from './teacher-messages.js';
export * from '../contracts/grades.messages.js';
export * from '../contracts/audit.messages.js';
export * from '../contracts/metrics.messages.js';
export * from './export-messages.js';
export * from '../contracts/students.messages.js';
export * from './file-messages.js';
export * from './bounds-messages.js';
export * from '../contracts/payment-accounts.messages.js';
export * from '../contracts/reconciliation.messages.js';
export * from '../contracts/courses.messages.js';
export * from '../contracts/materials.messages.js';
export * from '../contracts/scheduleds.messages.js';
export * from '../contracts/question-bank.messages.js';
export * from '../contracts/evaluations.messages.js';
export * from '../contracts/certificates.messages.js';
export * from '../contracts/statements.messages.js';
export * from '../contracts/orders.messages.js';
export * from '../contracts/receipts.messages.js';
export * from '../contracts/receipts.print.js';

// ── Access: sign-in, recovery, reset (01 §2, §5, §8) ────────────────────────
export const LOGIN_TITLE = 'Iniciar sesión como: Administrador';
export const LOGIN_FAILED = 'Revisa tu usuario o contraseña e intenta de nuevo';
export const EMAIL_REQUIRED = 'El email es obligatorio';
export const PASSWORD_REQUIRED = 'La contraseña es obligatoria';
export const PASSWORD_TOO_SHORT_LOGIN = 'La contraseña tiene que tener mas de 6 carácteres';
export const NO_ENTITY_ACCESS = 'No tienes acceso a esta entidad';
export const SESSION_EXPIRED = 'Sesión expirada, ingrese nuevamente';
export const LOADING_BUTTON = 'CARGANDO...';
export const SENDING_BUTTON = 'ENVIANDO...';
export const SEND_BUTTON = 'ENVIAR';
export const SIGN_IN_BUTTON = 'INICIAR SESIÓN';
export const RESET_BUTTON = 'RESTABLECER';
export const RECOVER_TITLE = 'Recuperar contraseña';
export const RECOVER_EMAIL_PLACEHOLDER = 'Ingrese su correo';
export const RECOVER_INFO = 'Le enviaremos un mensaje con las instrucciones para recuperar su contraseña a su correo electrónico.';
export const RECOVER_FORGOT_LINK = '¿Olvidaste tu contraseña?';
// the recovery request's answer, the same whether the address has an account or not (decision 0051)
export const RECOVER_SENT = 'Si el correo está registrado, te enviamos un enlace';
export const BACK_TO_LOGIN = 'Volver al inicio de sesión';
export const RESET_TOKEN_EXPIRED =
  'Lo sentimos, el tiempo brindado para cambiar su contraseña ha vencido. Por favor, solicite nuevamente un cambio de contraseña';
export const RESET_SUCCESS_TITLE = 'Su contraseña ha sido restaurada con éxito.';
export const RESET_SUCCESS_TEXT = 'Ya puede ingresar a la plataforma con su respectiva cuenta restablecida.';
export const RESET_FAILED = 'Hubo un error inesperado';
export const RESET_MISMATCH = 'Las contraseñas no coinciden.';
export const RESET_TITLE = 'Restablecer contraseña';
export const PASSWORD_LABEL = 'Contraseña';
export const REPEAT_PASSWORD_LABEL = 'Repetir contraseña';
export const EMAIL_LABEL = 'Correo electrónico';
export const EMAIL_INVALID = 'Ingrese un correo electrónico válido';
export const RECOVER_MAIL_SUBJECT = 'Recuperación de contraseña';
export const RECOVER_MAIL_TEXT = 'Para restablecer su contraseña, abra el siguiente enlace (vence en 30 minutos):';
export const RATE_LIMITED = 'Demasiados intentos. Espere unos minutos e intente de nuevo.';

// ── Server envelope (03 §1) ─────────────────────────────────────────────────
export const VALIDATION_FAILED = 'Los datos enviados no son válidos';
export const FIELD_REQUIRED = 'Este campo es obligatorio';
export const FIELD_INVALID = 'El valor no es válido';
export const FIELD_TOO_LONG = 'El texto supera el máximo permitido';
/** FIELD_TOO_LONG with the field's limit, so the person knows how much to cut (issue 30 item 13) */
export const tooLong = (max: number) => `${FIELD_TOO_LONG}: como máximo ${max} caracteres`;
export const NOT_FOUND = 'No se encontró el registro';
export const UNKNOWN_FNAME = 'Operación desconocida';
export const TOO_LARGE = 'El archivo o la solicitud supera el tamaño permitido';
export const BAD_FILE_TYPE = 'El tipo de archivo no está permitido';
export const INTERNAL_ERROR = 'Ha ocurrido un error inesperado en el servidor';
export const CONFLICT_EMAIL = 'El correo electrónico ya está registrado';
export const FORBIDDEN_ROLE = 'No tienes permiso para realizar esta operación';
/** a multipart field after a file: the caller was checked on the fields sent before the files (decision 0026) */
export const FIELDS_BEFORE_FILES = 'Envíe los datos del formulario antes de los archivos.';

// ── Shell, menus, shared components (01 §2, §6) ─────────────────────────────
export const COMING_SOON = 'Próximamente';
export const MY_PROFILE = 'Mi perfil';
export const SIGN_OUT = 'Cerrar sesión';
export const MENU_TICKETS = 'Tickets';
export const MENU_ENTITIES = 'Entidades';
export const MENU_USERS = 'Usuarios';
export const MENU_METRICS = 'Métricas';
export const MENU_HOME = 'Inicio';
export const MENU_PROFILE = 'Perfil';
export const MENU_PROGRAMS = 'Programas';
export const MENU_CAMPUSES = 'Sedes';
export const MENU_REPOSITORY = 'Repositorio';
export const MENU_CREDENTIALS = 'Credenciales';
export const MENU_MY_ENTITY = 'Mi Entidad';
export const MENU_COURSES = 'Cursos';
export const MENU_EVALUATIONS = 'Evaluaciones';
export const MENU_INSCRIBED = 'Inscritos';
export const MENU_INVITED = 'Invitados';
export const ROLE_LABEL_ADMIN = 'Admin';
export const ROLE_LABEL_COUNTER = 'Counter';
export const ROLE_LABEL_COORDINATOR = 'Coordinador';
/** the role switcher's entry to the student area (04 §1: staff in an entity may also study there) */
export const ROLE_LABEL_STUDENT = 'Estudiante';
export const ENTITY_SWITCH_LABEL = 'Entidad';
export const ROLE_SWITCH_LABEL = 'Rol';
export const TABLE_ROWS_PER_PAGE = 'Filas por página';
export const TABLE_OF = 'de';
export const TABLE_ALL = 'Todos';
export const TABLE_EMPTY = 'No hay datos';
export const TABLE_SEARCH_PLACEHOLDER = 'Buscar por nombre...';
export const TABLE_REFRESH = 'Actualizar';
export const TABLE_ADD = 'Agregar';
export const ERROR_500 = 'Internal server error.';
export const ERROR_403 = 'You do not have permission to view this resource.';
export const ERROR_404 = 'Sorry, we were unable to find that page.';
export const RELOAD_PAGE = 'Reload page';
export const CANCEL = 'Cancelar';
export const ACCEPT = 'Aceptar';
export const NOTICE_TITLE = 'Aviso';
export const IMAGE_TYPES_ONLY = 'Solo se aceptan imágenes png, jpg o jpeg';
export const UPLOAD_CANCEL = 'Cancelar subida';
export const CHOOSE_FILE = 'Seleccionar archivo';

// ── Superadmin: entities, users, permissions (01 §2, §8) ────────────────────
export const ENTITIES_TITLE = 'Entidades';
export const ENTITIES_SECTION = 'Organizaciones B2B';
export const ADD = 'Agregar';
export const MANAGE_PERMISSIONS = 'Gestionar permisos';
export const ASSIGN_ADMIN = 'Asignar Administrador';
export const DELETE = 'Eliminar';
export const EDIT = 'Editar';
export const NEW_ENTITY = 'Nueva entidad';
export const EDIT_ENTITY = 'Editar entidad';
export const ADD_ADMIN = 'Agregar admin';
export const FINISH = 'Finalizar';
export const NEXT = 'Siguiente';
export const DELETE_ENTITY_TITLE = 'Eliminar Entidad';
export const DELETE_ENTITY_CONFIRM = '¿Está seguro de eliminar esta entidad?';
export const ENTITY_CREATED = 'La entidad ha sido creada';
export const ENTITY_UPDATED = 'La entidad ha sido actualizada';
export const ENTITY_DELETED = 'La entidad ha sido eliminada';
export const ERROR_OCCURRED = 'Ha ocurrido un error';
export const ERROR_PRODUCED = 'Se ha producido un error.';
export const ERROR_CREATE_PREFIX = 'Error! ';
export const USER_CREATED = 'El usuario ha sido creado correctamente';
export const USERS_TITLE = 'Usuarios';
export const USERS_INVITED = 'Usuarios invitados';
export const USERS_IN_PROCESS = 'Usuarios en proceso';
export const USERS_COMPLETED = 'Completado';
export const COL_APPLIED_FOR = 'Aplicado para';
export const COL_CV = 'CV';
export const COL_PHONE = 'Teléfono';
export const COL_DNI = 'DNI';
export const COL_EMAIL = 'Correo electrónico';
export const COL_PROFILE_LINK = 'Link de perfil';
export const SEND = 'Enviar';
export const ASSIGN_MANUALLY = 'Asignar Manualmente';
export const PERMISSIONS_TITLE = 'Permisos';
export const PERMISSIONS_TAB_ENTITIES = 'Permisos a nivel de entidades';
export const PERMISSIONS_TAB_ACCOUNT = 'Permisos de usuarios a nivel de cuenta';
export const SAVE_CHANGES = 'Guardar Cambios';
export const PERMISSIONS_SAVED = 'Se actualizaron los permisos.';
export const PERMISSIONS_FAILED = 'Se ha producido un error inesperado.';
export const OPERATION_OK = 'Operación realizada con éxito';
export const OPERATION_FAILED = 'Ocurrió un error al realizar la operación';
export const USER_DELETED = 'Usuario eliminado con éxito';
export const ENTITY_DESCRIPTION_MAX = 'La descripción no puede superar los 400 caracteres';
export const DIGITS_ONLY = 'Solo se permiten números';
export const DNI_MAX = 'El DNI tiene como máximo 8 dígitos';
export const PHONE_MAX = 'El teléfono tiene como máximo 9 dígitos';
/** a student's registration: a Peruvian mobile has 9 digits (04 §2.1) */
export const PHONE_LENGTH = 'El teléfono debe tener 9 dígitos';

export const INVITATION_MAIL_SUBJECT = 'Invitación a la plataforma educativa';
export const invitationMailText = (name: string) =>
  `Hola ${name}:\n\nHa sido invitado a la plataforma educativa. Para crear su contraseña, abra el siguiente enlace (vence en 7 días):`;
export const ADMIN_CHANGED_CONFLICT = 'El administrador de la entidad cambió mientras editaba; recargue e intente de nuevo';
export const COLOR_INVALID = 'Ingrese un color hexadecimal, por ejemplo #CC337E';

// ── Campuses and credentials (02 §2.8-2.9, §5, §8) ──────────────────────────
export const CAMPUSES_TITLE = 'Lista de Sedes';
export const UPDATE_CAMPUS = 'Actualizar sede';
export const DELETE_CAMPUS = 'Eliminar sede';
export const CAMPUS_BLANK = 'No puede crear sedes con espacios en blanco';
export const CAMPUS_CREATED = 'Sede creada con éxito';
export const CAMPUS_UPDATED = 'Sede actualizada con éxito';
export const CAMPUS_DELETED = 'Sede eliminada con éxito';
export const CREDENTIALS_TITLE = 'Lista de Credenciales';
export const CREDENTIALS_TAB_PAYMENT = 'Métodos de pago';
export const CREDENTIALS_TAB_VIDEO = 'Videoconferencias';
export const CREDENTIAL_CREATE_BLANK = 'No puede crear una credencial con espacios en blanco';
export const CREDENTIAL_EDIT_BLANK = 'No puede editar una credencial con espacios en blanco';
export const CREDENTIAL_EDIT_CONFIRM = 'Recuerde que es un cambio fundamental';
export const CREDENTIAL_CREATED = 'Credencial creada con éxito';
export const CREDENTIAL_UPDATED = 'Credencial actualizada con éxito';
export const CREDENTIAL_DELETED = 'Credencial eliminada con éxito';

// ── Users, profile, entity (02 §2.7, §2.10, §5, §8) ─────────────────────────
export const USER_PASSWORD_MIN = 'La contraseña debe tener al menos 6 caracteres';
export const USER_ROLE_REQUIRED = 'Seleccione un rol';
export const IMAGE_FORMAT_INVALID = 'Formato de imagen no válido';
export const PASSWORD_CHANGE_MISMATCH = 'Las contraseñas no coinciden';
/** the profile's password change: the current password (not in the spec; docs/decisions/0027-sign-in-limits.md) */
export const CURRENT_PASSWORD_WRONG = 'La contraseña actual no es correcta';
export const USER_UPDATED = 'Se actualizó el usuario correctamente.';
export const USER_UPDATE_FAILED = 'Hubo un error, no se actualizó el usuario.';
export const APPEARANCE_UPDATED = 'Apariencia actualizada correctamente.';
export const APPEARANCE_FAILED = 'Ha ocurrido un error inesperado.';

// ── Students, certificates, orders (02 §2.11-2.12, §5, §8) ──────────────────
export const STUDENTS_COURSES_SIDEBAR = 'Cursos, Diplomados';
export const SHOW_MORE = 'Mostrar más';
export const STUDENTS_TITLE = 'Alumnos';
export const ADD_STUDENT = '+ Agregar';
export const VOUCHERS_TITLE = 'Vouchers';
export const VOUCHERS_LIST_TITLE = 'Listado de Vouchers';
export const HISTORY_TITLE = 'Historial';
export const TAB_PROGRAM = 'Programa';
export const TAB_CERTIFICATE = 'Certificado';
export const STUDENT_NOT_FOUND_ADD = 'No se encontró usuario, ¿desea agregarlo manualmente?';
export const studentAlreadyInEntity = (email: string) => `Usuario ${email} ya existe en la entidad`;
export const CERTIFICATE_ADDED = 'Certificado agregado correctamente';
export const CERTIFICATE_ADD_FAILED = 'Ha ocurrido un error, intentalo de nuevo';
export const CERTIFICATE_ENABLED = 'Se habilito el certificado correctamente';
export const certificateSent = (email: string) => `El certificado se ha enviado al correo ${email}`;
export const CERTIFICATE_SEND_FAILED = 'No se ha podido enviar el certificado, inténtalo de nuevo';
export const ORDER_ACCEPTED = 'La orden ha sido aceptada';
export const ORDER_ACCEPT_FAILED = 'Ocurrio un error y la orden no ha sido aceptada';
export const ORDER_REJECTED = 'La orden ha sido rechazada';
export const ORDER_REJECT_FAILED = 'Ha ocurrido un problema al rechazar orden';
export const ORDER_STATE_LABELS = {
  success: 'Aceptado',
  rejected: 'Rechazado',
  canceled: 'Cancelado',
  pending: 'Pendiente',
  annulled: 'Anulado',
} as const;
export const VOUCHER_LINK = 'Comprobante';
export const STUDENT_REMOVED_FROM_SCHEDULED = 'Se ha eliminado al alumno del curso programado';
export const STUDENT_REMOVE_FAILED = 'Ha ocurrido un inconveniente, inténtalo más tarde';
export const STUDENT_DELETE_CONFIRM = 'Está seguro de eliminar el alumno?';
export const STUDENT_DELETED = 'El usuario se ha eliminado correctamente.';
export const STUDENT_DELETE_FAILED = 'Ha ocurrido un error al intentar eliminar usuario.';
export const STUDENT_CREATED = 'El usuario se ha creado correctamente';
export const STUDENT_CREATE_FAILED = 'Ha ocurrido un error, inténtelo de nuevo';
export const STUDENT_ASSIGNED = 'El usuario ha sido asignado correctamente';

// ── Evaluations and the question bank (02 §2.15, §5, §8) ────────────────────
export const EVALUATIONS_BY_COURSE = 'Evaluaciones por cursos principales';
export const SELECT_COURSE = 'Seleccione un curso';
export const NO_COURSES = 'No hay cursos';
export const SEE_EVALUATIONS = 'ver Evaluaciones';
export const ADD_EVALUATION = 'Añadir nueva Evaluación';
export const QUESTION_BANK = 'Banco de Preguntas';
export const NO_EVALUATION_SELECTED = 'No ha seleccionado una Evaluación';
export const questionBankTitle = (moduleName: string) => `Banco de Preguntas del curso: ${moduleName}`;
export const GO_BACK = 'REGRESAR';
export const SHOW_QUESTION = 'Mostrar pregunta';
export const UPDATE_QUESTION = 'Actualizar pregunta';
export const DELETE_QUESTION = 'Eliminar pregunta';
export const ALTERNATIVES_BLANK = 'Hay una o más alternativas en blanco. Complétela o elimínela.';
export const ALTERNATIVE_CORRECT_REQUIRED = 'Por favor, indique la alternativa correcta.';
export const ALTERNATIVE_AT_LEAST_ONE_CORRECT = 'Por favor, indique al menos una alternativa correcta.';
export const BOOLEAN_CHOICE_REQUIRED = 'Por favor, indique si el enunciado es verdadero o falso.';
export const NO_ALTERNATIVES = 'No hay alternativas';
export const ALTERNATIVE_ADD_ONE_MORE = 'Se debe añadir al menos una alternativa más';
export const EVALUATION_TOTAL_BELOW = 'El total de puntos debe ser 20';
export const EVALUATION_TOTAL_ABOVE = 'El máximo de puntos es 20';
export const EVALUATION_FIELDS_REQUIRED = 'Completar todos los campos';
export const QUESTION_CREATED = 'La pregunta ha sido creada correctamente.';
export const QUESTION_UPDATED = 'La pregunta ha sido actualizada correctamente.';
export const QUESTION_REMOVED = 'Pregunta eliminada de la evaluación';
export const EVALUATION_CREATED = 'La evaluación ha sido creada';
export const EVALUATION_UPDATED = 'La evaluación ha sido actualizada';
export const EVALUATION_DELETED = 'La evaluación ha sido eliminada';
export const BOOLEAN_TRUE = 'Verdadero';
export const BOOLEAN_FALSE = 'Falso';
export const DIFFICULTY_LABELS = { easy: 'Fácil', medium: 'Normal', hard: 'Difícil' } as const;

// ── Web app labels (shell, forms) ──
export const NETWORK_ERROR = 'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.';
export const SHOW_PASSWORD = 'Mostrar contraseña';
export const HIDE_PASSWORD = 'Ocultar contraseña';
export const OPEN_MENU = 'Abrir menú';
export const USER_MENU = 'Menú de usuario';
export const LOADING = 'Cargando...';
export const IMAGE_PREVIEW = 'Vista previa';
export const CHAT_TITLE = 'Chat';
export const APP_NAME = 'Plataforma Educativa';

// ── Superadmin area web labels ──
// Field labels, step names and small helper texts of the superadmin and account screens; the spec gives none.
export const ENTITY_NAME_LABEL = 'Nombre de la entidad';
export const ENTITY_TYPE_LABEL = 'Tipo de entidad';
export const ENTITY_TYPE_INVALID = 'Elija un tipo de entidad de la lista';
/** the new-entity wizard's 'Agregar admin': the account is created with the entity (decision 0053) */
export const NEW_ADMIN_ON_FINISH = 'Nuevo: se creará al finalizar';
// ── Open questions' model answer (issue 30 item 13, decision 0053): for the teacher who grades, never for students
export const MODEL_ANSWER_LABEL = 'Respuesta modelo / rúbrica';
export const MODEL_ANSWER_HINT = 'Opcional. Solo la ve el docente al calificar; nunca se muestra al alumno.';
export const ENTITY_DOMAIN_LABEL = 'Dominio';
export const DESCRIPTION_LABEL = 'Descripción';
export const charactersLeft = (count: number) => `${count} caracteres restantes`;
export const LOGO_LABEL = 'Logo';
export const PORTRAIT_LABEL = 'Portada';
export const COLOR_SIDEBAR_LABEL = 'Color de la barra lateral';
export const COLOR_BUTTONS_LABEL = 'Color de los botones';
export const COLOR_FONT_LABEL = 'Color de la fuente';
export const STEP_ENTITY_CONFIG = 'Configuración de la entidad';
export const STEP_CONFIRMATION = 'Confirmación';
export const STEP_ENTITY_DATA = 'Datos de la entidad';
export const STEP_MAIN_ADMIN = 'Administrador principal';
export const STEP_SUMMARY = 'Resumen';
export const BACK = 'Atrás';
export const NO_VALUE = '—';
export const ENTITY_OPTIONS = 'Opciones';
export const NAME_LABEL = 'Nombre';
export const LASTNAME_LABEL = 'Apellido';
export const BIRTHDATE_LABEL = 'Fecha de nacimiento';
export const ADDRESS_LABEL = 'Dirección';
export const USERNAME_LABEL = 'Nombre de usuario';
export const USER_ROLE_LABEL = 'Rol';
export const ADD_USER_TITLE = 'Agregar usuario';
export const INVITE_TEXT = 'Enviaremos una invitación al correo con un enlace para crear la contraseña.';
export const RECIPIENT_EMAIL_LABEL = 'Correo del destinatario';
export const RECIPIENT_NAME_LABEL = 'Nombre del destinatario';
export const PERSONAL_DATA = 'Datos personales';
export const ACCESS_DATA = 'Datos de acceso';
export const OPEN_LINK = 'Abrir';
export const COLOR_PICKER = 'Selector de color';
/** the sidebar's text colour against its background, below WCAG AA (docs/decisions/0032-accessibility.md) */
export const COLOR_CONTRAST_LOW =
  'El color de la fuente no se lee bien sobre el de la barra lateral (contraste menor a 4.5:1): el menú usará blanco o negro.';

// ── Texts the spec leaves open for programmes and class materials (02 §5 gives no wording for these)
export const CATEGORY_NAME_TAKEN = 'Ya existe una categoría con ese nombre';
export const CATEGORY_BUILTIN_LOCKED = 'Esta categoría no se puede eliminar';
export const CATEGORY_HAS_COURSES = 'No se puede eliminar una categoría que tiene cursos';
export const PRICE_INVALID = 'El precio debe ser un número de hasta 5 caracteres';
export const WEIGHT_INVALID = 'El peso debe ser un número mayor o igual a 0';
export const URL_INVALID = 'Ingrese un enlace válido (http o https)';
export const MATERIAL_FILE_TYPES = 'Solo se aceptan archivos pdf, doc, docx, ppt, pptx, mp4, png o jpg';

// ── Texts the spec leaves open for uploads, campuses, credentials, staff users and the password change
export const UPLOAD_KIND_LABELS = { video: 'El video', document: 'El documento', image: 'La imagen' } as const;
export const uploadTooLarge = (kind: keyof typeof UPLOAD_KIND_LABELS, mb: number) =>
  `${UPLOAD_KIND_LABELS[kind]} supera el tamaño máximo permitido (${mb} MB)`;
/** An image over MAX_IMAGE_SIDE px on a side or MAX_IMAGE_PIXELS in all (decision 0025): 40000000 → '40 megapíxeles'. */
export const imageTooLarge = (side: number, pixels: number) =>
  `La imagen es demasiado grande: como máximo ${side} px por lado y ${String(Math.round(pixels / 1e5) / 10).replace('.', ',')} megapíxeles.`;
export const CAMPUS_COUNTRY_INVALID = 'Seleccione un país de la lista';
export const CAMPUS_DEPARTMENT_INVALID = 'Seleccione un departamento del país elegido';
export const CAMPUS_NAME_TAKEN = 'Ya existe una sede con ese nombre';
export const CREDENTIAL_SERVICE_INVALID = 'Seleccione un servicio de la lista';
export const DOCUMENT_NUMBER_MAX = 'El número de documento tiene como máximo 12 dígitos';
export const PASSWORD_CHANGED = 'Su contraseña ha sido actualizada correctamente.';
export const USER_REMOVE_SELF = 'No puede eliminarse a sí mismo de la entidad';
export const USER_REMOVE_MAIN_ADMIN = 'No se puede eliminar al administrador principal de la entidad';
export const USER_EMAIL_SHARED = 'Solo el propio usuario puede cambiar un correo que también usa en otra entidad';
export const USER_MAIN_ADMIN_ROLE = 'El administrador principal de la entidad conserva el rol admin';

// ── Staff users web labels ──
// The staff users screen of the entity admin (02 §2.7); the spec gives no wording for these.
export const PHOTO_LABEL = 'Foto';
export const USER_PHOTO_LABEL = 'Foto del usuario';
export const ROLES_LABEL = 'Roles';
export const NEW_USER = 'Nuevo usuario';
export const EDIT_USER = 'Editar usuario';
export const DELETE_USER = 'Eliminar usuario';
export const DELETE_USER_CONFIRM = '¿Está seguro de eliminar este usuario de la entidad?';

// ── Campuses and credentials web labels ──
// The 'Sedes' and 'Credenciales' screens of the entity admin (02 §2.8, §2.9); the spec gives no wording for these.
export const COUNTRY_LABEL = 'País';
export const DEPARTMENT_LABEL = 'Departamento';
export const NEW_CAMPUS = 'Nueva sede';
export const DELETE_CAMPUS_CONFIRM = '¿Está seguro de eliminar esta sede?';
export const CREDENTIAL_TYPE_LABEL = 'Tipo';
export const CREDENTIAL_VALUE_LABEL = 'Valor';
export const CREDENTIAL_SERVICE_LABEL = 'Servicio';
export const CREDENTIAL_TOKEN_LABEL = 'Token';
export const CREDENTIAL_DATE_LABEL = 'Fecha de creación';
export const NEW_CREDENTIAL = 'Nueva credencial';
export const UPDATE_CREDENTIAL = 'Actualizar credencial';
export const DELETE_CREDENTIAL = 'Eliminar credencial';
export const DELETE_CREDENTIAL_CONFIRM = '¿Está seguro de eliminar esta credencial?';
export const CREDENTIAL_TOKEN_KEEP = 'Deje el valor enmascarado para conservar el token actual';

// ── Profile and my entity web labels ──
// 'Mi perfil' and 'Mi Entidad' of the entity admin (02 §2.10); the spec gives no wording for these beyond the tab names.
export const PROFILE_TAB_USER = 'editar perfil';
export const PROFILE_TAB_PASSWORD = 'contraseña';
export const PROFILE_TAB_SETTINGS = 'configuración';
export const PROFILE_TABS = 'Secciones del perfil';
export const DOCUMENT_TYPE_LABEL = 'Tipo de documento';
export const DOCUMENT_TYPE_DNI = 'DNI';
export const DOCUMENT_TYPE_PASSPORT = 'Pasaporte';
export const DOCUMENT_TYPE_CARD = 'Carné de extranjería';
export const DOCUMENT_NUMBER_LABEL = 'Número de documento';
export const CURRENT_PASSWORD_LABEL = 'Contraseña actual';
export const NEW_PASSWORD_LABEL = 'Nueva contraseña';
export const CHANGE_PASSWORD = 'Cambiar contraseña';
export const ENTITY_BRANDING = 'Apariencia';
export const ENTITY_NO_ADMIN = 'Sin administrador asignado';
export const ENTITY_NO_IMAGE = 'Sin imagen';
export const ENTITY_NEW_LOGO = 'Cambiar logo';
export const ENTITY_NEW_PORTRAIT = 'Cambiar portada';

// ── Entity settings and chat web labels ──
// The /settings tab of 'Mi perfil' (02 §2.10, §9) and the mock chat (01 §2, 02 §2.7); the spec names no labels.
export const SETTINGS_THEME = 'Tema';
export const SETTINGS_FONTS = 'Fuentes';
export const SETTINGS_SECTIONS = 'Secciones de la configuración';
export const THEME_FROM_LOGO = 'Colores de su logo';
export const THEME_HELP = 'Elija un color del logo de la entidad para la barra lateral y los botones.';
export const THEME_NO_LOGO = 'La entidad no tiene logo. Súbalo en Mi Entidad para elegir sus colores.';
export const THEME_LOGO_UNREADABLE = 'No se pudieron leer los colores del logo.';
export const themeColor = (hex: string) => `Color ${hex}`;
export const THEME_PREVIEW = 'Vista previa';
export const FONTS_HELP = 'Elija la fuente de los textos de la plataforma.';
export const FONT_SAMPLE = 'Aprender es crecer: 0123456789';
export const CHAT_USERS = 'Usuarios';
export const CHAT_SELECT_USER = 'Seleccione un usuario para conversar';
export const CHAT_MESSAGE_LABEL = 'Escriba un mensaje';
export const CHAT_SEND = 'Enviar';
export const CHAT_NOTICE = 'Chat de demostración: los mensajes no se envían a nadie.';
export const CHAT_CANNED = [
  'Hola, ¿en qué te puedo ayudar?',
  'Recuerda revisar el cronograma del curso.',
  'Gracias, lo reviso y te respondo en breve.',
] as const;

// ── Texts 02 leaves open for enrolment, certificates and orders
export const REJECT_COMMENT_REQUIRED = 'Escriba el motivo del rechazo';

// ── Enrolment, students of an entity and module access (texts 02 leaves open)
export const STUDENT_ENROLLED = 'El alumno ha sido inscrito correctamente';
export const STUDENT_ALREADY_ENROLLED = 'El alumno ya está inscrito en todos los cursos elegidos; no se realizaron cambios';
export const STUDENT_NOT_IN_ENTITY = 'El usuario no pertenece a la entidad';
export const ENROLMENT_ONE_MAIN = 'Los cursos elegidos deben pertenecer a un mismo curso programado';
export const STUDENT_NOT_ENROLLED = 'El alumno no está inscrito en este curso programado';
export const STUDENTS_ONLY = 'Solo puede crear, editar o eliminar alumnos';
export const STUDENT_LASTNAMES_TOO_LONG = 'Los apellidos son demasiado largos';
export const USER_NOT_FOUND = 'No se encontró el usuario';

// ── Orders web labels ──
// 'Listado de Vouchers', 'Historial', the order detail (02 §2.11-2.12) and the public certificate page; the spec gives
// no wording for these.
export const COL_BUYER = 'Comprador';
export const COL_TOTAL = 'Total';
export const COL_DATE = 'Fecha';
export const COL_STATE = 'Estado';
export const COL_COURSE = 'Curso';
export const ORDERS_FILTER_EMAIL = 'Buscar por correo...';
export const ORDER_DETAIL_TITLE = 'Detalle de la orden';
export const ORDER_BUYER_DATA = 'Datos del comprador';
export const ORDER_PRODUCTS_TITLE = 'Programas adquiridos';
export const ORDER_VOUCHERS_TITLE = 'Comprobantes de depósito';
export const ORDER_NO_VOUCHERS = 'La orden no tiene comprobantes';
export const voucherImageAlt = (n: number) => `Comprobante ${n}`;
export const ORDER_REJECT_REASON = 'Motivo del rechazo';
export const REJECT = 'Rechazar';
export const REJECT_ORDER_TITLE = 'Rechazar orden';
export const REJECT_COMMENT_LABEL = 'Comentario';
export const CLOSE = 'Cerrar';
export const CERTIFICATE_VERIFY_TITLE = 'Verificación de certificado';
export const CERTIFICATE_VALID = 'Certificado válido';
export const CERTIFICATE_INVALID = 'Certificado no válido';
export const CERTIFICATE_INVALID_TEXT = 'No existe un certificado con este código. Revise el enlace o el código QR.';
export const CERTIFICATE_ISSUED_TO = 'Otorgado a';
export const CERTIFICATE_COURSE = 'Curso';
export const CERTIFICATE_DATES = 'Fechas del curso';
export const CERTIFICATE_ISSUED_AT = 'Fecha de emisión';
export const CERTIFICATE_CODE = 'Código de verificación';
export const CERTIFICATE_ISSUED_BY = 'Emitido por';
export const CERTIFICATE_REVOKED_TEXT = 'Este certificado fue emitido, pero ya no es válido.';

// ── Orders: texts 02 leaves open for placing, accepting and rejecting orders
export const ORDER_NOT_PENDING = 'La orden ya no está pendiente: fue atendida antes';
export const ORDER_VOUCHER_REQUIRED = 'Debe adjuntar la imagen del voucher de depósito';
export const ORDER_TOO_MANY_VOUCHERS = 'Puede adjuntar hasta 3 imágenes del voucher';
export const ORDER_PROGRAMME_INCLUDES_MODULE = 'El programa completo ya incluye sus módulos';

// ── Students web labels ──
// The students area (02 §2.11): the courses sidebar, the enrolled-students table, the student detail, the student
// search modal and the enrolment modes; the spec gives no wording for these.
export const SEARCH = 'Buscar';
export const SEARCH_SCHEDULED = 'Buscar curso';
export const NO_SCHEDULEDS = 'No hay cursos programados';
export const ENROLLED_STUDENTS = 'Alumnos inscritos';
export const ENROL_STUDENT = 'Inscribir alumno';
export const ENROL = 'Inscribir';
export const VIEW_STUDENT = 'Ver alumno';
export const REMOVE_FROM_SCHEDULED = 'Eliminar del curso';
export const REMOVE_FROM_SCHEDULED_CONFIRM = '¿Está seguro de eliminar al alumno del curso programado?';
export const BACK_TO_STUDENTS = 'Volver a los alumnos';
export const STUDENT_TABS = 'Secciones del alumno';
export const MODULE_UNLOCKED = 'Desbloqueado';
export const MODULE_LOCKED = 'Bloqueado';
export const moduleAccess = (name: string, isUnlocked: boolean) =>
  `${name}: ${isUnlocked ? 'desbloqueado' : 'bloqueado'}`;
export const NO_CERTIFICATE = 'El alumno aún no tiene certificado en este curso';
export const GENERATE_CERTIFICATE = 'Generar';
export const PREVIEW_CERTIFICATE = 'Vista previa';
export const DOWNLOAD_CERTIFICATE = 'Descargar';
export const SEND_CERTIFICATE = 'Enviar por correo';
export const CERTIFICATE_TITLE = 'Certificado';
export const CERTIFICATE_VERIFY = 'Verificar certificado';
export const ENROL_MODE_LABEL = 'Modalidad de inscripción';
export const ENROL_MODE_TOTAL = 'Total: el programa y todos sus módulos';
export const ENROL_MODE_PART = 'Parcial: solo los módulos elegidos';
export const ENROL_MODULES_LABEL = 'Módulos programados';
export const ENROL_MODULES_REQUIRED = 'Seleccione al menos un módulo';
export const NO_MODULE_SCHEDULES = 'El curso no tiene módulos programados';
export const enrolStudentIn = (course: string) => `Inscribir alumno en ${course}`;
export const STUDENT_EMAIL_LABEL = 'Correo del alumno';
export const ADD_MANUALLY = 'Agregar manualmente';
export const STEP_BACK = 'Regresar';
export const userInOtherEntity = (email: string) =>
  `El usuario ${email} existe en otra entidad. ¿Desea agregarlo a esta entidad como estudiante?`;
export const ADD_STUDENT_TITLE = 'Agregar alumno';
export const NEW_STUDENT_TITLE = 'Nuevo alumno';
export const DELETE_STUDENT = 'Eliminar alumno';
export const STUDENT_ROLE = 'Estudiante';
export const FIRST_LASTNAME_LABEL = 'Apellido paterno';
export const SECOND_LASTNAME_LABEL = 'Apellido materno';

// ── Scheduled courses kept by their enrolments, orders and certificates ──
export const SCHEDULED_HAS_ORDERS = 'No se puede eliminar el curso programado porque tiene órdenes de compra';
export const SCHEDULED_HAS_CERTIFICATES = 'No se puede eliminar el curso programado porque tiene certificados emitidos';

// ── Evaluations and the question bank: labels and rules the spec leaves open (decision 0019) ──
export const QUESTION_TYPE_LABELS = {
  unique: 'Opción única',
  multiple: 'Opción múltiple',
  boolean: 'Verdadero o falso',
  short: 'Respuesta corta',
  large: 'Respuesta larga',
  file: 'Archivo',
} as const;
/** The fixed alternative of the open types (02 §4); short answers are about 80 words (02 §5). */
export const OPEN_ALTERNATIVE = {
  short: 'Respuesta corta (aprox. 80 palabras)',
  large: 'Respuesta larga',
  file: 'Respuesta con archivo adjunto',
} as const;
export const EVALUATION_OPTION_LABELS = {
  random_order: 'Orden aleatorio',
  show_max_quantity: 'Mostrar cantidad máxima',
  show_next: 'Mostrar siguiente',
  block_return: 'Bloquear retorno',
  one_by_one: 'Una por una',
  random_by_student: 'Aleatorio por estudiante',
} as const;
export const EVALUATION_TITLE_LABEL = 'Título';
export const EVALUATION_ATTEMPTS_LABEL = 'Intentos';
export const EVALUATION_DURATION_LABEL = 'Duración (hh:mm)';
export const EVALUATION_QUESTIONS_LABEL = 'Preguntas';
export const EVALUATION_POINTS_LABEL = 'Puntos';
export const EVALUATION_NIVEL_LABEL = 'Preguntas por dificultad';
export const evaluationTotal = (total: string) => `Total: ${total} / 20`;
export const DELETE_EVALUATION_CONFIRM = '¿Está seguro de eliminar la Evaluación?';
export const DELETE_QUESTION_CONFIRM = '¿Está seguro de eliminar la pregunta?';
export const QUESTION_DELETED = 'La pregunta ha sido eliminada correctamente.';
export const QUESTION_IN_EVALUATION = 'No se puede eliminar una pregunta que forma parte de una evaluación';
export const QUESTION_NOT_IN_MODULE = 'La pregunta no pertenece al banco de preguntas del módulo';
export const QUESTION_POINTS_RANGE = 'Los puntos de cada pregunta van de 0 a 20';
export const QUESTION_REPEATED = 'Una pregunta no puede repetirse en la evaluación';
export const EVALUATION_NO_QUESTIONS = 'Agregue al menos una pregunta';
export const ATTEMPTS_RANGE = 'Los intentos van de 1 a 5';
export const DURATION_RANGE = 'La duración va de 5 a 550 minutos, en pasos de 5';
export const COURSE_IN_USE_BY_EVALUATIONS = 'No se puede eliminar un módulo que tiene preguntas o evaluaciones';
export const NO_EVALUATIONS = 'No hay evaluaciones';
export const NO_QUESTIONS = 'No hay preguntas';
export const SEARCH_EVALUATION = 'Buscar evaluación';
export const SEARCH_QUESTION = 'Buscar pregunta';
export const ADD_QUESTION = 'Agregar pregunta';
export const NEW_QUESTION = 'Nueva pregunta';
export const EDIT_QUESTION = 'Editar pregunta';
export const QUESTION_TITLE_LABEL = 'Título';
export const QUESTION_STATEMENT_LABEL = 'Enunciado';
export const QUESTION_TYPE_LABEL = 'Tipo';
export const QUESTION_DIFFICULTY_LABEL = 'Dificultad';
export const QUESTION_COLUMN = 'Pregunta';
export const ALTERNATIVES_LABEL = 'Alternativas';
export const ADD_ALTERNATIVE = 'Agregar alternativa';
export const removeAlternative = (n: number) => `Eliminar alternativa ${n}`;
export const alternativeLabel = (n: number) => `Alternativa ${n}`;
export const CORRECT_LABEL = 'Correcta';
export const QUESTION_STATEMENT_REQUIRED = 'Escriba el enunciado de la pregunta';
// Import from GIFT and Aiken (decision 0019)
export const IMPORT_QUESTIONS = 'Importar preguntas';
export const IMPORT_FORMAT_LABEL = 'Formato';
export const IMPORT_TEXT_LABEL = 'Texto de las preguntas';
export const IMPORT_FILE = 'Elegir archivo';
export const IMPORT_PREVIEW = 'Vista previa';
export const IMPORT_SAVE = 'Importar';
export const IMPORT_EMPTY = 'No se encontraron preguntas en el texto';
export const IMPORT_HAS_ERRORS = 'Corrija los errores antes de importar';
export const IMPORT_TOO_MANY = 'Se pueden importar hasta 500 preguntas a la vez';
export const importedQuestions = (n: number) =>
  n === 1 ? 'Se importó 1 pregunta correctamente.' : `Se importaron ${n} preguntas correctamente.`;
export const importLineError = (line: number, message: string) => `Línea ${line}: ${message}`;
export const GIFT_UNCLOSED_ANSWERS = 'Falta cerrar las respuestas con }';
export const GIFT_NO_ANSWERS = 'La pregunta no tiene respuestas entre { }';
export const GIFT_NUMERIC_UNSUPPORTED = 'Las preguntas numéricas no se pueden importar';
export const GIFT_MATCHING_UNSUPPORTED = 'Las preguntas de emparejamiento no se pueden importar';
export const GIFT_NO_CORRECT = 'Ninguna respuesta está marcada como correcta (=)';
export const GIFT_BAD_ANSWER = 'Cada respuesta debe empezar con = (correcta) o ~ (incorrecta)';
export const IMPORT_NO_STATEMENT = 'La pregunta no tiene enunciado';
export const IMPORT_TOO_FEW_OPTIONS = 'La pregunta debe tener al menos dos alternativas';
export const AIKEN_NO_ANSWER = 'Falta la línea ANSWER: con la letra de la respuesta correcta';
export const AIKEN_BAD_ANSWER = 'La letra de ANSWER: no corresponde a ninguna alternativa';
export const AIKEN_OPTION_WITHOUT_QUESTION = 'Hay una alternativa sin pregunta';
export const AIKEN_BAD_OPTION = 'Se esperaba una alternativa como "A. texto" o la línea ANSWER:';
export const IMPORT_TEXT_TOO_LONG = 'El texto es demasiado largo (máximo 500 000 caracteres)';
export const EVALUATION_MODULE_NOT_IN_PROGRAMME = 'El módulo no pertenece al programa';

// ── Faults (decision 0022) ──
export const DATABASE_UNAVAILABLE =
  'La plataforma no está disponible en este momento. Intente de nuevo en unos minutos.';
// ── A person's account is theirs (docs/decisions/0028-identity-and-invitations.md) ──
// The spec gives no wording for these.
export const ACCOUNT_NOT_ADDABLE = 'Esta cuenta no puede agregarse a una entidad';
export const IDENTITY_OWNER_ONLY =
  'Solo la persona dueña de la cuenta puede cambiar sus datos personales (correo, nombres, documento, teléfono, fecha de nacimiento, dirección o foto)';
export const ENTITY_ROLE_NAMES: Record<string, string> = {
  admin: 'Admin',
  'admin b2b': 'Admin B2B',
  coordinador: 'Coordinador',
  counter: 'Counter',
  docente: 'Docente',
  estudiante: 'Estudiante',
};
export const roleNames = (roles: readonly string[]) => roles.map((r) => ENTITY_ROLE_NAMES[r] ?? r).join(', ');
export const invitationSent = (email: string) =>
  `Se envió una invitación a ${email}. Se unirá a la entidad cuando la acepte.`;
export const invitationAlreadyPending = (email: string) => `Ya hay una invitación pendiente para ${email}`;
export const entityInvitationMailSubject = (entity: string) => `Invitación de ${entity}`;
export const entityInvitationMailText = (entity: string, roles: string, days: number) =>
  `${entity} le invita a unirse como ${roles}. Sus datos personales llegarán a la entidad solo si acepta. ` +
  `Para aceptar o rechazar, abra el siguiente enlace (vence en ${days} días) o inicie sesión en la plataforma:`;
export const invitationText = (entity: string, roles: string) => `${entity} le invita a unirse como ${roles}.`;
export const INVITATION_PRIVACY = 'Si acepta, la entidad podrá ver sus datos personales (documento, teléfono, dirección).';
export const INVITATION_TITLE = 'Invitación';
export const INVITATIONS_TITLE = 'Invitaciones pendientes';
export const INVITATION_ACCEPT = 'Aceptar';
export const INVITATION_DECLINE = 'Rechazar';
export const invitationAccepted = (entity: string) => `Ahora forma parte de ${entity}.`;
export const INVITATION_DECLINED = 'Rechazó la invitación.';
export const INVITATION_GONE = 'La invitación ya no está vigente.';
export const INVITATION_STATES: Record<string, string> = {
  pending: 'Pendiente',
  accepted: 'Aceptada',
  declined: 'Rechazada',
};
export const INVITATION_COLUMNS = { email: 'Correo', name: 'Nombre', roles: 'Rol', state: 'Estado', date: 'Enviada' } as const;
export const NO_INVITATIONS = 'No hay invitaciones';
export const emailChangePending = (email: string) =>
  `Se envió un enlace a ${email}: el correo cambiará cuando esa dirección lo confirme.`;
export const EMAIL_CHANGE_MAIL_SUBJECT = 'Confirme su nuevo correo';
export const emailChangeMailText = (email: string, days: number) =>
  `Se pidió que ${email} sea el correo de su cuenta en la plataforma educativa. Para confirmarlo, abra el siguiente enlace (vence en ${days} días):`;
export const EMAIL_CHANGE_NOTICE_SUBJECT = 'Cambio de correo de su cuenta';
export const emailChangeNoticeText = (email: string) =>
  `Se pidió cambiar el correo de su cuenta en la plataforma educativa a ${email}. El cambio se hará solo si esa dirección lo confirma. Si usted no lo reconoce, comuníquese con su institución.`;
export const EMAIL_CONFIRM_TITLE = 'Confirmar correo';
export const emailConfirmed = (email: string) => `Su correo ahora es ${email}. Ya puede ingresar con él.`;
export const EMAIL_CONFIRM_GONE = 'El enlace para confirmar el correo ya no es válido.';
export const EMAIL_CONFIRM_NOT_ALLOWED =
  'Este cambio de correo ya no puede confirmarse: la cuenta ya es de su titular y solo esa persona puede cambiar su correo.';
export const INVITATION_LATER = 'Más tarde';
export const EMAIL_CONFIRM_BUTTON = 'Confirmar correo';
export const EMAIL_CONFIRM_TEXT = 'Confirme que esta dirección será el correo de su cuenta.';

// The first superadmin of a platform with no demo data (npm run superadmin, docs/decisions/0055-the-first-superadmin.md)
export const SUPERADMIN_WELCOME_MAIL_SUBJECT = 'Acceso de superadministrador a la plataforma';
export const superadminWelcomeMailText = (days: number) =>
  `Se creó su cuenta de superadministrador de la plataforma. Elija su contraseña con el enlace siguiente (válido ${days} días) y luego inicie sesión con este correo.`;
// Double clicks and one of each (issue 30 item 8, decision 0052): a module names each topic once.
export const SYLLABUS_ITEM_TAKEN = 'Ese tema ya está en el temario del módulo';
