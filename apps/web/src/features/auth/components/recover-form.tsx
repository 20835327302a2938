import { M } from '@edu/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PublicField } from './public-field';

interface RecoverFormProps {
  onSubmit: (email: string) => void;
  isSending: boolean;
  /** a request has been answered: the neutral line that reveals nothing */
  isSent?: boolean;
}

/** 01 §2 recovery request: one required e-mail input (the browser checks it), ENVIAR, the info text. */
export function RecoverForm({ onSubmit, isSending, isSent = false }: RecoverFormProps) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email);
  };

  return (
    <form className="pub-form" onSubmit={submit}>
      <PublicField
        label={M.EMAIL_LABEL}
        type="email"
        name="email"
        required
        autoFocus
        autoComplete="email"
        placeholder={M.RECOVER_EMAIL_PLACEHOLDER}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <p className="pub-muted">{M.RECOVER_INFO}</p>
      {isSent && (
        <p className="pub-sent" role="status">
          {M.RECOVER_SENT}
        </p>
      )}
      <button type="submit" className="pub-button" disabled={isSending}>
        {isSending ? M.SENDING_BUTTON : M.SEND_BUTTON}
      </button>
      <Link className="pub-link pub-center" to={paths.login}>
        {M.BACK_TO_LOGIN}
      </Link>
    </form>
  );
}
