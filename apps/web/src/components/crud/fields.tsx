// The fields of a management form, described rather than written out (docs/decisions/0033): each names its form value,
// its Spanish label and its kind; the rules and their messages come from the form's zod schema.
import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { fieldProps } from '../form-field';
import { ImagePicker } from '../image-picker';
import { PasswordField } from '../password-field';
import { TextInput } from '../text-input';

export interface Option {
  value: string;
  label: string;
}

interface Common<T extends FieldValues> {
  name: Path<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** one cell of the dialog's two columns (from 'sm' up) instead of the whole row */
  half?: boolean;
  /** shown under the field while it has no error */
  hint?: string;
}

export interface TextSpec<T extends FieldValues> extends Common<T> {
  kind?: 'text';
  type?: 'text' | 'email' | 'url' | 'number' | 'password';
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal';
  readOnly?: boolean;
  autoComplete?: string;
  /** a multi-line field of this many rows */
  rows?: number;
  /** 'N caracteres restantes' under the field, counting down from this limit */
  counter?: number;
  /** a unit before the value ('S/') */
  prefix?: string;
  min?: number;
}

export interface ChoiceSpec<T extends FieldValues> extends Common<T> {
  kind: 'select' | 'checks';
  options: readonly Option[];
  /** values emptied when this one changes (a department when the country changes) */
  clears?: readonly Path<T>[];
}

export interface DateSpec<T extends FieldValues> extends Common<T> {
  kind: 'date';
  /** a date and a time ('YYYY-MM-DDTHH:mm', the publishing window of 04 §2.4) instead of a day */
  time?: boolean;
  /** 'YYYY-MM-DD' bounds of the browser's picker (the schema checks them again) */
  min?: string;
  max?: string;
  clears?: readonly Path<T>[];
  /** checked again when this one changes (an end date against a new start) */
  revalidates?: readonly Path<T>[];
}

export interface SwitchSpec<T extends FieldValues> extends Common<T> {
  kind: 'switch';
  /** the form values of on and off, when they are not true and false ('public' / 'private') */
  values?: readonly [on: unknown, off: unknown];
}

export interface ImageSpec<T extends FieldValues> extends Common<T> {
  kind: 'image';
  /** the stored image's address, shown until another is picked */
  url?: string | null;
  previewHeight?: number;
  invalidTypeMessage?: string;
  /** a heading above the picker, whose button then says `label` */
  caption?: string;
}

/** Anything a screen draws itself (an editor, a file with progress…), placed among the described fields. */
export interface CustomSpec {
  kind: 'custom';
  key: string;
  half?: boolean;
  node: ReactNode;
}

export type FieldSpec<T extends FieldValues> =
  | TextSpec<T>
  | ChoiceSpec<T>
  | DateSpec<T>
  | SwitchSpec<T>
  | ImageSpec<T>
  | CustomSpec;

/** Form-bound options from rows of {_id, name} (categories, campuses, programmes). */
export const optionsOf = (rows: readonly { _id: string; name: string }[] | undefined): Option[] =>
  (rows ?? []).map((row) => ({ value: row._id, label: row.name }));

/** The same value and label, for plain lists of names (countries, services). */
export const namedOptions = (names: readonly string[]): Option[] => names.map((name) => ({ value: name, label: name }));

type Form<T extends FieldValues> = UseFormReturn<T, unknown, unknown>;

const clear = <T extends FieldValues>(form: Form<T>, names: readonly Path<T>[] = []) => {
  for (const name of names) form.setValue(name, '' as PathValue<T, Path<T>>);
};

function TextFieldOf<T extends FieldValues>({ form, spec }: { form: Form<T>; spec: TextSpec<T> }) {
  const bound = fieldProps(form, spec.name);
  const length = spec.counter === undefined ? 0 : String(form.watch(spec.name) ?? '').length;
  const hint = spec.counter === undefined ? spec.hint : M.charactersLeft(spec.counter - length);
  const Input = spec.type === 'password' ? PasswordField : TextInput;
  return (
    <Input
      label={spec.label}
      required={spec.required}
      disabled={spec.disabled}
      autoFocus={spec.autoFocus}
      type={spec.type === 'password' ? undefined : spec.type}
      readOnly={spec.readOnly}
      autoComplete={spec.autoComplete}
      multiline={spec.rows !== undefined}
      minRows={spec.rows}
      startAdornment={spec.prefix && <Box sx={{ mr: 0.5, color: 'text.secondary' }}>{spec.prefix}</Box>}
      {...bound}
      inputProps={{
        maxLength: spec.maxLength,
        inputMode: spec.inputMode,
        min: spec.min,
        step: spec.type === 'number' ? 'any' : undefined,
        ...(spec.readOnly ? { 'aria-readonly': true } : {}),
      }}
      helperText={bound.helperText ?? hint}
    />
  );
}

