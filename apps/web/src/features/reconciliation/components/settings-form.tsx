import { M, type ReconciliationSettings, reconciliation } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldProps } from '../../../components/form-field';
import { TextInput } from '../../../components/text-input';
import { useReconciliationSettings, useUpdateReconciliationSettings } from '../api/reconciliation-settings';

// the server's rules, written once (the contract's fields)
const settingsForm = z.object(reconciliation.reconciliationSettingsFields);
type FormInput = z.input<typeof settingsForm>;
type FormOutput = z.output<typeof settingsForm>;

function SettingsFields({ settings }: { settings: ReconciliationSettings }) {
  const save = useUpdateReconciliationSettings();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(settingsForm),
    defaultValues: {
      tolerance: settings.tolerance,
      days_before: String(settings.days_before),
      days_after: String(settings.days_after),
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {settings.is_default && (
        <Typography variant="body2" color="text.secondary">
          {M.RECONCILIATION_DEFAULTS_NOTE}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <TextInput
          label={M.RECONCILIATION_TOLERANCE}
          required
          inputProps={{ inputMode: 'decimal', maxLength: 6 }}
          {...fieldProps(form, 'tolerance')}
        />
        <TextInput
          label={M.RECONCILIATION_DAYS_BEFORE}
          required
          inputProps={{ inputMode: 'numeric', maxLength: 3 }}
          {...fieldProps(form, 'days_before')}
        />
        <TextInput
          label={M.RECONCILIATION_DAYS_AFTER}
          required
          inputProps={{ inputMode: 'numeric', maxLength: 3 }}
          {...fieldProps(form, 'days_after')}
        />
      </Box>
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {M.SAVE}
        </Button>
      </Box>
    </Box>
  );
}

/** 'Conciliación de pagos' (decision 0062): the entity's tolerance and date window, the admins' to change. */
export function SettingsForm() {
  const settings = useReconciliationSettings(true);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="reconciliation-settings" sx={{ p: 2 }}>
      <Typography id="reconciliation-settings" variant="h6" component="h2" sx={{ mb: 2 }}>
        {M.RECONCILIATION_SETTINGS_TITLE}
      </Typography>
      {settings.isError && <Alert severity="error">{M.ERROR_OCCURRED}</Alert>}
      {settings.data && <SettingsFields settings={settings.data.settings} />}
    </Paper>
  );
}
