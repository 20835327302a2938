// The state of a students' form (sign-in, registration, new password): its values, the contract's problems per
// field, why the call failed and whether it runs; one submit that checks first and calls only when nothing is wrong.
import { type FormEvent, useState } from 'react';
import { Field } from './field';

type Problems = Partial<Record<string, string>>;

/** One text input of a students' form. */
export interface FieldSpec<N extends string> {
  name: N;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
}

export function useStudentForm<V extends { [K in keyof V]: string }>(options: {
  initial: V;
  check: (values: V) => Problems;
  /** the call; on success it moves on (the form stays busy) */
  send: (values: V) => Promise<void>;
  /** what the form says when the call fails, and the fields the server marked (if it names them) */
  failed: (error: unknown) => { message: string; fields?: Problems };
}) {
  const [values, setValues] = useState(options.initial);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (name: keyof V & string, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = options.check(values);
    setProblems(found);
    setFailure('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await options.send(values);
    } catch (error) {
      const { message, fields } = options.failed(error);
      if (fields) setProblems(fields);
      setFailure(message);
      setBusy(false);
    }
  };

  const input = (
    { name, label, type, autoComplete, inputMode }: FieldSpec<keyof V & string>,
    onChange = (value: string) => set(name, value),
  ) => (
    <Field
      key={name}
      label={label}
      type={type ?? 'text'}
      autoComplete={autoComplete}
      inputMode={inputMode}
      value={values[name]}
      onChange={(e) => onChange(e.target.value)}
      error={problems[name]}
    />
  );

  return { values, set, problems, setProblems, failure, busy, submit, input };
}
