import {
  CREDENTIAL_MASK,
  FISCAL_DESTINATIONS,
  FISCAL_LIMITS,
  type FiscalSettingsOutput,
  M,
  receipts,
  TAX_TREATMENTS,
} from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type FieldSpec, FormFields } from '../../../components/crud/fields';
import { fieldProps } from '../../../components/form-field';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api';
import { useUpdateFiscalSettings } from '../api/update-fiscal-settings';

// the server's own input, entity included: the form and the server check the same rules, the OSE's address too
const fiscalForm = receipts.fiscalSettingsInput;
type FormInput = z.input<typeof fiscalForm>;
type FormOutput = z.output<typeof fiscalForm>;
type Form = UseFormReturn<FormInput, unknown, FormOutput>;

const F = M.FISCAL_LABELS;
const numeric = (maxLength: number) => ({ inputMode: 'numeric', maxLength, half: true, required: true }) as const;

/** The form's values from the saved settings; the SOL password starts blank (blank keeps the saved one). */
export const fiscalValuesOf = (entityId: string, s: FiscalSettingsOutput): FormInput => ({
  entity_id: entityId,
  ruc: s.ruc,
  legal_name: s.legal_name,
  trade_name: s.trade_name,
  address: s.address,
  ubigeo: s.ubigeo,
  establishment_code: s.establishment_code,
  boleta_series: s.boleta_series,
  factura_series: s.factura_series,
  boleta_next: String(s.boleta_next),
  factura_next: String(s.factura_next),
  default_treatment: s.default_treatment,
  destination: s.destination,
  ose_url: s.ose_url,
  sol_user: s.sol_user,
  sol_password: '',
  is_enabled: s.is_enabled,
});

function SolPassword({ form, isSaved }: { form: Form; isSaved: boolean }) {
  const bound = fieldProps(form, 'sol_password');
  return (
    <PasswordField
      label={F.solPassword}
      autoComplete="new-password"
      inputProps={{ maxLength: FISCAL_LIMITS.solPassword }}
      // the saved one is never sent back: its mask says there is one
      placeholder={isSaved ? CREDENTIAL_MASK : undefined}
      shrinkLabel={isSaved}
      {...bound}
      helperText={bound.helperText ?? (isSaved ? M.FISCAL_KEEP_SECRET : undefined)}
    />
  );
}

/**
 * The entity's fiscal data (decision 0063): RUC, razón social, address and ubigeo, the series and their next numbers,
 * the default treatment, where receipts go, the SOL user and password, and the switch that turns issuing on.
 */
export function FiscalSettingsForm({ entityId, settings }: { entityId: string; settings: FiscalSettingsOutput }) {
  const save = useUpdateFiscalSettings();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(fiscalForm),
    defaultValues: fiscalValuesOf(entityId, settings),
    mode: 'onTouched',
  });
  const isOse = form.watch('destination') === 'ose';
  // what was typed is sent, once the rules pass: the server parses it again (its output writes null for a blank).
  // A refusal has had its toast; a field it names (a next number already used, issuing without what it needs) is
  // marked too.
  const submit = form.handleSubmit(() =>
    save.mutate(form.getValues(), {
      onSuccess: (data) => form.reset(fiscalValuesOf(entityId, data.settings)),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in fiscalForm.shape) form.setError(name as Path<FormInput>, { message });
        }
      },
    }),
  );

  const fields: (FieldSpec<FormInput> | false)[] = [
    { name: 'ruc', label: F.ruc, ...numeric(11) },
    { name: 'legal_name', label: F.legalName, required: true, half: true, maxLength: FISCAL_LIMITS.legalName },
    { name: 'trade_name', label: F.tradeName, half: true, maxLength: FISCAL_LIMITS.tradeName },
    { name: 'establishment_code', label: F.establishmentCode, ...numeric(4) },
    { name: 'address', label: F.address, required: true, half: true, maxLength: FISCAL_LIMITS.address },
    { name: 'ubigeo', label: F.ubigeo, ...numeric(6) },
    { name: 'boleta_series', label: F.boletaSeries, required: true, half: true, maxLength: 4 },
    { name: 'boleta_next', label: F.boletaNext, ...numeric(8) },
    { name: 'factura_series', label: F.facturaSeries, required: true, half: true, maxLength: 4 },
    { name: 'factura_next', label: F.facturaNext, ...numeric(8) },
    {
      kind: 'select',
      name: 'default_treatment',
      label: F.defaultTreatment,
      required: true,
      half: true,
      options: TAX_TREATMENTS.map((value) => ({ value, label: M.TAX_TREATMENT_LABELS[value] })),
    },
    {
      kind: 'select',
      name: 'destination',
      label: F.destination,
      required: true,
      half: true,
      options: FISCAL_DESTINATIONS.map((value) => ({ value, label: M.FISCAL_DESTINATION_LABELS[value] })),
      // an address typed for an OSE is not kept for SUNAT
      clears: ['ose_url'],
    },
    isOse && { name: 'ose_url', label: F.oseUrl, required: true, type: 'url', maxLength: FISCAL_LIMITS.oseUrl },
    { name: 'sol_user', label: F.solUser, half: true, autoComplete: 'off', maxLength: FISCAL_LIMITS.solUser },
    {
      kind: 'custom',
      key: 'sol_password',
      half: true,
      node: <SolPassword form={form} isSaved={settings.sol_password !== ''} />,
    },
    { kind: 'switch', name: 'is_enabled', label: F.isEnabled },
  ];

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <FormFields form={form} fields={fields} />
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
