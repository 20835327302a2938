// The public forms checked by the shared rules (contracts/auth.rules.ts) without react-hook-form, 15 KiB gzipped that
// the login page no longer downloads (docs/decisions/0042-login-page-weight.md). It keeps react-hook-form's default
// behaviour, which these pages had: checked on submit, then again on every change; the first field in error takes the
// focus; nothing sent while a field is in error; the button disabled while the submit runs.
import { type FormEvent, useRef, useState } from 'react';

type Problems<T> = Partial<Record<keyof T & string, string>>;

export function useRulesForm<T extends Record<string, string>>(options: {
  /** the inputs' names, in the form's order */
  fields: readonly (keyof T & string)[];
  problemsOf: (values: T) => Problems<T>;
  /** what is sent (the login's e-mail trimmed and in lower case) */
  clean?: (values: T) => T;
  onValid: (values: T) => Promise<void>;
}) {
  const [errors, setErrors] = useState<Problems<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);

  // read from the inputs themselves: a password manager's fill counts like typing
  const valuesOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return Object.fromEntries(options.fields.map((name) => [name, String(data.get(name) ?? '')])) as T;
  };
  const check = (form: HTMLFormElement) => {
    const found = Object.fromEntries(
      Object.entries(options.problemsOf(valuesOf(form))).filter(([, message]) => message),
    ) as Problems<T>;
    setErrors(found);
    return found;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    const found = check(form);
    const first = options.fields.find((name) => found[name]);
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const values = valuesOf(form);
      await options.onValid(options.clean ? options.clean(values) : values);
    } finally {
      setSubmitting(false);
    }
  };
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (submitted.current) check(event.currentTarget);
  };

  return { errors, isSubmitting, form: { noValidate: true, onSubmit, onInput } };
}
