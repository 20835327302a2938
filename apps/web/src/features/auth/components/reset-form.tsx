import { M, resetProblems } from '@edu/shared';
import { useForm } from 'react-hook-form';
import { rulesResolver } from '../../../lib/rules-resolver';
import { PublicPasswordField } from './public-field';

interface ResetValues {
  password: string;
  repeat: string;
}
const resolver = rulesResolver<ResetValues>(resetProblems);

/**
 * 01 §2/§5 reset: password and its repeat, both with show/hide; a mismatch is marked on the repeat
 * field and nothing is sent; the mark clears as soon as the two match.
 */
export function ResetForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const form = useForm<ResetValues>({ resolver, defaultValues: { password: '', repeat: '' } });
  const { isSubmitting, errors } = form.formState;
  const { ref: passwordRef, ...password } = form.register('password', { deps: 'repeat' });
  const { ref: repeatRef, ...repeat } = form.register('repeat');

  return (
    <form className="pub-form" noValidate onSubmit={form.handleSubmit(({ password }) => onSubmit(password))}>
      <PublicPasswordField
        label={M.PASSWORD_LABEL}
        autoComplete="new-password"
        autoFocus
        inputRef={passwordRef}
        error={errors.password?.message}
        {...password}
      />
      <PublicPasswordField
        label={M.REPEAT_PASSWORD_LABEL}
        autoComplete="new-password"
        inputRef={repeatRef}
        error={errors.repeat?.message}
        {...repeat}
      />
      <button type="submit" className="pub-button" disabled={isSubmitting}>
        {isSubmitting ? M.LOADING_BUTTON : M.RESET_BUTTON}
      </button>
    </form>
  );
}
