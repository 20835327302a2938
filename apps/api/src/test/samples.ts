// A valid input for every registered fname, built from the ids of one entity. The isolation and bad-input tests
// walk ALL_FNAMES and fail on an fname that has no sample here, so a new fname cannot skip them.
import { addDays, DEFAULT_MANAGEMENT, type FnameDef, todayIn } from '@edu/shared';
import { type EvaluationIds, type Fixtures, type OrderIds, PASSWORD, type ProgrammeIds, type ResourceIds, type ScheduledIds, type StudentIds, TEMPLATES } from './fixtures.js';

export interface EntityIds extends ProgrammeIds, ResourceIds, ScheduledIds, OrderIds, StudentIds, EvaluationIds {
  entity: string;
  /** the entity's domain: its catalogue's address */
  domain: string;
  /** a staff member of that entity (coordinador) */
  user: string;
  email: string;
}

/** The ids of entity A's or B's records, for the samples. */
export function idsOf(fx: Fixtures, side: 'A' | 'B'): EntityIds {
  const coord = side === 'A' ? fx.users.coordA : fx.users.coordB;
  return {
    entity: side === 'A' ? fx.entityA : fx.entityB,
    domain: side === 'A' ? fx.domainA : fx.domainB,
    user: coord.id,
    email: coord.email,
    ...fx.programmes[side],
    ...fx.resources[side],
    ...fx.scheduleds[side],
    ...fx.orders[side],
    ...fx.students[side],
    ...fx.evaluations[side],
  };
}

type Sample = (ids: EntityIds) => Record<string, unknown>;

/** A bulk enrolment file (base64 CSV) of one student new to the platform. */
const BULK_SAMPLE = Buffer.from(
  'Nombre;Apellidos;Tipo de documento;Número de documento;Correo electrónico;Teléfono\r\nRosa;Quispe Mamani;DNI;45678912;rosa.masiva@test.pe;987654321\r\n',
).toString('base64');

/** The columns of a bank's CSV statement: the date, the amount and the rest by their headers. */
const STATEMENT_MAPPING = {
  date_column: 'Fecha', description_column: 'Descripción', operation_column: 'Operación', amount_column: 'Monto',
  balance_column: 'Saldo', decimal: 'comma', date_format: 'DD/MM/YYYY', header_row: 1, encoding: 'utf-8',
};

/** A date `days` after today in Lima (the scheduled-course samples must not start in the past). */
const inDays = (days: number) => addDays(todayIn(), days);

