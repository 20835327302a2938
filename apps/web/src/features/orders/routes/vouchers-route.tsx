// 'Vouchers' (02 §2.11): the pending orders, 'Listado de Vouchers'.
import { M } from '@edu/shared';
import { PageTitle } from '../../../components/page-title';
import { PENDING_STATES } from '../api/order-lists';
import { OrdersPage } from '../components/orders-page';

export function VouchersRoute() {
  return (
    <section>
      <PageTitle>{M.VOUCHERS_TITLE}</PageTitle>
      <OrdersPage states={PENDING_STATES} title={M.VOUCHERS_LIST_TITLE} />
    </section>
  );
}
