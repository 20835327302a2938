import { M } from '@edu/shared';
import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageTitle } from './page-title';

/** The 'Próximamente' page (01 §2) of a screen that a later step fills in. */
export function ComingSoon({ title }: { title?: string }) {
  return (
    <Box>
      {title && <PageTitle>{title}</PageTitle>}
      <Box sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 10, color: 'text.secondary' }}>
        <ConstructionIcon sx={{ fontSize: 64 }} color="primary" />
        <Typography variant="h5" component="p">
          {M.COMING_SOON}
        </Typography>
      </Box>
    </Box>
  );
}
