import { DURATION_OPTIONS, EVALUATION_OPTIONS, formatDuration, LIMITS, M } from '@edu/shared';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { fieldProps } from '../../../../components/form-field';
import { ChoiceField } from './choice-field';
import type { EvaluationFormOutput, EvaluationFormValues } from './evaluation-form-schema';
import { ownMessage } from './own-message';

type Form = UseFormReturn<EvaluationFormValues, unknown, EvaluationFormOutput>;

const ATTEMPT_OPTIONS = Array.from({ length: LIMITS.attemptsMax - LIMITS.attemptsMin + 1 }, (_, i) => {
  const attempts = String(LIMITS.attemptsMin + i);
  return { value: attempts, label: attempts };
});
const DURATIONS = DURATION_OPTIONS.map((minutes) => ({ value: String(minutes), label: formatDuration(minutes) }));

/** Title, attempts (1-5), duration (5-550 minutes as hh:mm) and the six options (02 §3, §5). */
export function EvaluationSettingsFields({ form }: { form: Form }) {
  const title = fieldProps(form, 'title');
  return (
    <>
      <TextField
        {...title}
        helperText={ownMessage(title.helperText)}
        label={M.EVALUATION_TITLE_LABEL}
        required
        slotProps={{ htmlInput: { maxLength: LIMITS.evaluationTitle } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ChoiceField
          control={form.control}
          name="attempts"
          label={M.EVALUATION_ATTEMPTS_LABEL}
          options={ATTEMPT_OPTIONS}
        />
        <ChoiceField
          control={form.control}
          name="duration_time"
          label={M.EVALUATION_DURATION_LABEL}
          options={DURATIONS}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
          {M.OPTIONS}
        </Typography>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
          {EVALUATION_OPTIONS.map((option) => (
            <Controller
              key={option}
              control={form.control}
              name={`options.${option}`}
              render={({ field }) => (
                <FormControlLabel
                  label={M.EVALUATION_OPTION_LABELS[option]}
                  control={
                    <Switch
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              )}
            />
          ))}
        </FormGroup>
      </Box>
    </>
  );
}
