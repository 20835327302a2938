// The question bank of a module (02 §2.15): /dashboard/coordinator/evaluations/{course}/{module}/question_all.
import { M } from '@edu/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { statusOf } from '../../../lib/api';
import { useModulesOf } from '../../../lib/queries/programmes';
import { QuestionBankTable } from '../components/question-bank-table';
import { isRecordId } from '../../../lib/navigation';

// an address naming no module of the entity still says which page it is
const NotFound = () => (
  <>
    <PageTitle>{M.QUESTION_BANK}</PageTitle>
    <Typography color="text.secondary" role="alert">
      {M.COURSE_NOT_FOUND}
    </Typography>
  </>
);

/** The title needs the module's name (it is also the questions' keywords): it comes from the programme's modules. */
function ModuleBank({ courseId, moduleId }: { courseId: string; moduleId: string }) {
  const modules = useModulesOf(courseId);
  if (modules.isPending) return <PageSpinner />;
  if (modules.isError) {
    return <ErrorPanel code={errorCodeOf(statusOf(modules.error))} onReload={() => modules.refetch()} />;
  }
  const moduleName = modules.data.courses.find((course) => course._id === moduleId)?.name;
  if (moduleName === undefined) return <NotFound />;
  return (
    <>
      <PageTitle>{M.questionBankTitle(moduleName)}</PageTitle>
      <QuestionBankTable bank={{ moduleId, moduleName }} />
    </>
  );
}

export function QuestionBankRoute() {
  const { course = '', module = '' } = useParams();
  return (
    <section>
      <Button
        component={Link}
        to={paths.coordinator.evaluationsModuleOf(course, module)}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        {M.GO_BACK}
      </Button>
      {isRecordId(course) && isRecordId(module) ? <ModuleBank courseId={course} moduleId={module} /> : <NotFound />}
    </section>
  );
}
