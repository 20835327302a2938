import { M, resetProblems } from '@edu/shared';
import { PublicPasswordField } from './public-field';
import { useRulesForm } from './use-rules-form';

interface ResetValues extends Record<string, string> {
  password: string;
  repeat: string;
}
const FIELDS = ['password', 'repeat'] as const;

/**
 * 01 §2/§5 reset: password and its repeat, both with show/hide; a mismatch is marked on the repeat
 * field and nothing is sent; the mark clears as soon as the two match.
 */
export function ResetForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const { errors, isSubmitting, form } = useRulesForm<ResetValues>({
    fields: FIELDS,
    problemsOf: resetProblems,
    onValid: ({ password }) => onSubmit(password),
  });

  return (
    <form className="pub-form" {...form}>
      <PublicPasswordField
        label={M.PASSWORD_LABEL}
        name="password"
        autoComplete="new-password"
        autoFocus
        error={errors.password}
      />
      <PublicPasswordField
        label={M.REPEAT_PASSWORD_LABEL}
        name="repeat"
        autoComplete="new-password"
        error={errors.repeat}
      />
      <button type="submit" className="pub-button" disabled={isSubmitting}>
        {isSubmitting ? M.LOADING_BUTTON : M.RESET_BUTTON}
      </button>
    </form>
  );
}
