// Every route of spec 01 §2 and 02 §2, written once. Patterns with `:param` are for the router;
// the functions build the concrete address.

const studentsOf = (base: string) => {
  const root = `${base}/students`;
  return {
    root,
    inscribed: `${root}/inscribed`,
    inscribedDetail: `${root}/inscribed/list/:id`,
    inscribedDetailOf: (id: string) => `${root}/inscribed/list/${id}`,
    invited: `${root}/invited`,
    vouchers: `${root}/vouchers`,
    history: `${root}/history`,
  };
};
export type StudentsPaths = ReturnType<typeof studentsOf>;

const superadminRoot = '/superadmin';
const dashboardRoot = '/dashboard';
const userRoot = `${dashboardRoot}/user`;
const adminRoot = `${dashboardRoot}/admin`;
const coordinatorRoot = `${dashboardRoot}/coordinator`;
const accountantRoot = `${dashboardRoot}/accountant`;
const teacherRoot = `${dashboardRoot}/teacher`;
const evaluationsRoot = `${coordinatorRoot}/evaluations`;
const evaluationsModule = `${evaluationsRoot}/:course/:module`;

export const paths = {
  login: '/login',
  recoverPassword: '/auth/recover-password',
  resetPassword: '/auth/recover-password/:token',
  resetPasswordOf: (token: string) => `/auth/recover-password/${encodeURIComponent(token)}`,
  /** the pages an entity's invitation and an e-mail change's confirmation open (no sign-in; docs/decisions/0028) */
  invitation: '/auth/invitation/:token',
  confirmEmail: '/auth/confirm-email/:token',
  /** the public page a certificate's QR code opens (no sign-in) */
  certificateVerify: '/certificados/:code',
  certificateVerifyOf: (code: string) => `/certificados/${encodeURIComponent(code)}`,

  superadmin: {
    root: superadminRoot,
    home: `${superadminRoot}/dashboard/home`,
    tickets: `${superadminRoot}/dashboard/tickets`,
    entities: `${superadminRoot}/dashboard/entities`,
    users: `${superadminRoot}/dashboard/users`,
    metrics: `${superadminRoot}/dashboard/metrics`,
    permissions: `${superadminRoot}/dashboard/permissions/:id`,
    permissionsOf: (entityId: string) => `${superadminRoot}/dashboard/permissions/${entityId}`,
    repository: `${superadminRoot}/dashboard/repository`,
    /** the audit trail of every entity (decision 0041) */
    audit: `${superadminRoot}/dashboard/audit`,
  },

  dashboard: { root: dashboardRoot },

  user: {
    root: userRoot,
    home: `${userRoot}/home`,
    profile: `${userRoot}/profile`,
    entity: `${userRoot}/entity`,
  },

  admin: {
    root: adminRoot,
    /** the entity's own dashboard (decision 0039) */
    summary: `${adminRoot}/summary`,
    courses: `${adminRoot}/courses`,
    programs: `${adminRoot}/programs`,
    /** the programmes screen with one category open (02 §2.2) */
    coursesOf: (categoryId: string) => `${adminRoot}/courses?category=${encodeURIComponent(categoryId)}`,
    // a programme's views (02 §2.3-2.5); the category in the path finds the programme again after a reload
    courseModules: `${adminRoot}/courses/:categoryId/:courseId/modules`,
    courseModulesOf: (categoryId: string, courseId: string) => `${adminRoot}/courses/${categoryId}/${courseId}/modules`,
    courseWeights: `${adminRoot}/courses/:categoryId/:courseId/weights`,
    courseWeightsOf: (categoryId: string, courseId: string) => `${adminRoot}/courses/${categoryId}/${courseId}/weights`,
    courseCertificates: `${adminRoot}/courses/:categoryId/:courseId/certificates`,
    courseCertificatesOf: (categoryId: string, courseId: string) =>
      `${adminRoot}/courses/${categoryId}/${courseId}/certificates`,
    users: `${adminRoot}/users`,
    campuses: `${adminRoot}/sedes`,
    repository: `${adminRoot}/repository`,
    credentials: `${adminRoot}/credentials`,
    /** 'Extractos bancarios' (decision 0061) */
    statements: `${adminRoot}/statements`,
    /** 'Caja' (decision 0062) */
    cash: `${adminRoot}/cash`,
    /** 'Comprobantes' (decision 0063) */
    receipts: `${adminRoot}/receipts`,
    myEntity: `${adminRoot}/my-entity`,
    /** the entity's audit trail (decision 0041) */
    audit: `${adminRoot}/audit`,
    chat: `${adminRoot}/chat`,
    chatWith: `${adminRoot}/chat/:userId`,
    chatWithOf: (userId: string) => `${adminRoot}/chat/${userId}`,
    profile: {
      root: `${adminRoot}/profile`,
      user: `${adminRoot}/profile/user`,
      password: `${adminRoot}/profile/password`,
      settings: `${adminRoot}/profile/settings`,
    },
  },

  coordinator: {
    root: coordinatorRoot,
    courses: `${coordinatorRoot}/courses`,
    modules: `${coordinatorRoot}/modules/:id`,
    modulesOf: (scheduledId: string) => `${coordinatorRoot}/modules/${scheduledId}`,
    evaluations: evaluationsRoot,
    evaluationsModule,
    evaluationsModuleOf: (course: string, module: string) => `${evaluationsRoot}/${course}/${module}`,
    questionBank: `${evaluationsModule}/question_all`,
    questionBankOf: (course: string, module: string) => `${evaluationsRoot}/${course}/${module}/question_all`,
    evaluationAction: `${evaluationsModule}/:action`,
    evaluationActionWithId: `${evaluationsModule}/:action/:id`,
    /** the evaluation panel's mode in the address (02 §4: create, update, show, delete) */
    evaluationActionOf: (
      course: string,
      module: string,
      action: 'create' | 'update' | 'show' | 'delete',
      id?: string,
    ) => `${evaluationsRoot}/${course}/${module}/${action}${id ? `/${id}` : ''}`,
    students: studentsOf(coordinatorRoot),
    /** a scheduled course's students, answers to grade and grade book, as the teacher sees them (04 §2.3) */
    courseGrades: `${coordinatorRoot}/courses/:id/grades`,
    courseGradesOf: (scheduledId: string) => `${coordinatorRoot}/courses/${scheduledId}/grades`,
  },

  /** the teacher's area (04 §2.3) */
  teacher: {
    root: teacherRoot,
    courses: `${teacherRoot}/courses`,
    course: `${teacherRoot}/courses/:id`,
    courseOf: (scheduledId: string) => `${teacherRoot}/courses/${scheduledId}`,
  },

  accountant: {
    root: accountantRoot,
    students: studentsOf(accountantRoot),
    /** 'Extractos bancarios' (decision 0061) */
    statements: `${accountantRoot}/statements`,
    /** 'Caja' (decision 0062) */
    cash: `${accountantRoot}/cash`,
    /** 'Comprobantes' (decision 0063) */
    receipts: `${accountantRoot}/receipts`,
  },
} as const;

/** The part of `path` below `root`, for the routes an area module declares relative to its own base. */
export function below(root: string, path: string): string {
  if (!path.startsWith(`${root}/`)) throw new Error(`${path} is not below ${root}`);
  return path.slice(root.length + 1);
}
