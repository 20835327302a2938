// The public pages' fnames by name, without their schemas: the login, recovery and reset pages call them without
// loading zod or the contracts (decision 0023: the login page's JavaScript). contracts/auth.ts builds its definitions on
// these, so each name and path is written once.
export const PUBLIC_FNAMES = {
  signin: { service: 'auth', name: 'signin' },
  recoverPassword: { service: 'auth', name: 'recoverPassword', path: 'recover-password' },
  resetPassword: { service: 'auth', name: 'resetPassword', path: 'reset-password' },
  logout: { service: 'auth', name: 'logout' },
  // the students' entry (decision 0035): the catalogue, registration and Mis cursos without zod either
  getCatalog: { service: 'entities', name: 'getCatalog' },
  getCatalogCourse: { service: 'entities', name: 'getCatalogCourse' },
  registerStudent: { service: 'users', name: 'registerStudent' },
  getMyCourses: { service: 'students', name: 'getMyCourses' },
  getMyCourse: { service: 'students', name: 'getMyCourse' },
  getMaterialLink: { service: 'materials', name: 'getMaterialLink' },
  getCheckout: { service: 'students', name: 'getCheckout' },
  createOrder: { service: 'students', name: 'createOrder' },
  getMyOrders: { service: 'students', name: 'getMyOrders' },
  cancelOrder: { service: 'students', name: 'cancelOrder' },
  resubmitOrder: { service: 'students', name: 'resubmitOrder' },
  getMyCertificates: { service: 'students', name: 'getMyCertificates' },
  // the buyer's own receipt from Mis pedidos (decision 0063)
  downloadMyReceipt: { service: 'receipts', name: 'downloadMyReceipt' },
  // taking an evaluation (decision 0036)
  getMyEvaluation: { service: 'students', name: 'getMyEvaluation' },
  startAttempt: { service: 'evaluations', name: 'startAttempt' },
  getAttempt: { service: 'evaluations', name: 'getAttempt' },
  saveAnswer: { service: 'evaluations', name: 'saveAnswer' },
  goToQuestion: { service: 'evaluations', name: 'goToQuestion' },
  submitAttempt: { service: 'evaluations', name: 'submitAttempt' },
  // Mis notas (decision 0037)
  getMyGrades: { service: 'students', name: 'getMyGrades' },
  getUser: { service: 'users', name: 'getUser' },
  updateUser: { service: 'users', name: 'updateUser' },
  changePassword: { service: 'users', name: 'resetPassword' },
} as const;

/** What a call needs to find its address: the service, the fname and, for some, a path. */
export interface FnameRef {
  readonly service: string;
  readonly name: string;
  readonly path?: string;
}
