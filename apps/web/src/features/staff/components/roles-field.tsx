import { M } from '@edu/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { type Control, Controller } from 'react-hook-form';
import { roleLabel, type StaffFormInput } from './staff-user-form';

/** The entity's roles (never 'estudiante') as checkboxes; at least one is required. */
export function RolesField({ control, options }: { control: Control<StaffFormInput>; options: readonly string[] }) {
  return (
    <Controller
      control={control}
      name="roles"
      render={({ field, fieldState }) => {
        const selected = field.value ?? [];
        const toggle = (rol: string, checked: boolean) =>
          field.onChange(checked ? [...selected, rol] : selected.filter((r) => r !== rol));
        return (
          <FormControl component="fieldset" required error={Boolean(fieldState.error)}>
            <FormLabel component="legend">{M.ROLES_LABEL}</FormLabel>
            <FormGroup row>
              {options.map((rol) => (
                <FormControlLabel
                  key={rol}
                  label={roleLabel(rol)}
                  control={
                    <Checkbox
                      checked={selected.includes(rol)}
                      onChange={(event) => toggle(rol, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
