import { ErrorPanel } from '../../../components/error-panel';
import { type OrderStates, useMayHandleOrders } from '../api/order-lists';
import { OrdersTable } from './orders-table';

interface OrdersPageProps {
  states: OrderStates;
  title?: string;
  isReadOnly?: boolean;
}

/**
 * Orders are the counter's and the admins' (03 §2): a coordinador reaching /vouchers or /history through the
 * coordinator area sees the no-access panel, without a call the server would refuse.
 */
export function OrdersPage(props: OrdersPageProps) {
  const mayHandleOrders = useMayHandleOrders();
  if (!mayHandleOrders) return <ErrorPanel code={403} />;
  return <OrdersTable {...props} />;
}
