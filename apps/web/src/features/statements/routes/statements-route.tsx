// 'Extractos bancarios' (decision 0061): the admin's and the counter's, beside the vouchers.
import { M } from '@edu/shared';
import { PageTitle } from '../../../components/page-title';
import { StatementsPage } from '../components/statements-page';

export function StatementsRoute() {
  return (
    <section>
      <PageTitle>{M.STATEMENTS_TITLE}</PageTitle>
      <StatementsPage />
    </section>
  );
}
