import { activateOrders } from './activate-orders.js';
import { createOrder } from './create-order.js';
import { getOrderDetail } from './get-order-detail.js';
import { getOrders } from './get-orders.js';
import { rejectOrder } from './reject-order.js';

export const ordersHandlers = [createOrder, getOrders, getOrderDetail, activateOrders, rejectOrder];
