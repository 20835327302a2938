import { M, signinProblems } from '@edu/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { SigninValues } from '../api/signin';
import { PublicField, PublicPasswordField } from './public-field';
import { useRulesForm } from './use-rules-form';

const FIELDS = ['email', 'password'] as const;
const clean = (v: SigninValues) => ({ ...v, email: v.email.trim().toLowerCase() });

interface LoginFormProps {
  onSubmit: (values: SigninValues) => Promise<void>;
  /** the person started typing (or a password manager filled the form): time to fetch what signing in needs */
  onStart?: () => void;
}

/** 01 §2 login: e-mail, password with show/hide, the recovery link; the shared rules give the messages. */
export function LoginForm({ onSubmit, onStart }: LoginFormProps) {
  const { errors, isSubmitting, form } = useRulesForm<SigninValues>({
    fields: FIELDS,
    problemsOf: signinProblems,
    clean,
    onValid: onSubmit,
  });

  return (
    <form
      className="pub-form"
      {...form}
      onInput={(event) => {
        onStart?.();
        form.onInput(event);
      }}
    >
      <PublicField label={M.EMAIL_LABEL} type="email" name="email" autoComplete="username" autoFocus error={errors.email} />
      <PublicPasswordField
        label={M.PASSWORD_LABEL}
        name="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <Link className="pub-link pub-end" to={paths.recoverPassword}>
        {M.RECOVER_FORGOT_LINK}
      </Link>
      <button type="submit" className="pub-button" disabled={isSubmitting}>
        {isSubmitting ? M.LOADING_BUTTON : M.SIGN_IN_BUTTON}
      </button>
    </form>
  );
}
