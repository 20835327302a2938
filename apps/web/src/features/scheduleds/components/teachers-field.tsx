import { M } from '@edu/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTeachers } from '../api/get-users-by-entity';
import type { ScheduledForm } from './scheduled-course-form';

/** The course's teachers: any of the entity's docente users, shown as 'name lastname'. */
export function TeachersField({ form }: { form: ScheduledForm }) {
  const teachers = useTeachers();
  const options = teachers.data ?? [];
  const labelOf = (id: string) => options.find((option) => option._id === id)?.label;
  return (
    <Controller
      control={form.control}
      name="teacher_ids"
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={M.TEACHERS_LABEL}
          // only the teachers the list holds (none until it arrives): the picker shows nothing it cannot name
          value={(field.value ?? []).filter((id) => labelOf(id) !== undefined)}
          onChange={(event) => {
            const value = event.target.value as unknown as string[] | string;
            field.onChange(typeof value === 'string' ? value.split(',') : value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) =>
                (selected as string[])
                  .map((id) => labelOf(id) ?? '')
                  .filter(Boolean)
                  .join(', '),
            },
          }}
        >
          {options.map((option) => (
            <MenuItem key={option._id} value={option._id}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
