import { M, type StudentOutput } from '@edu/shared';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { StudentsPaths } from '../../../config/paths';
import { useMainScheduled } from '../../../lib/queries/scheduleds';
import { StudentDetail } from '../components/detail/student-detail';
import { Prompt, useScheduledParam, withScheduled } from './inscribed-layout';

/** /students/inscribed/list/{id}?scheduled=…: one student of the chosen scheduled course. */
export function StudentRoute({ paths: p }: { paths: StudentsPaths }) {
  const { id = '' } = useParams();
  const scheduledId = useScheduledParam();
  const navigate = useNavigate();
  const known = (useLocation().state as { student?: StudentOutput } | null)?.student;
  const scheduled = useMainScheduled(scheduledId);

  if (!scheduledId) return <Prompt text={M.SELECT_COURSE} />;
  return (
    <StudentDetail
      key={`${scheduledId}/${id}`}
      scheduledId={scheduledId}
      userId={id}
      known={known}
      courseName={scheduled.data?.name}
      onBack={() => navigate(withScheduled(p.inscribed, scheduledId))}
    />
  );
}
