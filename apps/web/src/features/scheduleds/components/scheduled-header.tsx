import { formatDayMonthYear, M, type ScheduledOutput } from '@edu/shared';
import ImageIcon from '@mui/icons-material/Image';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The main scheduled course (02 §2.14): cover, name, description, teachers and its dates as day-month-year. */
export function ScheduledHeader({ scheduled }: { scheduled: ScheduledOutput }) {
  const teachers = scheduled.teachers.map((teacher) => `${teacher.name} ${teacher.lastname}`.trim());
  return (
    <Paper variant="outlined" component="header" sx={{ display: 'flex', gap: 3, p: 2.5, mb: 3, flexWrap: 'wrap' }}>
      <Avatar
        variant="rounded"
        src={scheduled.coverpage ?? undefined}
        alt={scheduled.name}
        sx={{ width: 160, height: 110, bgcolor: 'grey.200', color: 'grey.500' }}
      >
        <ImageIcon fontSize="large" />
      </Avatar>
      <Box sx={{ flex: '1 1 320px', display: 'grid', gap: 0.75, alignContent: 'start' }}>
        <Typography variant="h6" component="h2">
          {scheduled.name}
        </Typography>
        {scheduled.description && <Typography color="text.secondary">{scheduled.description}</Typography>}
        <Typography variant="body2">
          <strong>{M.TEACHERS_LABEL}:</strong> {teachers.length > 0 ? teachers.join(', ') : M.NO_TEACHERS}
        </Typography>
        <Typography variant="body2" data-testid="scheduled-dates">
          {M.scheduledDates(formatDayMonthYear(scheduled.start_date), formatDayMonthYear(scheduled.end_date))}
        </Typography>
      </Box>
    </Paper>
  );
}
