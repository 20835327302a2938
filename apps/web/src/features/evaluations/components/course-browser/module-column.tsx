import { M } from '@edu/shared';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useModulesOf } from '../../../../lib/queries/programmes';
import { BrowserColumn } from './browser-column';

/** The modules of the chosen programme, each opening its evaluations. */
export function ModuleColumn({ courseId, ref }: { courseId: string | null; ref?: Ref<HTMLElement> }) {
  const modules = useModulesOf(courseId ?? '');
  const list = modules.data?.courses ?? [];
  const emptyText = !courseId
    ? M.SELECT_COURSE
    : modules.isError
      ? M.ERROR_OCCURRED
      : list.length === 0
        ? M.NO_MODULES
        : null;

  return (
    <BrowserColumn ref={ref} title={M.MODULES} isLoading={Boolean(courseId) && modules.isPending} emptyText={emptyText}>
      {courseId &&
        list.map((module) => (
          <ListItem key={module._id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemText primary={module.name} sx={{ flex: '1 1 140px' }} />
            <Button
              size="small"
              variant="outlined"
              component={Link}
              to={paths.coordinator.evaluationsModuleOf(courseId, module._id)}
            >
              {M.SEE_EVALUATIONS}
            </Button>
          </ListItem>
        ))}
    </BrowserColumn>
  );
}
