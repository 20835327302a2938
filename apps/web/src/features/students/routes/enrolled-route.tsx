import { M, type StudentOutput } from '@edu/shared';
import { useNavigate } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import type { StudentsPaths } from '../../../config/paths';
import { useMainScheduled } from '../../../lib/queries/scheduleds';
import { EnrolledStudentsTable } from '../components/inscribed/enrolled-students-table';
import { Prompt, useScheduledParam, withScheduled } from './inscribed-layout';

/** /students/inscribed?scheduled=…: the students enrolled in the chosen scheduled course. */
export function EnrolledRoute({ paths: p }: { paths: StudentsPaths }) {
  const navigate = useNavigate();
  const scheduledId = useScheduledParam();
  const scheduled = useMainScheduled(scheduledId);
  const open = (student: StudentOutput) =>
    navigate(withScheduled(p.inscribedDetailOf(student._id), scheduledId), { state: { student } });

  if (!scheduledId) return <Prompt text={M.SELECT_COURSE} />;
  if (scheduled.isPending) return <PageSpinner />;
  if (scheduled.isError) return <ErrorPanel onReload={() => scheduled.refetch()} />;
  if (!scheduled.data) return <Prompt text={M.SCHEDULED_NOT_FOUND} />;
  return <EnrolledStudentsTable key={scheduledId} scheduled={scheduled.data} onOpen={open} />;
}
