import { cancelOrder } from './cancel-order.js';
import { getCheckout } from './get-checkout.js';
import { getMaterialLink } from './get-material-link.js';
import { getMyCertificates } from './get-my-certificates.js';
import { getMyCourse } from './get-my-course.js';
import { getMyCourses } from './get-my-courses.js';
import { getMyEvaluation } from './get-my-evaluation.js';
import { getMyOrders } from './get-my-orders.js';
import { resubmitOrder } from './resubmit-order.js';

/** The student's own area (04 §2.2): their courses, materials, checkout, orders and certificates. */
export const studentAreaHandlers = [
  getMyCourses,
  getMyCourse,
  getMaterialLink,
  getCheckout,
  getMyOrders,
  cancelOrder,
  resubmitOrder,
  getMyCertificates,
  getMyEvaluation,
];
