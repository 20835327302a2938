// Texts of the audit trail (docs/decisions/0041-audit-trail.md); messages.ts re-exports them.
import type { ServiceName } from '../common/constants.js';

export const AUDIT_MENU = 'Auditoría';
export const AUDIT_TITLE = 'Auditoría';
export const AUDIT_SUBTITLE = 'Quién cambió qué, cuándo (hora de Lima) y desde dónde';
export const AUDIT_COLUMNS = {
  when: 'Fecha y hora',
  person: 'Persona',
  entity: 'Entidad',
  action: 'Acción',
  record: 'Registro',
  origin: 'Origen',
} as const;
export const AUDIT_PERSON_LABEL = 'Persona';
export const AUDIT_PERSON_PLACEHOLDER = 'Nombre, apellido o correo';
export const AUDIT_SERVICE_LABEL = 'Tipo de registro';
export const AUDIT_FNAME_LABEL = 'Acción';
export const AUDIT_FROM_LABEL = 'Desde';
export const AUDIT_TO_LABEL = 'Hasta';
export const AUDIT_ANY = 'Todos';
export const AUDIT_APPLY = 'Filtrar';
export const AUDIT_CLEAR = 'Limpiar';
export const AUDIT_DATES_ORDER = 'La fecha final no puede ser anterior a la inicial';
/** a change no signed-in person made (a command-line restore) */
export const AUDIT_NO_PERSON = 'Sistema';
export const AUDIT_NO_ORIGIN = 'Sin registro';
export const AUDIT_EMPTY = 'No hay cambios registrados con estos filtros';
export const AUDIT_TABLE_LABEL = 'Registro de auditoría';
export const auditRange = (from: number, to: number, total: number, capped: boolean) =>
  `${from}–${to} de ${capped ? `más de ${total.toLocaleString('es-PE')}` : total.toLocaleString('es-PE')}`;

/** the kinds of record, by service */
export const AUDIT_SERVICE_LABELS: Record<ServiceName, string> = {
  auth: 'Acceso',
  users: 'Usuarios',
  entities: 'Entidades',
  courses: 'Programas y cursos',
  materials: 'Materiales',
  students: 'Alumnos y pedidos',
  evaluations: 'Evaluaciones',
  metrics: 'Métricas',
  invitations: 'Invitaciones',
  'payment-accounts': 'Cuentas para pagos',
  audit: 'Auditoría',
  reconciliation: 'Conciliación de pagos',
  statements: 'Extractos bancarios',
  receipts: 'Comprobantes electrónicos',
};

/** what each change did, in words; the fname itself is shown beside it (an fname not named here shows alone) */
export const AUDIT_FNAME_LABELS: Record<string, string> = {
  logout: 'Cerró sesión',
  updateReconciliationSettings: 'Cambió la conciliación de pagos',
  acceptMatchedOrders: 'Aceptó un pedido que coincidía con un movimiento',
  preRegister: 'Pre-registro',
  recoverPassword: 'Pidió recuperar la contraseña',
  resetPassword: 'Cambió una contraseña',
  signin: 'Inició sesión',
  updateManagement: 'Cambió la gestión',
  assignUserToEntity: 'Asignó un usuario a la entidad',
  createUser: 'Creó un usuario',
  deleteUserByEntity: 'Quitó un usuario de la entidad',
  updateUser: 'Editó un usuario',
  answerInvitation: 'Respondió una invitación',
  answerInvitationByLink: 'Respondió una invitación por enlace',
  confirmEmail: 'Confirmó su correo',
  createCampus: 'Creó una sede',
  createEntity: 'Creó una entidad',
  createZoomToken: 'Creó una credencial',
  deleteCampus: 'Eliminó una sede',
  deleteEntity: 'Eliminó una entidad',
  deleteZoomToken: 'Eliminó una credencial',
  updateCampus: 'Editó una sede',
  updateEntity: 'Editó la entidad',
  updateZoomToken: 'Editó una credencial',
  registerStudent: 'Se registró como alumno',
  createCategory: 'Creó una categoría',
  createCourse: 'Creó un programa',
  createItem: 'Creó un módulo',
  createQualifiedPractice: 'Creó una práctica calificada',
  deleteCategory: 'Eliminó una categoría',
  deleteCourse: 'Eliminó un programa',
  deleteItem: 'Eliminó un módulo',
  deleteQualifiedPractice: 'Eliminó una práctica calificada',
  setCertificateForCourse: 'Configuró el certificado de un programa',
  updateCategory: 'Editó una categoría',
  updateCourse: 'Editó un programa',
  updateItem: 'Editó un módulo',
  updateQualifiedPractice: 'Editó una práctica calificada',
  addMaterials: 'Agregó materiales',
  deleteMaterial: 'Eliminó un material',
  editMaterial: 'Editó un material',
  createScheduled: 'Programó un curso',
  deleteScheduled: 'Eliminó un curso programado',
  updateScheduled: 'Editó un curso programado',
  assignUserToScheduled: 'Matriculó a un alumno',
  bulkEnrolStudents: 'Matriculó alumnos desde un archivo',
  deallocateUserFromScheduled: 'Retiró a un alumno de un curso',
  activateOrders: 'Aceptó un pedido',
  createOrder: 'Creó un pedido',
  rejectOrder: 'Rechazó un pedido',
  generateCertificate_2: 'Generó un certificado',
  sendCertificate: 'Envió un certificado',
  cancelOrder: 'Anuló un pedido',
  annulOrder: 'Anuló un pedido aceptado',
  resubmitOrder: 'Reenvió un pedido',
  createEvaluationManual: 'Creó una evaluación',
  createQuestion: 'Creó una pregunta',
  deleteEvaluation: 'Eliminó una evaluación',
  deleteQuestion: 'Eliminó una pregunta',
  importQuestions: 'Importó preguntas',
  publishEvaluation: 'Publicó una evaluación',
  saveAnswer: 'Guardó una respuesta',
  goToQuestion: 'Pasó a otra pregunta',
  startAttempt: 'Empezó un intento',
  submitAttempt: 'Entregó un intento',
  updateEvaluationManual: 'Editó una evaluación',
  updateQuestion: 'Editó una pregunta',
  gradeAnswer: 'Calificó una respuesta',
  setPracticeGrade: 'Puso una nota',
  'entity:restore': 'Restauró la entidad',
  // payment accounts (decision 0050)
  createPaymentAccount: 'Creó una cuenta para pagos',
  updatePaymentAccount: 'Editó una cuenta para pagos',
  deletePaymentAccount: 'Eliminó una cuenta para pagos',
  saveStatementMapping: 'Guardó las columnas de un extracto bancario',
  importStatement: 'Importó un extracto bancario',
  updateFiscalSettings: 'Cambió los datos de facturación electrónica',
  uploadFiscalCertificate: 'Subió el certificado digital',
  updateProgrammeTreatment: 'Cambió el tratamiento del IGV de un programa',
  resendReceipt: 'Reenvió un comprobante electrónico',
};
