import { cancelOrder } from './cancel-order.js';
import { exportOrders } from './export-orders.js';
import { getCheckout } from './get-checkout.js';
import { getMyOrders } from './get-my-orders.js';
import { resubmitOrder } from './resubmit-order.js';
import { acceptMatchedOrders } from './accept-matched-orders.js';
import { activateOrders } from './activate-orders.js';
import { annulOrder } from './annul-order.js';
import { createOrder } from './create-order.js';
import { getOrderDetail } from './get-order-detail.js';
import { getOrders } from './get-orders.js';
import { rejectOrder } from './reject-order.js';

/**
 * Orders (decision 0056: area orders): the staff's list and decisions (annulling an accepted one too), the student's
 * checkout and own orders.
 */
export const ordersHandlers = [
  createOrder, getOrders, getOrderDetail, activateOrders, acceptMatchedOrders, rejectOrder, annulOrder, exportOrders,
  getCheckout, getMyOrders, cancelOrder, resubmitOrder,
];
