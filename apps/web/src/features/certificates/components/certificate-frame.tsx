import { M, readableTextOn } from '@edu/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Branding {
  entity_name: string;
  logo: string | null;
  colors: { bg_sidebar: string; font_color: string };
}

/** The page's frame: a card whose header band carries the issuing entity's logo and sidebar colour. */
export function CertificateFrame({ branding, children }: { branding: Branding | null; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Paper elevation={4} sx={{ width: '100%', maxWidth: 640, overflow: 'hidden' }}>
        <Box
          component="header"
          data-testid="certificate-header"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            px: 3,
            py: 2,
            bgcolor: branding?.colors.bg_sidebar ?? 'primary.main',
            // the entity's font colour where it can be read on the band, else black or white (decision 0032)
            color: branding
              ? readableTextOn(branding.colors.bg_sidebar, branding.colors.font_color)
              : 'primary.contrastText',
          }}
        >
          {branding?.logo && (
            <Box
              component="img"
              src={branding.logo}
              alt={branding.entity_name}
              sx={{ height: 48, maxWidth: 160, objectFit: 'contain', bgcolor: 'common.white', borderRadius: 1, p: 0.5 }}
            />
          )}
          <Box>
            <Typography variant="caption" component="p">
              {branding ? M.CERTIFICATE_ISSUED_BY : M.CERTIFICATE_VERIFY_TITLE}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
              {branding?.entity_name ?? M.APP_NAME}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ p: { xs: 3, sm: 4 } }}>{children}</Box>
      </Paper>
    </Box>
  );
}
