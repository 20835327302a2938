// The evaluations of one module (02 §2.15, §4): /evaluations/{course}/{module}[/{action}[/{id}]].
import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { useModuleOf } from '../api/get-module';
import { EvaluationList } from '../components/evaluation-list';
import { EvaluationPanel } from '../components/evaluation-panel';
import { ModuleHeader } from '../components/module-header';
import { panelModeOf, usePanelNavigation } from '../components/panel-mode';
import { PublishedEvaluations } from '../components/published-evaluations';
import { isRecordId } from '../../../lib/navigation';

// an address naming no module of the entity still says which page it is
const NotFound = () => (
  <>
    <PageTitle>{M.MENU_EVALUATIONS}</PageTitle>
    <Typography color="text.secondary" role="alert">
      {M.MODULE_NOT_FOUND}
    </Typography>
  </>
);

function ModuleEvaluations({ courseId, moduleId }: { courseId: string; moduleId: string }) {
  const { action, id } = useParams();
  const mode = panelModeOf(action, id);
  const go = usePanelNavigation(courseId, moduleId);
  const found = useModuleOf(courseId, moduleId);
  const panel = useRef<HTMLDivElement>(null);
  const isStacked = useMediaQuery(useTheme().breakpoints.down('md'));
  // stacked on a phone, the panel sits below the list: bring it up when a row or a button changed its mode
  const modeKey = action ? `${action}/${id ?? ''}` : '';
  useEffect(() => {
    if (isStacked && modeKey) panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [isStacked, modeKey]);
  if (found.isPending) return <PageSpinner />;
  if (found.isError) return <ErrorPanel onReload={found.refetch} />;
  if (!found.module) return <NotFound />;

  return (
    <>
      <ModuleHeader module={found.module} programme={found.programme} courseId={courseId} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' } }}>
        <EvaluationList
          moduleId={moduleId}
          selectedId={mode.kind === 'none' || mode.kind === 'create' ? null : mode.evaluationId}
          onSelect={(evaluationId) => go.show(evaluationId)}
          onAdd={go.create}
        />
        <Box ref={panel} sx={{ minWidth: 0, scrollMarginTop: 72 }}>
          <EvaluationPanel mode={mode} module={found.module} place={{ courseId, moduleId }} go={go} />
        </Box>
      </Box>
      <Box component="section" aria-label={M.PUBLISHED_EVALUATIONS} sx={{ mt: 3 }}>
        <PublishedEvaluations moduleId={moduleId} />
      </Box>
    </>
  );
}

export function ModuleEvaluationsRoute() {
  const { course = '', module = '' } = useParams();
  return (
    <section>
      {isRecordId(course) && isRecordId(module) ? (
        <ModuleEvaluations courseId={course} moduleId={module} />
      ) : (
        <NotFound />
      )}
    </section>
  );
}
