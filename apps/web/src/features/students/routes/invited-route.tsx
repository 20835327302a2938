// /students/invited (02 §2.11): 'Alumnos', the entity's students, with '+ Agregar'; under it, the people invited who
// have an account elsewhere, until they answer (docs/decisions/0028).
import { M } from '@edu/shared';
import { PageTitle } from '../../../components/page-title';
import Stack from '@mui/material/Stack';
import { InvitationsTable } from '../components/invited/invitations-table';
import { StudentsTable } from '../components/invited/students-table';

export function InvitedRoute() {
  return (
    <section>
      <PageTitle>{M.STUDENTS_TITLE}</PageTitle>
      <Stack spacing={3}>
        <StudentsTable />
        <InvitationsTable />
      </Stack>
    </section>
  );
}
