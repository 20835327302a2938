import { M, signinProblems } from '@edu/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { rulesResolver } from '../../../lib/rules-resolver';
import type { SigninValues } from '../api/signin';
import { PublicField, PublicPasswordField } from './public-field';

const resolver = rulesResolver<SigninValues>(signinProblems, (v) => ({ ...v, email: v.email.trim().toLowerCase() }));

interface LoginFormProps {
  onSubmit: (values: SigninValues) => Promise<void>;
  /** the person started typing (or a password manager filled the form): time to fetch what signing in needs */
  onStart?: () => void;
}

/** 01 §2 login: e-mail, password with show/hide, the recovery link; the shared rules give the messages. */
export function LoginForm({ onSubmit, onStart }: LoginFormProps) {
  const form = useForm<SigninValues>({ resolver, defaultValues: { email: '', password: '' } });
  const { isSubmitting, errors } = form.formState;
  const { ref: emailRef, ...email } = form.register('email');
  const { ref: passwordRef, ...password } = form.register('password');

  return (
    <form className="pub-form" noValidate onSubmit={form.handleSubmit(onSubmit)} onInput={onStart}>
      <PublicField
        label={M.EMAIL_LABEL}
        type="email"
        autoComplete="username"
        autoFocus
        inputRef={emailRef}
        error={errors.email?.message}
        {...email}
      />
      <PublicPasswordField
        label={M.PASSWORD_LABEL}
        autoComplete="current-password"
        inputRef={passwordRef}
        error={errors.password?.message}
        {...password}
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
