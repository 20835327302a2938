import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { controlledProps } from '../../../../components/form-field';
import { TextInput } from '../../../../components/text-input';
import type { EntityFormInput } from './entity-form';

const HEX = /^#[0-9a-fA-F]{6}$/;

type ColorName = Extract<FieldPath<EntityFormInput>, 'bg_sidebar' | 'bg_buttons' | 'font_color'>;

/** A hex colour as text, with the browser's colour picker beside it. */
export function ColorField({
  control,
  name,
  label,
}: {
  control: Control<EntityFormInput>;
  name: ColorName;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          {...controlledProps(field, fieldState)}
          startAdornment={
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={`${M.COLOR_PICKER}: ${label}`}
                tabIndex={-1}
                value={HEX.test(field.value ?? '') ? (field.value as string).toLowerCase() : '#000000'}
                onChange={(event) => field.onChange((event.target as HTMLInputElement).value.toUpperCase())}
                sx={{ width: 32, height: 32, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          }
        />
      )}
    />
  );
}
