// The modules view of a programme (02 §2.3): the courses feature's modules and syllabus beside the materials feature's
// list and upload, composed here so that neither feature imports the other.
import { type CourseOutput, M } from '@edu/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { MaterialList } from '../../../features/materials/components/material-list';
import { MaterialUpload } from '../../../features/materials/components/material-upload';
import { useModules } from '../../../features/courses/api/get-courses';
import { ModuleList } from '../../../features/courses/components/modules/module-list';
import { ModuleSummary } from '../../../features/courses/components/modules/module-summary';
import { Syllabus } from '../../../features/courses/components/modules/syllabus';
import { ProgrammeView } from '../../../features/courses/components/shared/programme-view';

function ModulesOf({ programme }: { programme: CourseOutput }) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('module');
  const modules = useModules(programme._id);
  const selected = modules.data?.courses.find((module) => module._id === selectedId) ?? null;
  const select = (module: CourseOutput | null) => setParams(module ? { module: module._id } : {}, { replace: true });

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' } }}>
      <ModuleList programme={programme} selectedId={selectedId} onSelect={select} />
      {selected ? (
        <Box key={selected._id} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <ModuleSummary module={selected} />
          <Syllabus moduleId={selected._id} programmeId={programme._id} />
          <MaterialList courseId={selected._id} />
          <MaterialUpload courseId={selected._id} />
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ display: 'grid', placeItems: 'center', minHeight: 240, p: 4 }}>
          <Typography color="text.secondary">{M.SELECT_MODULE}</Typography>
        </Paper>
      )}
    </Box>
  );
}

export function ModulesRoute() {
  return <ProgrammeView title={M.MODULES}>{(programme) => <ModulesOf programme={programme} />}</ProgrammeView>;
}
