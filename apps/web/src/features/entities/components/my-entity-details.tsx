// 'Mi Entidad' of the entity admin (02 §2.10): the current entity's data, main administrator and branding, with
// 'Editar'. app/routes/admin/my-entity-route.tsx shows it as the page's first tab.
import { M } from '@edu/shared';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { ApiError } from '../../../lib/api';
import { PageSpinner } from '../../../components/page-spinner';
import { useMyEntity } from '../api/get-entity';
import { EditMyEntityDialog } from './edit-my-entity-dialog';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Image({ src, alt }: { src: string | null; alt: string }) {
  return src ? (
    <Box component="img" src={src} alt={alt} sx={{ height: 96, maxWidth: '100%', objectFit: 'contain' }} />
  ) : (
    <Typography color="text.secondary">{M.ENTITY_NO_IMAGE}</Typography>
  );
}

export function MyEntityDetails() {
  const entity = useMyEntity();
  const [editing, setEditing] = useState(false);
  const data = entity.data?.entity;

  const edit = (
    <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)} disabled={!data}>
      {M.EDIT}
    </Button>
  );

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>{edit}</Box>
      {entity.isPending && <PageSpinner />}
      {entity.isError && (
        <ErrorPanel
          code={errorCodeOf(entity.error instanceof ApiError ? entity.error.status : undefined)}
          onReload={() => void entity.refetch()}
        />
      )}
      {data && (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Section title={M.ENTITY_NAME_LABEL}>
            <Typography data-testid="entity-name">{data.entity_name}</Typography>
            <Typography variant="subtitle2">{M.DESCRIPTION_LABEL}</Typography>
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
              {data.description}
            </Typography>
          </Section>
          <Section title={M.STEP_MAIN_ADMIN}>
            {data.admin_user ? (
              <>
                <Typography>{`${data.admin_user.name} ${data.admin_user.lastname}`}</Typography>
                <Typography color="text.secondary">{data.admin_user.email}</Typography>
              </>
            ) : (
              <Typography color="text.secondary">{M.ENTITY_NO_ADMIN}</Typography>
            )}
          </Section>
          <Section title={M.GRADING_SETTINGS_TITLE}>
            <Typography>{`${M.PASSING_MARK_LABEL}: ${data.grading.passing_mark}`}</Typography>
            <Typography color="text.secondary">
              {M.certificateRuleSummary(data.grading.certificate_rule)}
            </Typography>
          </Section>
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <Section title={M.ENTITY_BRANDING}>
              <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
                <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
                  <Typography variant="subtitle2">{M.LOGO_LABEL}</Typography>
                  <Image src={data.customize.logo} alt={M.LOGO_LABEL} />
                </Box>
                <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
                  <Typography variant="subtitle2">{M.PORTRAIT_LABEL}</Typography>
                  <Image src={data.customize.portrait} alt={M.PORTRAIT_LABEL} />
                </Box>
                <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
                  {(
                    [
                      [M.COLOR_SIDEBAR_LABEL, data.customize.colors.bg_sidebar],
                      [M.COLOR_BUTTONS_LABEL, data.customize.colors.bg_buttons],
                      [M.COLOR_FONT_LABEL, data.customize.colors.font_color],
                    ] as const
                  ).map(([label, color]) => (
                    <Box key={label} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <Box
                        role="img"
                        aria-label={`${label}: ${color}`}
                        sx={{
                          width: 32,
                          height: 32,
                          borderRadius: 1,
                          border: 1,
                          borderColor: 'divider',
                          bgcolor: color,
                        }}
                      />
                      <Typography variant="body2">{`${label}: ${color.toUpperCase()}`}</Typography>
                    </Box>
                  ))}
                </Box>
              </Box>
            </Section>
          </Box>
        </Box>
      )}
      {editing && data && <EditMyEntityDialog entity={data} onClose={() => setEditing(false)} />}
    </>
  );
}
