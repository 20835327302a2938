import { audit, type AuditFilterValues, M, type ServiceName } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../../components/form-field';
import { actionOptions, SERVICE_OPTIONS } from './audit-kinds';

export interface FilterValues {
  person: string;
  service: ServiceName | '';
  action: string;
  from: string;
  to: string;
}
export const NO_FILTERS: FilterValues = { person: '', service: '', action: '', from: '', to: '' };

/** the filters as the call takes them: empty fields left out */
export const filtersOf = (values: FilterValues): AuditFilterValues =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as AuditFilterValues;

const FIELD_SX = { minWidth: 180, flex: '1 1 180px' } as const;

/** Person, kind of record (service, then action) and Lima dates; checked by the contract's own rules. */
export function AuditFilters({ onApply }: { onApply: (filters: AuditFilterValues) => void }) {
  const form = useForm<FilterValues>({ defaultValues: NO_FILTERS });
  const service = form.watch('service');

  const submit = (values: FilterValues) => {
    const parsed = audit.auditFilterForm.safeParse(filtersOf(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) form.setError(issue.path[0] as keyof FilterValues, { message: issue.message });
      return;
    }
    onApply(filtersOf(values));
  };
  const clear = () => {
    form.reset(NO_FILTERS);
    onApply({});
  };
  const dateField = (name: 'from' | 'to', label: string) => (
    <TextField size="small" type="date" label={label} sx={FIELD_SX} slotProps={{ inputLabel: { shrink: true } }} {...fieldProps(form, name)} />
  );

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(submit)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <TextField
        size="small"
        label={M.AUDIT_PERSON_LABEL}
        placeholder={M.AUDIT_PERSON_PLACEHOLDER}
        sx={FIELD_SX}
        {...fieldProps(form, 'person')}
      />
      <TextField
        select
        size="small"
        label={M.AUDIT_SERVICE_LABEL}
        sx={FIELD_SX}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        {...fieldProps(form, 'service', { onChange: () => form.setValue('action', '') })}
      >
        <option value="">{M.AUDIT_ANY}</option>
        {SERVICE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={M.AUDIT_FNAME_LABEL}
        sx={{ ...FIELD_SX, flexBasis: 260 }}
        disabled={!service}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        {...fieldProps(form, 'action')}
      >
        <option value="">{M.AUDIT_ANY}</option>
        {actionOptions(service).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
      {dateField('from', M.AUDIT_FROM_LABEL)}
      {dateField('to', M.AUDIT_TO_LABEL)}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Button type="submit" variant="contained">
          {M.AUDIT_APPLY}
        </Button>
        <Button type="button" variant="outlined" onClick={clear}>
          {M.AUDIT_CLEAR}
        </Button>
      </Box>
    </Box>
  );
}