function ControlledField<T extends FieldValues>({ form, spec }: { form: Form<T>; spec: FieldSpec<T> }) {
  if (spec.kind === 'custom' || spec.kind === undefined || spec.kind === 'text') return null;
  const options = spec.kind === 'select' || spec.kind === 'checks' ? spec.options : [];
  const clears = spec.kind === 'select' || spec.kind === 'date' ? spec.clears : undefined;
  return (
    <Controller
      control={form.control}
      name={spec.name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        if (spec.kind === 'image') {
          const picker = (
            <ImagePicker
              label={spec.label}
              value={field.value ?? spec.url}
              previewHeight={spec.previewHeight}
              invalidTypeMessage={spec.invalidTypeMessage}
              error={error}
              onChange={(file) =>
                form.setValue(spec.name, file as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true })
              }
            />
          );
          if (!spec.caption) return picker;
          return (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="subtitle2">{spec.caption}</Typography>
              {picker}
            </Box>
          );
        }
        if (spec.kind === 'switch') {
          const [on, off] = spec.values ?? [true, false];
          return (
            <FormControlLabel
              label={spec.label}
              control={
                <Switch
                  checked={field.value === on}
                  disabled={spec.disabled}
                  onChange={(event) => field.onChange(event.target.checked ? on : off)}
                />
              }
            />
          );
        }
        if (spec.kind === 'checks') {
          const selected: string[] = field.value ?? [];
          // kept in the options' order, whatever the order of the clicks
          const toggle = (value: string, on: boolean) =>
            field.onChange(options.map((o) => o.value).filter((v) => (v === value ? on : selected.includes(v))));
          return (
            <FormControl component="fieldset" required={spec.required} error={Boolean(error)} onBlur={field.onBlur}>
              <FormLabel component="legend">{spec.label}</FormLabel>
              <FormGroup row>
                {options.map((option) => (
                  <FormControlLabel
                    key={option.value}
                    label={option.label}
                    control={
                      <Checkbox
                        checked={selected.includes(option.value)}
                        onChange={(event) => toggle(option.value, event.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {error && <FormHelperText>{error}</FormHelperText>}
            </FormControl>
          );
        }
        const isDate = spec.kind === 'date';
        // a value not (yet) among the options shows as empty rather than as an unknown choice
        const shown = isDate || options.some((o) => o.value === field.value) ? (field.value ?? '') : '';
        return (
          <TextField
            select={!isDate}
            type={isDate ? (spec.time ? 'datetime-local' : 'date') : undefined}
            required={spec.required}
            label={spec.label}
            value={shown}
            onChange={(event) => {
              field.onChange(event.target.value);
              clear(form, clears);
              if (isDate && spec.revalidates) void form.trigger(spec.revalidates.filter((n) => form.getValues(n)));
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={spec.disabled}
            error={Boolean(error)}
            helperText={error ?? spec.hint}
            slotProps={
              isDate ? { inputLabel: { shrink: true }, htmlInput: { min: spec.min, max: spec.max } } : undefined
            }
          >
            {!isDate &&
              options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
          </TextField>
        );
      }}
    />
  );
}

/** One described field bound to the form (for a screen's own field that computes its options). */
export function FieldOf<T extends FieldValues>({
  form,
  spec,
}: {
  form: Form<T>;
  spec: Exclude<FieldSpec<T>, CustomSpec>;
}) {
  if (spec.kind === undefined || spec.kind === 'text') return <TextFieldOf form={form} spec={spec} />;
  return <ControlledField form={form} spec={spec} />;
}

/** Draws the described fields on a grid of one column, or two from 'sm' up for the fields marked `half`. */
export function FormFields<T extends FieldValues>({
  form,
  fields,
}: {
  form: Form<T>;
  fields: readonly (FieldSpec<T> | false | null | undefined)[];
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
      {fields.map((spec) => {
        if (!spec) return null;
        const key = spec.kind === 'custom' ? spec.key : spec.name;
        const field = spec.kind === 'custom' ? spec.node : <FieldOf form={form} spec={spec} />;
        return (
          <Box key={key} sx={{ gridColumn: spec.half ? undefined : '1 / -1', display: 'grid' }}>
            {field}
          </Box>
        );
      })}
    </Box>
  );
}
