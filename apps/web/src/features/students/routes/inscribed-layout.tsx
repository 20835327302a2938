// /students/inscribed (02 §2.11): the courses sidebar on the left; on the right the enrolled students of the chosen
// course, or one student's detail. The chosen course lives in the address (?scheduled=), so a reload keeps it.
import { M, type ScheduledOutput } from '@edu/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import type { StudentsPaths } from '../../../config/paths';
import { CoursesSidebar } from '../components/inscribed/courses-sidebar';

export const SCHEDULED_PARAM = 'scheduled';

/** The address of a page of the area with the chosen scheduled course. */
export const withScheduled = (path: string, scheduledId: string) =>
  `${path}?${new URLSearchParams({ [SCHEDULED_PARAM]: scheduledId })}`;

export function useScheduledParam(): string {
  const [params] = useSearchParams();
  return params.get(SCHEDULED_PARAM) ?? '';
}

export function InscribedLayout({ paths: p }: { paths: StudentsPaths }) {
  const navigate = useNavigate();
  const scheduledId = useScheduledParam();
  const select = (scheduled: ScheduledOutput) => navigate(withScheduled(p.inscribed, scheduled._id));
  return (
    <section>
      <PageTitle>{M.MENU_INSCRIBED}</PageTitle>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' } }}>
        <CoursesSidebar selectedId={scheduledId || null} onSelect={select} />
        <Outlet />
      </Box>
    </section>
  );
}

/** The right side when no course is chosen, or the chosen one is not the entity's. */
export function Prompt({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ display: 'grid', placeItems: 'center', minHeight: 240, p: 4 }}>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
