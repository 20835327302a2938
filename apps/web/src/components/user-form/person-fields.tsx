import { LIMITS, M } from '@edu/shared';
import Box from '@mui/material/Box';
import { fieldProps } from '../form-field';
import { TextInput } from '../text-input';
import type { UserForm } from './user-form';

const digitsInput = (max: number) => ({ inputMode: 'numeric' as const, maxLength: max });

/** Personal data: names, dni (8 digits), phone (9 digits), birthdate, address, username. */
export function PersonFields({ form, compact = false }: { form: UserForm; compact?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextInput label={M.NAME_LABEL} required autoFocus {...fieldProps(form, 'name')} />
      <TextInput label={M.LASTNAME_LABEL} required {...fieldProps(form, 'lastname')} />
      <TextInput label={M.COL_DNI} inputProps={digitsInput(LIMITS.dni)} {...fieldProps(form, 'dni')} />
      <TextInput label={M.COL_PHONE} inputProps={digitsInput(LIMITS.phone)} {...fieldProps(form, 'phone')} />
      {!compact && (
        <>
          <TextInput label={M.BIRTHDATE_LABEL} type="date" shrinkLabel {...fieldProps(form, 'birthdate')} />
          <TextInput label={M.ADDRESS_LABEL} {...fieldProps(form, 'address')} />
          <TextInput label={M.USERNAME_LABEL} {...fieldProps(form, 'username')} />
        </>
      )}
    </Box>
  );
}
