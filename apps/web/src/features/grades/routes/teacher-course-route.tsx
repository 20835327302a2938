// One scheduled course as its teachers see it (04 §2.3): its students, then 'Por calificar', 'Registro de notas' and
// the module's 'Materiales' (decision 0054).
// The coordinador and the admins open the same screen from their scheduled courses (docs/decisions/0038).
import { M } from '@edu/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { statusOf } from '../../../lib/api';
import { isRecordId } from '../../../lib/navigation';
import { useCourseStudents } from '../api/get-course-students';
import { courseDates } from '../components/course-format';
import { CourseMaterials } from '../components/course-materials';
import { CourseStudents } from '../components/course-students';
import { GradebookTable } from '../components/gradebook-table';
import { PendingAnswers } from '../components/pending-answers';

const TABS = [
  ['pending', M.TAB_TO_GRADE],
  ['gradebook', M.TAB_GRADEBOOK],
  ['materials', M.MATERIALS_TITLE],
] as const;
type TabKey = (typeof TABS)[number][0];

function Course({ scheduledId, back }: { scheduledId: string; back: string }) {
  // the course itself comes with its first page of students
  const found = useCourseStudents(scheduledId, 1, '');
  const [params, setParams] = useSearchParams();
  const tab: TabKey = TABS.find(([key]) => key === params.get('tab'))?.[0] ?? 'pending';
  if (found.isPending) return <PageSpinner />;
  if (found.isError) return <ErrorPanel code={errorCodeOf(statusOf(found.error))} onReload={() => found.refetch()} />;
  const { course } = found.data;
  return (
    <>
      <Button component={Link} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {M.GO_BACK}
      </Button>
      <Typography variant="overline" color="text.secondary" component="p">
        {M.PROGRAMME_LABEL}: {course.course.name} · {courseDates(course)}
      </Typography>
      <PageTitle>{course.name}</PageTitle>
      <CourseStudents scheduledId={scheduledId} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 4, mb: 2 }}>
        <Tabs value={tab} onChange={(_e, next: TabKey) => setParams({ tab: next }, { replace: true })}>
          {TABS.map(([key, label]) => (
            <Tab key={key} value={key} label={label} id={`tab-${key}`} aria-controls={`panel-${key}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'pending' && <PendingAnswers scheduledId={scheduledId} />}
        {tab === 'gradebook' && <GradebookTable scheduledId={scheduledId} />}
        {tab === 'materials' && <CourseMaterials scheduledId={scheduledId} />}
      </Box>
    </>
  );
}

/** `back`: the area's list of courses (the teacher's, or the coordinator's scheduled courses). */
export function TeacherCourseRoute({ back }: { back: string }) {
  const { id = '' } = useParams();
  return (
    <section>{isRecordId(id) ? <Course key={id} scheduledId={id} back={back} /> : <ErrorPanel code={404} />}</section>
  );
}
