import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';

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
