// 'Caja' (decision 0062): the admin's and the counter's, beside 'Extractos bancarios'.
import { M } from '@edu/shared';
import { PageTitle } from '../../../components/page-title';
import { CashPage } from '../components/cash-page';

export function CashRoute() {
  return (
    <section>
      <PageTitle>{M.CASH_VIEW_TITLE}</PageTitle>
      <CashPage />
    </section>
  );
}
