import { cancelOrder } from './cancel-order.js';
import { getMaterialLink } from './get-material-link.js';
import { getMyCourse } from './get-my-course.js';
import { getMyCourses } from './get-my-courses.js';
import { getMyOrders } from './get-my-orders.js';
import { resubmitOrder } from './resubmit-order.js';

/** The student's own area (04 §2.2): their courses, materials and orders. */
export const studentAreaHandlers = [getMyCourses, getMyCourse, getMaterialLink, getMyOrders, cancelOrder, resubmitOrder];
