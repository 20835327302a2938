import { type CampusOutput, COUNTRIES, entities, LIMITS, M, RESOURCE_LIMITS, regionsOf } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldProps } from '../../../components/form-field';
import { TextInput } from '../../../components/text-input';
import { useCreateCampus } from '../api/create-campus';
import { useUpdateCampus } from '../api/update-campus';
import { FormDialogActions } from '../../../components/form-dialog-actions';

const FORM_ID = 'campus-form';

type CampusFormInput = z.input<typeof entities.campusForm>;
type CampusFormOutput = z.output<typeof entities.campusForm>;

interface CampusDialogProps {
  /** absent: a new campus */
  campus?: CampusOutput;
  onClose: () => void;
}

/** 'Nueva sede' / 'Actualizar sede' (02 §2.8, §5): name, country, department of that country and address. */
export function CampusDialog({ campus, onClose }: CampusDialogProps) {
  const form = useForm<CampusFormInput, unknown, CampusFormOutput>({
    resolver: zodResolver(entities.campusForm),
    defaultValues: {
      name: campus?.name ?? '',
      country: campus?.country ?? '',
      department: campus?.department ?? '',
      address: campus?.address ?? '',
    },
    mode: 'onTouched',
  });
  const create = useCreateCampus();
  const update = useUpdateCampus();
  const busy = create.isPending || update.isPending;
  const country = form.watch('country') ?? '';

  const submit = form.handleSubmit((values) => {
    if (campus) update.mutate({ campus: campus._id, values }, { onSuccess: onClose });
    else create.mutate(values, { onSuccess: onClose });
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="campus-title">
      <DialogTitle id="campus-title">{campus ? M.UPDATE_CAMPUS : M.NEW_CAMPUS}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={FORM_ID} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <TextInput
            label={M.NAME_LABEL}
            required
            autoFocus
            inputProps={{ maxLength: LIMITS.campusName }}
            {...fieldProps(form, 'name')}
          />
          <Controller
            control={form.control}
            name="country"
            render={({ field, fieldState }) => (
              <TextField
                select
                required
                label={M.COUNTRY_LABEL}
                value={field.value ?? ''}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  form.setValue('department', '');
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {COUNTRIES.map((c) => (
                  <MenuItem key={c.name} value={c.name}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="department"
            render={({ field, fieldState }) => (
              <TextField
                select
                required
                label={M.DEPARTMENT_LABEL}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                disabled={!country}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {regionsOf(country).map((region) => (
                  <MenuItem key={region} value={region}>
                    {region}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextInput
            label={M.ADDRESS_LABEL}
            required
            inputProps={{ maxLength: RESOURCE_LIMITS.campusAddress }}
            {...fieldProps(form, 'address')}
          />
        </Box>
      </DialogContent>
      <FormDialogActions formId={FORM_ID} busy={busy} onCancel={onClose} />
    </Dialog>
  );
}
