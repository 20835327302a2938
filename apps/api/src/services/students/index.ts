// Every handler of the students service (03 §1), gathered from its three parts. getCourseModules_byUser belongs to
// the courses service (03 §1) and is registered there. Bulk enrolment (decision 0040) is the fourth part.
import { bulkHandlers } from './bulk/index.js';
import { enrolmentHandlers } from './enrolment/index.js';
import { ordersHandlers } from './orders/index.js';
import { certificatesHandlers } from './certificates/index.js';

export const studentsHandlers = [
  ...enrolmentHandlers,
  ...ordersHandlers,
  ...certificatesHandlers,
  ...bulkHandlers,
];