export const SAMPLES: Record<string, Sample> = {
  'auth.signin': (ids) => ({ email: ids.email, password: 'Secreta123' }),
  'auth.tokenIsValid': () => ({}),
  'auth.logout': () => ({}),
  'auth.recoverPassword': (ids) => ({ email: ids.email }),
  'auth.resetPassword': () => ({ password: 'NuevaClave1' }),
  'users.getRoles': (ids) => ({ entity_id: ids.entity, user_id: ids.user }),
  'users.getRolesByEntity': (ids) => ({ entity_id: ids.entity, onlyAdmin: false }),
  'entities.userIsInEntitiesAdmin': (ids) => ({ service: 'entities', user_id: ids.user }),
  'auth.getManagement': (ids) => ({ service: 'auth', entity_id: ids.entity }),
  'auth.updateManagement': (ids) => ({ entity_id: ids.entity, ...DEFAULT_MANAGEMENT }),
  'auth.getPreUsers': () => ({ service: 'auth' }),
  'auth.preRegister': () => ({ email: 'invitada.nueva@test.pe', name: 'Invitada' }),
  'entities.getEntities': () => ({ service: 'entities' }),
  'entities.getEntity': (ids) => ({ entity_id: ids.entity }),
  'entities.createEntity': () => ({ entity_name: 'Academia Nueva', description: 'Una más' }),
  'entities.updateEntity': (ids) => ({ entity_id: ids.entity, entity_name: 'Nombre cambiado', description: 'Otra' }),
  'entities.deleteEntity': (ids) => ({ entity_id: ids.entity }),
  'users.getAdminEntity': () => ({ rol: 'admin_entity' }),
  'users.getUser': (ids) => ({ user_id: ids.user, entity_id: ids.entity }),
  'users.createUser': (ids) => ({
    entity: ids.entity, name: 'Ana', lastname: 'Pérez', email: 'ana.nueva@test.pe', password: 'Secreta123', roles: ['coordinador'],
  }),
  'courses.getCategories': (ids) => ({ entity_id: ids.entity, query: { field: 'name', search: 'Tec' } }),
  'courses.createCategory': (ids) => ({ entity_id: ids.entity, name: 'Categoría de muestra', description: 'Creada por la prueba' }),
  'courses.updateCategory': (ids) => ({ entity_id: ids.entity, category_id: ids.category, name: 'Renombrada', description: 'Otra' }),
  'courses.deleteCategory': (ids) => ({ entity_id: ids.entity, category_id: ids.spareCategory }),
  'courses.getCourses': (ids) => ({ entity_id: ids.entity, category_id: ids.category, page: 1, docs: 10, query: { field: 'name', search: '' } }),
  'courses.createCourse': (ids) => ({
    entity_id: ids.entity, alias: 'modulo', type_of_course: 'children', parent_course_id: ids.course, main_course: ids.course,
    name: 'Módulo de muestra', price: { course_price: '50' },
  }),
  'courses.updateCourse': (ids) => ({
    course_id: ids.course, entity_id: ids.entity, name: 'Programa renombrado', description: 'Otra descripción',
    price: { inscription: '10', certificate: '20', course_price: '30' },
  }),
  'courses.deleteCourse': (ids) => ({ entity_id: ids.entity, course_id: ids.module }),
  'courses.getItems': (ids) => ({ course: ids.module }),
  'courses.createItem': (ids) => ({ entity: ids.entity, course: ids.module, main_course: ids.course, title: 'Tema nuevo' }),
  'courses.updateItem': (ids) => ({ entity: ids.entity, item: ids.item, title: 'Tema cambiado' }),
  'courses.deleteItem': (ids) => ({ entity_id: ids.entity, item: ids.item }),
  'courses.getQualifiedPractices': (ids) => ({ entity: ids.entity, parent_course: ids.course }),
  'courses.createQualifiedPractice': (ids) => ({ entity: ids.entity, course: ids.course, title: 'Práctica 9', weight: 2 }),
  'courses.updateQualifiedPractice': (ids) => ({ qualified_practice: ids.practice, weight: 3 }),
  'courses.deleteQualifiedPractice': (ids) => ({ qualified_practice: ids.practice }),
  'courses.getCertificatesTemplates': (ids) => ({ entity: ids.entity, course: ids.course }),
  'courses.setCertificateForCourse': (ids) => ({ course: ids.course, entity: ids.entity, certificate: TEMPLATES.classic }),
  'materials.getMaterialsByCourse': (ids) => ({ course: ids.module }),
  'materials.addMaterials': (ids) => ({
    entity_id: ids.entity, course_id: ids.module, title: 'Enlace de muestra', description: 'Un enlace', type: 'url',
    url: 'https://example.org/recurso', name_file: 'Recurso', state: 'private',
  }),
  // ── Resources (decisions 0013-0016) ──
  'materials.getMaterial_byEntity': (ids) => ({ entity_id: ids.entity, date: true, page: 1, docs: 15, filter_by_title: 'Manual' }),
  'materials.editMaterial': (ids) => ({
    material_id: ids.repositoryMaterial, entity: ids.entity, category: ids.category, title: 'Manual editado',
    description: 'Otra guía', state: 'public', price: '30',
  }),
  'materials.deleteMaterial': (ids) => ({ material_id: ids.repositoryMaterial, entity_id: ids.entity }),
  'entities.getCampus': (ids) => ({ entity: ids.entity, page: 1, docs: 10, query: { field: 'name', search: 'Sede' } }),
  'entities.createCampus': (ids) => ({
    entity: ids.entity, name: 'Sede Norte', country: 'Perú', department: 'La Libertad', address: 'Jr. Pizarro 456',
  }),
  'entities.updateCampus': (ids) => ({
    entity: ids.entity, campus: ids.campus, name: 'Sede Principal', country: 'Chile', department: 'Valparaíso', address: 'Calle 1',
  }),
  'entities.deleteCampus': (ids) => ({ campus: ids.campus }),
  'entities.getZoomTokens': (ids) => ({ entity: ids.entity, page: 1, docs: 10, type: 'videoconference', descendant: false }),
  'entities.createZoomToken': (ids) => ({
    entity: ids.entity, type: 'payment_method', service: 'niubiz', email: 'caja@test.pe', token: 'niubiz-token-123456',
  }),
  'entities.updateZoomToken': (ids) => ({ zoom_token_id: ids.credential, email: 'zoom@test.pe', token: 'nuevo-token-98765', service: 'meet' }),
  'entities.deleteZoomToken': (ids) => ({ id: ids.credential }),
  // ── Payment accounts of the entity (decision 0050) ──
  'payment-accounts.getPaymentAccounts': (ids) => ({ entity: ids.entity }),
  'payment-accounts.createPaymentAccount': (ids) => ({
    entity: ids.entity, kind: 'bank', bank: 'bcp', number: '191-2345678-0-12', cci: '00219100234567801253', holder: 'Colegio S.A.C.',
  }),
  'payment-accounts.updatePaymentAccount': (ids) => ({
    payment_account_id: ids.paymentAccount, kind: 'plin', number: '912345678', holder: 'Tesorería', is_active: false,
  }),
  'payment-accounts.deletePaymentAccount': (ids) => ({ payment_account_id: ids.paymentAccount }),
  // ── Bank statements (decision 0061): previews and imports take their file as multipart; without one they answer 400 ──
  'statements.getStatementAccounts': (ids) => ({ entity: ids.entity }),
  'statements.getStatementMapping': (ids) => ({ entity: ids.entity, payment_account_id: ids.paymentAccount }),
  'statements.saveStatementMapping': (ids) => ({ entity: ids.entity, payment_account_id: ids.paymentAccount, ...STATEMENT_MAPPING }),
  'statements.previewStatement': (ids) => ({ entity: ids.entity, payment_account_id: ids.paymentAccount }),
  'statements.importStatement': (ids) => ({
    entity: ids.entity, payment_account_id: ids.paymentAccount, mapping: JSON.stringify(STATEMENT_MAPPING),
  }),
  'statements.getMovements': (ids) => ({
    entity: ids.entity, payment_account_id: ids.paymentAccount, page: 1, docs: 25, from: '2026-03-01', to: '2026-03-31', search: '123',
  }),
  'statements.exportMovements': (ids) => ({ entity: ids.entity, payment_account_id: ids.paymentAccount, format: 'csv' }),
  'users.getUsersByEntity': (ids) => ({
    entity_id: ids.entity, page: 1, docs: 25, query: { field: 'name', search: 'do' }, roles: ['docente'], sortNameNumber: 1,
  }),
  'users.updateUser': (ids) => ({
    user: ids.staffUser, entity: ids.entity, name: 'Docente', lastname: 'Editado', phone: '987654321', documentType: 'dni', dni: '12345678',
  }),
  'users.deleteUserByEntity': (ids) => ({ entity_id: ids.entity, user_id: ids.staffUser }),
  'users.resetPassword': (ids) => ({ user: ids.user, currentPassword: PASSWORD, password: 'NuevaClave1' }),
  // ── Scheduled courses (decision 0017) ──
  'courses.getScheduleds': (ids) => ({
    entity_id: ids.entity, type_of_scheduled: 'main', page: 1, docs: 15, sort: '-name', query: { field: 'name', search: 'web' },
  }),
  'courses.createScheduled': (ids) => ({
    entity_id: ids.entity, type_of_scheduled: 'main', category_id: ids.category, course_id: ids.course, campus_id: ids.campus,
    name: 'Desarrollo web 2026-II', description: 'Turno mañana', start_date: inDays(10), end_date: inDays(90),
    teacher_ids: [ids.staffUser], rol: 'docente', publish: true,
  }),
  'courses.updateScheduled': (ids) => ({
    scheduled_id: ids.scheduled, entity_id: ids.entity, type_of_scheduled: 'main', course_id: ids.course, campus_id: ids.campus,
    name: 'Desarrollo web 2026-I (noche)', description: 'Otro turno', start_date: inDays(20), end_date: inDays(130),
    teacher_ids: [ids.staffUser], publish: false,
  }),
  'courses.deleteScheduled': (ids) => ({ scheduled_id: ids.scheduled, entity_id: ids.entity }),
  // ── Enrolment (decision 0018) ──
  'students.getUsersByScheduled': (ids) => ({
    scheduled: ids.scheduled, entity: ids.entity, filter_by_name: 'alumno', sortNameNumber: 1, rol: 'estudiante', page: 1, docs: 15,
  }),
  'students.assignUserToScheduled': (ids) => ({
    rol: ['estudiante'], scheduleds: [ids.scheduled], entity: ids.entity, user: ids.student, mode: 'total', type: 'web',
  }),
  'students.deallocateUserFromScheduled': (ids) => ({ entity: ids.entity, scheduled: ids.scheduled, user: ids.student }),
  'courses.getCourseModules_byUser': (ids) => ({ scheduled_id: ids.scheduled, course_id: ids.course, user_id: ids.student }),
  'users.searchUserByEntity': (ids) => ({ entity: ids.entity, email: 'nadie@test.pe' }),
  'users.assignUserToEntity': (ids) => ({ entity: ids.entity, user: ids.outsider, roles: ['estudiante'] }),
  'invitations.getInvitations': (ids) => ({ entity: ids.entity, page: 1 }),
  'invitations.getMyInvitations': () => ({}),
  // an id that is no invitation of the caller's: another person's invitation answers 404 the same way
  'invitations.answerInvitation': (ids) => ({ invitation: ids.student, accept: true }),
  'invitations.getInvitation': () => ({ token: 'enlace-de-invitacion-inexistente' }),
  'invitations.answerInvitationByLink': () => ({ token: 'enlace-de-invitacion-inexistente', accept: true }),
  'invitations.confirmEmail': () => ({ token: 'enlace-de-confirmacion-inexistente' }),
  // ── Orders (decision 0018) ──
  'students.createOrder': (ids) => ({ entity_id: ids.entity, products: [{ scheduled_id: ids.scheduled }] }),
  'students.getOrders': (ids) => ({
    entity_id: ids.entity, page: 1, docs: 15, filter_by_email: 'alumno', sort: '-created_at', state: ['pending'],
  }),
  'students.getOrderDetail': (ids) => ({ order_id: ids.order }),
  'students.activateOrders': (ids) => ({ order_id: ids.order }),
  'students.acceptMatchedOrders': (ids) => ({ entity_id: ids.entity, order_ids: [ids.order] }),
  'reconciliation.getReconciliationSettings': (ids) => ({ entity_id: ids.entity }),
  'reconciliation.updateReconciliationSettings': (ids) => ({ entity_id: ids.entity, tolerance: '0.50', days_before: 20, days_after: 2 }),
  'reconciliation.getCashView': (ids) => ({ entity_id: ids.entity, from: '2026-03-01', to: '2026-03-31' }),
  'reconciliation.exportCashView': (ids) => ({ entity_id: ids.entity, from: '2026-03-01', to: '2026-03-31', format: 'csv' }),
  'students.rejectOrder': (ids) => ({ order_id: ids.order, message: 'El voucher no se lee' }),
  'students.annulOrder': (ids) => ({ order_id: ids.order, message: 'Se devolvió el pago al estudiante' }),
  // ── Electronic receipts (decision 0063) ──
  'receipts.getFiscalSettings': (ids) => ({ entity_id: ids.entity }),
  'receipts.updateFiscalSettings': (ids) => ({
    entity_id: ids.entity, ruc: '20100123453', legal_name: 'Academia S.A.C.', trade_name: '', address: 'Av. Lima 1',
    ubigeo: '150101', establishment_code: '0000', boleta_series: 'B001', factura_series: 'F001', boleta_next: 1,
    factura_next: 1, default_treatment: 'exonerado', destination: 'beta', ose_url: '', sol_user: 'MODDATOS',
    sol_password: 'moddatos', is_enabled: false,
  }),
  'receipts.uploadFiscalCertificate': (ids) => ({ entity_id: ids.entity, certificate_password: 'clave' }),
  'receipts.updateProgrammeTreatment': (ids) => ({ entity_id: ids.entity, course_id: ids.course, tax_treatment: 'gravado' }),
  'receipts.getReceipts': (ids) => ({ entity_id: ids.entity, page: 1, docs: 20, state: 'pendiente', search: 'B001' }),
  'receipts.exportReceipts': (ids) => ({ entity_id: ids.entity, format: 'csv', kind: 'boleta' }),
  // the fixtures issue no receipt: the order's id stands for one (the entity named is what is checked first)
  'receipts.resendReceipt': (ids) => ({ entity_id: ids.entity, receipt_id: ids.order }),
  'receipts.downloadReceipt': (ids) => ({ entity_id: ids.entity, receipt_id: ids.order, file: 'pdf_a4' }),
  'receipts.downloadMyReceipt': (ids) => ({ entity_id: ids.entity, receipt_id: ids.order, format: 'ticket' }),
  // ── The students' side (decision 0035) ──
  'entities.getCatalog': (ids) => ({ domain: ids.domain, query: 'web', page: 1 }),
  'entities.getCatalogCourse': (ids) => ({ domain: ids.domain, scheduled_id: ids.scheduled }),
  'users.registerStudent': (ids) => ({
    domain: ids.domain, name: 'Rosa', firstlastname: 'Quispe', secondlastname: 'Mamani', typeDoc: 'dni', dni: '45678912',
    phone: '987654321', email: 'rosa.nueva@test.pe', password: 'Secreta123',
  }),
  'students.getMyCourses': (ids) => ({ entity_id: ids.entity }),
  'students.getMyCourse': (ids) => ({ scheduled_id: ids.scheduled }),
  'materials.getMaterialLink': (ids) => ({ material_id: ids.repositoryMaterial }),
  // the fixture course has no module scheduled: a module schedule named is refused, which the fuzz test varies
  'students.getCheckout': (ids) => ({ scheduled_id: ids.scheduled, modules: [ids.scheduled] }),
  'students.getMyCertificates': (ids) => ({ entity_id: ids.entity }),
  'students.getMyEvaluation': (ids) => ({ evaluation_id: ids.evaluation }),
  'students.getMyOrders': (ids) => ({ entity_id: ids.entity, page: 1 }),
  'students.cancelOrder': (ids) => ({ order_id: ids.order }),
  'students.resubmitOrder': (ids) => ({ order_id: ids.order, operation_number: '123456' }),
  // ── Certificates (decision 0018) ── (the fixture student is enrolled nowhere: generate and send answer 404 unless a test enrols)
  'students.generateCertificate_2': (ids) => ({ scheduled_id: ids.scheduled, entity_id: ids.entity, student_id: ids.student }),
  'students.getCertificateByUser': (ids) => ({ entity: ids.entity, scheduled: ids.scheduled, user: ids.student }),
  'students.sendCertificate': (ids) => ({ entity: ids.entity, student: ids.student, scheduled: ids.scheduled, email: 'alumno.a@test.pe' }),
  'students.verifyCertificate': () => ({ code: 'ABCDEFGHIJKLMNOP' }),
  // ── Evaluations and the question bank (decision 0019) ──
  'evaluations.getEvaluations': (ids) => ({
    entity: ids.entity, course_id: ids.bankModule, page: 1, docs: 100, filterBy: 'coordinador', sort: '-createdAt',
    query: { field: 'title', search: 'álgebra' },
  }),
  'evaluations.getEvaluation': (ids) => ({ evaluation_id: ids.evaluation, entity: ids.entity }),
  'evaluations.createEvaluationManual': (ids) => ({
    entity: ids.entity, main_course: ids.bankProgramme, course_id: ids.bankModule, title: 'Examen parcial', attempts: 2,
    duration_time: 45, arrayIds: [{ id: ids.question, index: 0, points: 20 }], options: { random_order: true },
  }),
  'evaluations.updateEvaluationManual': (ids) => ({
    evaluation_id: ids.evaluation, entity: ids.entity, main_course: ids.bankProgramme, course_id: ids.bankModule,
    title: 'Práctica de álgebra (revisada)', attempts: 3, duration_time: 60, arrayIds: [{ id: ids.question, index: 0, points: 20 }],
  }),
  'evaluations.deleteEvaluation': (ids) => ({ evaluation_id: ids.evaluation, entity: ids.entity }),
  'evaluations.publishEvaluation': (ids) => ({
    evaluation_id: ids.evaluation, entity: ids.entity, opens_at: '2026-03-01T08:00:00-05:00', closes_at: '2026-03-01T10:00:00-05:00',
  }),
  'evaluations.getPublishedEvaluations': (ids) => ({ entity: ids.entity, course_id: ids.bankModule, page: 1 }),
  'evaluations.startAttempt': (ids) => ({ evaluation_id: ids.evaluation }),
  'evaluations.getAttempt': (ids) => ({ attempt_id: ids.attempt }),
  'evaluations.saveAnswer': (ids) => ({ attempt_id: ids.attempt, question_id: ids.question, answer: ids.alternative }),
  'evaluations.goToQuestion': (ids) => ({ attempt_id: ids.attempt, index: 1 }),
  'evaluations.submitAttempt': (ids) => ({ attempt_id: ids.attempt }),
  // ── Teachers and grades (decision 0037) ── (the fixture student is enrolled nowhere: the grade book is empty)
  'courses.getTeacherCourses': (ids) => ({ entity_id: ids.entity, page: 1 }),
  'students.getCourseStudents': (ids) => ({ scheduled_id: ids.scheduled, page: 1, query: 'alumno' }),
  'evaluations.getPendingAnswers': (ids) => ({ scheduled_id: ids.scheduled, page: 1 }),
  'evaluations.gradeAnswer': (ids) => ({ answer_id: ids.answer, points: 15.5, comment: 'Bien argumentado' }),
  'students.getGradebook': (ids) => ({ scheduled_id: ids.scheduled, page: 1, query: '' }),
  'students.setPracticeGrade': (ids) => ({ scheduled_id: ids.scheduled, practice_id: ids.practice, user_id: ids.student, grade: 14.5 }),
  'students.getMyGrades': (ids) => ({ scheduled_id: ids.scheduled }),
  // ── Teaching, step 15 (decision 0054): a teacher's course's materials ──
  'materials.getCourseMaterials': (ids) => ({ scheduled_id: ids.scheduled }),
  'audit.getAuditLog': (ids) => ({ entity_id: ids.entity, person: 'coord', service: 'courses', from: '2020-01-01', to: '2099-12-31' }),
  // ── Dashboards (decision 0039) ──
  'metrics.getPlatformMetrics': () => ({ period: '12' }),
  'metrics.getEntityDashboard': (ids) => ({ entity_id: ids.entity, period: '6' }),
  // ── Exports (decision 0040): the list's filters and a format; the answer is the file ──
  'students.exportUsersByScheduled': (ids) => ({ scheduled: ids.scheduled, entity: ids.entity, filter_by_name: 'alumno', sortNameNumber: 1, format: 'csv' }),
  'students.exportOrders': (ids) => ({ entity_id: ids.entity, filter_by_email: 'alumno', sort: '-created_at', state: ['pending'], format: 'xlsx' }),
  'users.exportUsersByEntity': (ids) => ({ entity_id: ids.entity, roles: ['estudiante'], sortNameNumber: 1, format: 'csv' }),
  'evaluations.exportQuestionBank': (ids) => ({ entity: ids.entity, course_id: ids.bankModule, query: { field: 'title', search: '' }, format: 'csv' }),
  // ── Bulk enrolment (decision 0040): a CSV of one new student, in base64 ──
  'students.previewBulkEnrolment': (ids) => ({ entity: ids.entity, scheduled: ids.scheduled, format: 'csv', content: BULK_SAMPLE }),
  'students.bulkEnrolStudents': (ids) => ({ entity: ids.entity, scheduled: ids.scheduled, format: 'csv', content: BULK_SAMPLE }),
  'students.getBulkEnrolmentTemplate': (ids) => ({ entity: ids.entity, format: 'csv' }),
  'students.exportGradebook': (ids) => ({ scheduled_id: ids.scheduled, query: '', format: 'xlsx' }),
  'evaluations.getQuestions': (ids) => ({
    entity: ids.entity, course_id: ids.bankModule, course_name: 'Álgebra', page: 1, docs: 100, filter_by_name: 'ecuación', sort: '-createdAt',
  }),
  'evaluations.getQuestionBank': (ids) => ({
    entity: ids.entity, course_id: ids.bankModule, filter: 'Álgebra', page: 1, docs: 15, query: { field: 'title', search: '' },
  }),
  'evaluations.createQuestion': (ids) => ({
    entity: ids.entity, course_id: ids.bankModule, title: 'Suma de fracciones', question: '<p>¿Cuánto es 1/2 + 1/4?</p>',
    type: 'unique', nivel: 'easy', keywords: 'Álgebra',
    alternatives: [{ value: '3/4', correct: true }, { value: '2/6', correct: false }],
  }),
  'evaluations.updateQuestion': (ids) => ({
    question_id: ids.question, entity: ids.entity, title: 'Ecuación lineal (editada)', question: '<p>Resuelva 2x = 8</p>',
    type: 'boolean', nivel: 'hard', alternatives: [{ value: 'Verdadero', correct: true }, { value: 'Falso', correct: false }],
  }),
  'evaluations.deleteQuestion': (ids) => ({ question_id: ids.question, entity: ids.entity }),
  'evaluations.importQuestions': (ids) => ({
    entity: ids.entity, course_id: ids.bankModule, format: 'aiken', nivel: 'easy', preview: true,
    text: '¿Cuánto es 2 + 2?\nA. 3\nB. 4\nANSWER: B\n',
  }),
};

export const keyOf = (def: FnameDef) => `${def.service}.${def.name}`;
