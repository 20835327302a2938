// Zod's Spanish messages are set up by the modules that build schemas (common/zod-spanish.ts).
export * from './contracts/auth.rules.js';
export * from './common/student-rules.js';
export * from './common/contrast.js';
export * from './common/constants.js';
export * from './common/role-groups.js';
export * from './contracts/index.js';
export * from './contracts/permissions.tree.js';
export * from './contracts/permissions.labels.js';
export * from './contracts/scheduleds.rules.js';
export * from './common/lima-time.js';
export * from './contracts/orders.vouchers.js';
export * from './contracts/grades.forms.js';
export * as M from './common/messages.js';
export * from './contracts/evaluations.rules.js';
export * from './contracts/attempts.start.js';
export * from './contracts/attempts.grading.js';
export * from './contracts/grades.final.js';
export * from './contracts/question-bank.import/index.js';
