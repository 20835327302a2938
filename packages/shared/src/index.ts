// Zod's Spanish messages are set up by the modules that build schemas (zod-spanish.ts).
export * from './contracts/auth.rules.js';
export * from './student-rules.js';
export * from './contrast.js';
export * from './constants.js';
export * from './role-groups.js';
export * from './contracts/index.js';
export * from './contracts/permissions.tree.js';
export * from './contracts/permissions.labels.js';
export * from './contracts/scheduleds.rules.js';
export * from './lima-time.js';
export * from './contracts/grades.forms.js';
export * as M from './messages.js';
export * from './contracts/evaluations.rules.js';
export * from './contracts/attempts.start.js';
export * from './contracts/attempts.grading.js';
export * from './contracts/grades.final.js';
export * from './contracts/question-bank.import/index.js';
