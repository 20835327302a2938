// Wire service: `auth` (the spec's, 03 §1): sign-in, recovery and the entity's management switches (area permissions).
import { z } from 'zod';
import { GENRES, INPUT_BOUNDS, LIMITS } from '../constants.js';
import { SUPERADMIN_ONLY } from '../role-groups.js';
import * as M from '../messages.js';
import { managementSchema } from '../permissions.js';
import { SIGNIN_PASSWORD_MAX } from '../auth-rules.js';
import { defineFname } from './define.js';
import { PUBLIC_FNAMES } from './public-fnames.js';
import { domain, email, id, messageOutput, okOutput, publicImage, text, userRef } from './fields.js';
import { personFields, userOutput } from './users.js';

const service = z.string().max(50).optional();

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

export const getManagement = defineFname({
  service: 'auth',
  name: 'getManagement',
  input: z.object({ service, entity_id: id() }),
  output: z.object({ management: managementSchema }),
  access: { kind: 'entity', roles: SUPERADMIN_ONLY, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
});

export const updateManagement = defineFname({
  service: 'auth',
  name: 'updateManagement',
  input: managementSchema.extend({ service, entity_id: id() }),
  output: z.object({ management: managementSchema }),
  access: { kind: 'entity', roles: SUPERADMIN_ONLY, entity: { from: 'field', field: 'entity_id' } },
  mutates: true,
});


export const getPreUsers = defineFname({
  service: 'auth',
  name: 'getPreUsers',
  input: z.object({ service }),
  output: z.object({ users: z.array(userOutput) }),
  access: { kind: 'superadmin' },
  mutates: false,
});

/** a link the superadmin types (CV, LinkedIn): http(s), at most INPUT_BOUNDS.url characters, or empty */
const typedLink = () =>
  z
    .union([
      z.url({ protocol: /^https?$/, error: M.FIELD_INVALID }).max(INPUT_BOUNDS.url, M.tooLong(INPUT_BOUNDS.url)),
      z.literal(''),
    ])
    .optional();

/** The superadmin's invitation (01 §2): a user in register 'incomplete' and a mail with a link to set a password. */
export const preRegisterInput = z.object({
  service,
  ...personFields,
  lastname: text(80).trim().default(''),
  email: email(),
  place_of_birth: text(120).trim().optional(),
  cv_url: typedLink(),
  linkedin_url: typedLink(),
  rol: text(80).trim().optional(),
  genre: z.enum(GENRES).optional(),
});

export const preRegister = defineFname({
  service: 'auth',
  name: 'preRegister',
  input: preRegisterInput,
  output: z.object({ user: userOutput }),
  access: { kind: 'superadmin' },
  mutates: true,
  files: { photo: publicImage },
});
