import { COURSE_TAGS, M } from '@edu/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller } from 'react-hook-form';
import type { ProgrammeForm } from './course-form';

/** The tag options web, app and 3d (02 §9); at least one is required. */
export function TagsField({ form }: { form: ProgrammeForm }) {
  return (
    <Controller
      control={form.control}
      name="tags"
      render={({ field, fieldState }) => {
        const value = field.value ?? [];
        const toggle = (tag: (typeof COURSE_TAGS)[number], on: boolean) =>
          field.onChange(
            on ? COURSE_TAGS.filter((t) => t === tag || value.includes(t)) : value.filter((t) => t !== tag),
          );
        return (
          <FormControl component="fieldset" required error={Boolean(fieldState.error)} onBlur={field.onBlur}>
            <FormLabel component="legend">{M.COURSE_TAGS_LABEL}</FormLabel>
            <FormGroup row>
              {COURSE_TAGS.map((tag) => (
                <FormControlLabel
                  key={tag}
                  label={tag}
                  control={<Checkbox checked={value.includes(tag)} onChange={(e) => toggle(tag, e.target.checked)} />}
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
