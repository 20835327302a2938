import { M } from '@edu/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { statusOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';
import { useFiscalSettings } from '../api/get-fiscal-settings';
import { FiscalCertificate } from './fiscal-certificate';
import { FiscalSettingsForm } from './fiscal-settings-form';
import { ProgrammeTreatments } from './programme-treatments';

const F = M.FISCAL_LABELS;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2.5, display: 'grid', gap: 2 }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * 'Facturación electrónica' of 'Mi Entidad' (decision 0063), the admins': what issuing still lacks, the fiscal data,
 * the digital certificate and each programme's tax treatment.
 */
export function FiscalSettingsTab() {
  const entityId = useEntityId();
  const fiscal = useFiscalSettings();
  const data = fiscal.data;
  if (fiscal.isPending) return <PageSpinner />;
  if (!data) return <ErrorPanel code={errorCodeOf(statusOf(fiscal.error))} onReload={() => fiscal.refetch()} />;
  const { settings } = data;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="body2" color="text.secondary">
        {M.FISCAL_INTRO}
      </Typography>
      {settings.missing.length > 0 && <Alert severity="warning">{M.fiscalMissing(settings.missing)}</Alert>}
      <Section id="fiscal-issuer" title={M.FISCAL_ISSUER}>
        <FiscalSettingsForm entityId={entityId} settings={settings} />
      </Section>
      <Section id="fiscal-certificate" title={F.certificate}>
        <FiscalCertificate certificate={settings.certificate} />
      </Section>
      <Section id="fiscal-programmes" title={F.programmes}>
        <ProgrammeTreatments programmes={data.programmes} />
      </Section>
    </Box>
  );
}
