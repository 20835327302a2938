// 'Sedes' of the entity admin (02 §2.8): the campuses of the current entity.
import { M } from '@edu/shared';
import { PageTitle } from '../../../components/page-title';
import { CampusesTable } from '../components/campuses-table';

export function CampusesRoute() {
  return (
    <section>
      <PageTitle>{M.CAMPUSES_TITLE}</PageTitle>
      <CampusesTable />
    </section>
  );
}
