import type {
  ControllerFieldState,
  ControllerRenderProps,
  FieldValues,
  Path,
  RegisterOptions,
  UseFormReturn,
} from 'react-hook-form';

/** Binds a MUI TextField to a react-hook-form field: the input's ref, its value handlers and its error text. */
export function fieldProps<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  const { ref, ...registered } = form.register(name, options);
  const { error } = form.getFieldState(name, form.formState);
  return { ...registered, inputRef: ref, error: Boolean(error), helperText: error?.message };
}

/** The same for a field drawn through a Controller (a select, a colour): its value ('' while empty), text and error. */
export function controlledProps<T extends FieldValues>(
  field: ControllerRenderProps<T, Path<T>>,
  fieldState: ControllerFieldState,
) {
  return {
    value: field.value ?? '',
    onChange: (event: { target: { value: unknown } }) => field.onChange(event.target.value),
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message,
  };
}
