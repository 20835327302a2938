// 'Historial' (02 §2.11, §4): exactly the rejected, canceled and accepted orders, read only.
import { M } from '@edu/shared';
import { PageTitle } from '../../../components/page-title';
import { HISTORY_STATES } from '../api/order-lists';
import { OrdersPage } from '../components/orders-page';

export function HistoryRoute() {
  return (
    <section>
      <PageTitle>{M.HISTORY_TITLE}</PageTitle>
      <OrdersPage states={HISTORY_STATES} isReadOnly />
    </section>
  );
}
