import { z } from 'zod';

// Zod's own messages in Spanish, for every rule that the spec gives no text of its own.
z.config(z.locales.es());

export * from './constants.js';
export * from './contracts/index.js';
export * from './permissions.js';
export * from './schedule-rules.js';
export * as M from './messages.js';
export * from './evaluation-rules.js';
export * from './question-import/index.js';
