// Zod's Spanish messages are set up by the modules that build schemas (zod-spanish.ts).
export * from './auth-rules.js';
export * from './student-rules.js';
export * from './contrast.js';
export * from './constants.js';
export * from './role-groups.js';
export * from './contracts/index.js';
export * from './permissions.js';
export * from './permission-labels.js';
export * from './schedule-rules.js';
export * from './lima-time.js';
export * from './voucher-checks.js';
export * from './grade-forms.js';
export * as M from './messages.js';
export * from './evaluation-rules.js';
export * from './evaluation-start.js';
export * from './attempt-grading.js';
export * from './final-grade.js';
export * from './question-import/index.js';
