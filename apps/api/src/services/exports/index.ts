import { exportGradebook } from './export-gradebook.js';
import { exportOrders } from './export-orders.js';
import { exportQuestionBank } from './export-question-bank.js';
import { exportUsersByEntity } from './export-users-by-entity.js';
import { exportUsersByScheduled } from './export-users-by-scheduled.js';

/** The lists' exports: fnames of the students, users and evaluations services. */
export const exportsHandlers = [
  exportUsersByScheduled,
  exportOrders,
  exportUsersByEntity,
  exportQuestionBank,
  exportGradebook,
];
