import { M } from '@edu/shared';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/page-title';

/** /dashboard/user/entity (01 §2): where a user without a usable role lands; the section has no body. */
export function EntitiesPage() {
  return (
    <section>
      <PageTitle>{M.ENTITIES_TITLE}</PageTitle>
      <Typography variant="h6" component="h2" color="text.secondary">
        {M.ENTITIES_SECTION}
      </Typography>
    </section>
  );
}
