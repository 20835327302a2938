import { M } from '@edu/shared';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { PublicIcon } from './public-icons';

export interface PublicFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** the rule's message, shown under the field and named by it */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** a button inside the box, after the input (show/hide password) */
  end?: ReactNode;
}

/** A labelled input of the public pages, outlined as MUI draws it; an error marks it invalid and describes it. */
export function PublicField({ label, error, inputRef, end, id, required, ...input }: PublicFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  return (
    <div className="pub-field" data-invalid={error ? '' : undefined}>
      <label className="pub-label" htmlFor={inputId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="pub-box">
        <input
          id={inputId}
          ref={inputRef}
          className="pub-input"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helperId : undefined}
          {...input}
        />
        {end}
      </div>
      {error && (
        <p className="pub-helper" id={helperId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with the show/hide toggle of 01 §2. */
export function PublicPasswordField(props: Omit<PublicFieldProps, 'type' | 'end'>) {
  const [visible, setVisible] = useState(false);
  return (
    <PublicField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="pub-icon-button"
          aria-label={visible ? M.HIDE_PASSWORD : M.SHOW_PASSWORD}
          onClick={() => setVisible((v) => !v)}
          onMouseDown={(event) => event.preventDefault()}
        >
          <PublicIcon name={visible ? 'hide' : 'show'} />
        </button>
      }
    />
  );
}
