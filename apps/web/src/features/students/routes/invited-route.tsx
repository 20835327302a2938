// /students/invited (02 §2.11): 'Alumnos', the entity's students, with '+ Agregar'.
import { M } from '@edu/shared';
import { PageTitle } from '../../../components/page-title';
import { StudentsTable } from '../components/invited/students-table';

export function InvitedRoute() {
  return (
    <section>
      <PageTitle>{M.STUDENTS_TITLE}</PageTitle>
      <StudentsTable />
    </section>
  );
}
