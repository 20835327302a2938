// 'Comprobantes' (decision 0063): the admin's and the counter's, beside 'Caja'.
import { M } from '@edu/shared';
import { PageTitle } from '../../../components/page-title';
import { ReceiptsPage } from '../components/receipts-page';

export function ReceiptsRoute() {
  return (
    <section>
      <PageTitle>{M.RECEIPTS_TITLE}</PageTitle>
      <ReceiptsPage />
    </section>
  );
}
