import { formatDayMonthYear, M } from '@edu/shared';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ModuleRow } from './module-rows';
import { SelectableItem } from '../../../components/selectable-item';

interface ModuleScheduleListProps {
  rows: readonly ModuleRow[];
  isLoading: boolean;
  selectedId: string | null;
  onSelect: (moduleId: string) => void;
}

/** 'Módulos del curso' (02 §2.14): the programme's modules in their order, with their dates once scheduled. */
export function ModuleScheduleList({ rows, isLoading, selectedId, onSelect }: ModuleScheduleListProps) {
  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-label={M.COURSE_MODULES}
      sx={{ overflow: 'hidden', alignSelf: 'start' }}
    >
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
        {M.COURSE_MODULES}
      </Typography>
      {isLoading && <LinearProgress aria-label={M.LOADING} />}
      {!isLoading && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {M.NO_MODULES}
        </Typography>
      )}
      <List dense disablePadding>
        {rows.map(({ module, schedule }) => (
          <SelectableItem
            key={module._id}
            selected={module._id === selectedId}
            onSelect={() => onSelect(module._id)}
            primary={module.name}
            secondary={
              schedule
                ? M.scheduledDates(formatDayMonthYear(schedule.start_date), formatDayMonthYear(schedule.end_date))
                : M.NOT_DEFINED_YET
            }
          />
        ))}
      </List>
    </Paper>
  );
}
