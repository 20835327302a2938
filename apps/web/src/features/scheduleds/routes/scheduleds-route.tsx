// 'Lista de Cursos Programados' of the coordinator (02 §2.13).
import { M } from '@edu/shared';
import { PageTitle } from '../../../components/page-title';
import { ScheduledsTable } from '../components/scheduleds-table';

export function ScheduledsRoute() {
  return (
    <section>
      <PageTitle>{M.SCHEDULED_LIST_TITLE}</PageTitle>
      <ScheduledsTable />
    </section>
  );
}
