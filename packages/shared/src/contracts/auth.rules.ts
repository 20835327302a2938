// The public pages' form rules without zod (login, password reset): the login page must stay small (decision 0023), and
// zod is a quarter of its budget. The contracts build their schemas from the same pattern, limits and messages
// (contracts/fields.ts, contracts/auth.ts); auth.rules.test.ts holds the two equal on generated inputs.
import { LIMITS } from '../common/constants.js';
import * as M from '../common/messages.js';

/** The e-mail shape every contract accepts (zod's own `email` pattern, named once for both). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/
/** the sign-in password's upper bound (contracts/auth.ts signinInput) */
export const SIGNIN_PASSWORD_MAX = 200;

export type Problems<K extends string> = Partial<Record<K, string>>;

/** An e-mail field: required (after trimming), at most LIMITS.email characters, of EMAIL_PATTERN's shape. */
export function emailProblem(value: string, required: string = M.EMAIL_REQUIRED): string | undefined {
  const v = value.trim();
  if (!v) return required;
  if (v.length > LIMITS.email) return M.tooLong(LIMITS.email);
  if (!EMAIL_PATTERN.test(v)) return M.EMAIL_INVALID;
  return undefined;
}

/** The login form (01 §5): the server applies the same rules through contracts/auth.ts signinInput. */
export function signinProblems(v: { email: string; password: string }): Problems<'email' | 'password'> {
  const problems: Problems<'email' | 'password'> = {};
  const email = emailProblem(v.email);
  if (email) problems.email = email;
  if (!v.password) problems.password = M.PASSWORD_REQUIRED;
  else if (v.password.length < LIMITS.passwordMin) problems.password = M.PASSWORD_TOO_SHORT_LOGIN;
  else if (v.password.length > SIGNIN_PASSWORD_MAX) problems.password = M.tooLong(SIGNIN_PASSWORD_MAX);
  return problems;
}

/** A new password (reset, profile): required, LIMITS.passwordMin to LIMITS.passwordMax characters. */
export function newPasswordProblem(password: string): string | undefined {
  if (!password) return M.PASSWORD_REQUIRED;
  if (password.length < LIMITS.passwordMin) return M.USER_PASSWORD_MIN;
  if (password.length > LIMITS.passwordMax) return M.tooLong(LIMITS.passwordMax);
  return undefined;
}

/** The reset form (01 §2, §5): both required, the repeat equal to the password (marked on the repeat). */
export function resetProblems(v: { password: string; repeat: string }): Problems<'password' | 'repeat'> {
  const problems: Problems<'password' | 'repeat'> = {};
  const password = newPasswordProblem(v.password);
  if (password) problems.password = password;
  if (!v.repeat) problems.repeat = M.PASSWORD_REQUIRED;
  else if (v.password !== v.repeat) problems.repeat = M.RESET_MISMATCH;
  return problems;
}

/** The profile's password change (02 §5, contracts/users.ts passwordChangeForm): current, new, and new again. */
export function passwordChangeProblems(v: {
  currentPassword: string;
  password: string;
  repeat: string;
}): Problems<'currentPassword' | 'password' | 'repeat'> {
  const problems: Problems<'currentPassword' | 'password' | 'repeat'> = {};
  if (!v.currentPassword) problems.currentPassword = M.PASSWORD_REQUIRED;
  else if (v.currentPassword.length > SIGNIN_PASSWORD_MAX) problems.currentPassword = M.tooLong(SIGNIN_PASSWORD_MAX);
  // as the contract: an empty new password is one too short
  if (v.password.length < LIMITS.passwordMin) problems.password = M.USER_PASSWORD_MIN;
  else if (v.password.length > LIMITS.passwordMax) problems.password = M.tooLong(LIMITS.passwordMax);
  if (v.password !== v.repeat) problems.repeat = M.PASSWORD_CHANGE_MISMATCH;
  return problems;
}
