import { formatDayMonthYear as shown, M } from '@edu/shared';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ErrorPanel } from '../../../../components/error-panel';
import { PageSpinner } from '../../../../components/page-spinner';
import { useCourseModulesByUser } from '../../api/get-course-modules-by-user';

/** Tab Programa (02 §2.11, §4): the programme's modules, each unlocked only when bought and enabled. */
export function ProgramTab({ scheduledId, userId }: { scheduledId: string; userId: string }) {
  const modules = useCourseModulesByUser(scheduledId, userId);
  if (modules.isPending) return <PageSpinner />;
  if (modules.isError) return <ErrorPanel onReload={() => modules.refetch()} />;
  if (modules.data.modules.length === 0) return <Typography color="text.secondary">{M.NO_MODULES}</Typography>;
  return (
    <List aria-label={M.TAB_PROGRAM}>
      {modules.data.modules.map((module) => {
        const isUnlocked = module.buyed && module.status === 'enabled';
        const dates = module.scheduled
          ? M.scheduledDates(shown(module.scheduled.start_date), shown(module.scheduled.end_date))
          : M.NOT_DEFINED_YET;
        return (
          <ListItem key={module._id} divider aria-label={M.moduleAccess(module.name, isUnlocked)}>
            <ListItemIcon>
              {isUnlocked ? (
                <LockOpenIcon color="success" titleAccess={M.MODULE_UNLOCKED} />
              ) : (
                <LockIcon color="disabled" titleAccess={M.MODULE_LOCKED} />
              )}
            </ListItemIcon>
            <ListItemText
              primary={module.name}
              secondary={`${isUnlocked ? M.MODULE_UNLOCKED : M.MODULE_LOCKED} · ${dates}`}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
