// A labelled field of the students' forms, its message under it (tied to it for screen readers).
import { M } from '@edu/shared';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** a line under the label saying what goes there */
  hint?: string;
  error?: string;
  /** a <select> (or other control) instead of the input; receives the id and the description's id */
  control?: (id: string, describedBy: string | undefined) => ReactNode;
}

export function Field({ label, hint, error, control, ...input }: FieldProps) {
  const id = useId();
  const helper = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="st-field" data-invalid={error ? '' : undefined}>
      <label className="st-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="st-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {control ? (
        control(id, helper)
      ) : (
        <input className="st-input" id={id} aria-invalid={!!error} aria-describedby={helper} {...input} />
      )}
      {error && (
        <p className="st-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The end of a students' form: why it failed, the submit button, and the way to another form. */
export function FormEnd(props: { failure: string; busy: boolean; submit: string; other?: ReactNode }) {
  return (
    <>
      {props.failure && (
        <p className="st-error" role="alert">
          {props.failure}
        </p>
      )}
      <button className="st-button" type="submit" disabled={props.busy}>
        {props.busy ? M.LOADING_BUTTON : props.submit}
      </button>
      {props.other}
    </>
  );
}
