// 'Repositorio' of the entity admin (02 §2.6): the entity's class materials outside any programme.
import { M } from '@edu/shared';
import { PageTitle } from '../../../components/page-title';
import { RepositoryTable } from '../components/repository-table';

export function RepositoryRoute() {
  return (
    <section>
      <PageTitle>{M.REPOSITORY_TITLE}</PageTitle>
      <RepositoryTable />
    </section>
  );
}
