import { formatDayMonthYear, formatSoles, M, type ModuleBounds } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ModuleRow } from './module-rows';

interface ModuleScheduleDetailProps {
  row: ModuleRow;
  bounds: ModuleBounds;
  onSchedule: () => void;
}

const dateOr = (date: string | undefined) => (date ? formatDayMonthYear(date) : M.NOT_DEFINED_YET);

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </>
  );
}

/** The selected module (02 §2.14): its title, dates, price, and PROGRAMAR or EDITAR when its turn has come. */
export function ModuleScheduleDetail({ row, bounds, onSchedule }: ModuleScheduleDetailProps) {
  const { module, schedule } = row;
  return (
    <Paper variant="outlined" component="section" aria-label={module.name} sx={{ p: 3, display: 'grid', gap: 2 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        <Fact label={M.COL_TITLE} value={module.name} />
        <Fact label={M.START_DATE_LABEL} value={dateOr(schedule?.start_date)} />
        <Fact label={M.END_DATE_LABEL} value={dateOr(schedule?.end_date)} />
        <Fact label={M.PRICE_LABEL} value={formatSoles(module.price.course_price)} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={!bounds.allowed} onClick={onSchedule}>
          {schedule ? M.EDIT_BUTTON : M.SCHEDULE_BUTTON}
        </Button>
        {!bounds.allowed && (
          <Typography color="error" variant="body2">
            {bounds.message}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
