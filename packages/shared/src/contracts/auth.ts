// Wire service: `auth` (the spec's, 03 §1): sign-in and recovery.
import { z } from 'zod';
import { LIMITS } from '../common/constants.js';
import * as M from '../common/messages.js';
import { SIGNIN_PASSWORD_MAX } from './auth.rules.js';
import { defineFname } from './define.js';
import { PUBLIC_FNAMES } from './public-fnames.js';
import { domain, email, messageOutput, okOutput, userRef } from './fields.js';

/** The login form's rules (01 §5); the server applies the same schema. */
export const signinInput = z.object({
  email: email(),
  password: z
    .string({ error: M.PASSWORD_REQUIRED })
    .min(1, M.PASSWORD_REQUIRED)
    .min(LIMITS.passwordMin, M.PASSWORD_TOO_SHORT_LOGIN)
    .max(SIGNIN_PASSWORD_MAX, M.tooLong(SIGNIN_PASSWORD_MAX)),
  /** signing in at /e/{domain}/ingresar: the person becomes a student of that entity (04 §2.1) */
  domain: domain().optional(),
});

export const signin = defineFname({
  ...PUBLIC_FNAMES.signin,
  input: signinInput,
  output: z.object({ token: z.string(), user: userRef, expires_at: z.string() }),
  access: { kind: 'public' },
  mutates: true,
  rateLimited: 'failures',
});

export const tokenIsValid = defineFname({
  service: 'auth',
  name: 'tokenIsValid',
  // the stored token travels as the bearer; a body copy is accepted and ignored
  input: z.object({ token: z.string().max(512).optional() }),
  output: z.object({ valid: z.literal(true), user: userRef }),
  access: { kind: 'self' },
  mutates: false,
});

export const logout = defineFname({
  ...PUBLIC_FNAMES.logout,
  input: z.object({}),
  output: okOutput,
  access: { kind: 'self' },
  mutates: true,
});

export const recoverPasswordInput = z.object({
  email: email(),
  /** asked at /e/{domain}/recuperar: the link leads to that entity's students' pages (decision 0051) */
  domain: domain().optional(),
});

export const recoverPassword = defineFname({
  ...PUBLIC_FNAMES.recoverPassword,
  input: recoverPasswordInput,
  // the answer is the same whether the address exists or not (01 §2: it is ignored by the web app)
  output: okOutput,
  access: { kind: 'public' },
  mutates: true,
  rateLimited: 'attempts',
});

const newPassword = z
  .string({ error: M.PASSWORD_REQUIRED })
  .min(1, M.PASSWORD_REQUIRED)
  .min(LIMITS.passwordMin, M.USER_PASSWORD_MIN)
  .max(LIMITS.passwordMax, M.tooLong(LIMITS.passwordMax));

/** The reset form (01 §2, §5): both fields required and equal. */
export const resetPasswordForm = z
  .object({ password: newPassword, repeat: z.string().min(1, M.PASSWORD_REQUIRED) })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: M.RESET_MISMATCH });

export const resetPassword = defineFname({
  ...PUBLIC_FNAMES.resetPassword,
  // The reset token is the bearer. `check: true` only tells whether the token is still usable
  // (the reset page's spinner, 01 §2); see docs/decisions/0004-reset-token-check.md.
  input: z.union([z.object({ check: z.literal(true) }), z.object({ password: newPassword })]),
  output: messageOutput,
  access: { kind: 'public' },
  mutates: true,
});
