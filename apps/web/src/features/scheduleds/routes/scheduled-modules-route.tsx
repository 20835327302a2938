// Module scheduling of one main scheduled course (02 §2.14): /dashboard/coordinator/modules/{scheduled id}.
import { M, type ScheduledOutput } from '@edu/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { statusOf } from '../../../lib/api';
import { useMainScheduled } from '../../../lib/queries/scheduleds';
import { ScheduledHeader } from '../components/scheduled-header';
import { ScheduledModules } from '../components/scheduled-modules';
import { isRecordId } from '../../../lib/navigation';

const NotFound = () => (
  <Typography color="text.secondary" role="alert">
    {M.SCHEDULED_NOT_FOUND}
  </Typography>
);

function MainScheduled({ scheduledId }: { scheduledId: string }) {
  // the row the list opened this screen from shows at once; a reload looks it up
  const known = (useLocation().state as { scheduled?: ScheduledOutput } | null)?.scheduled;
  const main = useMainScheduled(scheduledId, known);
  if (main.isPending) return <PageSpinner />;
  if (main.isError) return <ErrorPanel code={errorCodeOf(statusOf(main.error))} onReload={() => main.refetch()} />;
  if (!main.data) return <NotFound />;
  return (
    <>
      <ScheduledHeader scheduled={main.data} />
      <ScheduledModules main={main.data} />
    </>
  );
}

export function ScheduledModulesRoute() {
  const { id = '' } = useParams();
  return (
    <section>
      <Button component={Link} to={paths.coordinator.courses} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {M.BACK_TO_SCHEDULEDS}
      </Button>
      <PageTitle>{M.SCHEDULE_MODULES}</PageTitle>
      {isRecordId(id) ? <MainScheduled scheduledId={id} /> : <NotFound />}
    </section>
  );
}
