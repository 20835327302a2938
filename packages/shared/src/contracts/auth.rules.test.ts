// The public pages check their forms without zod (auth.rules.ts); the server checks the same fields with the
// contracts' schemas. On generated inputs both give the same first message per field, or both accept.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EMAIL_PATTERN, emailProblem, passwordChangeProblems, resetProblems, signinProblems } from './auth.rules.js';
import { LIMITS } from '../common/constants.js';
import { auth, users } from './index.js';
import { email } from './fields.js';
import * as M from '../common/messages.js';

/** the first message per field, as the forms show them (react-hook-form's resolver keeps the first issue) */
function firstByField(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) out[String(issue.path[0] ?? '_')] ??= issue.message;
  return out;
}

const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '   ', 'a@b', 'a@b.c', 'ana@colegio.edu.pe', ' ANA@Colegio.PE ', '.a@b.pe', 'a..b@c.pe', 'a@-b.pe'),
  fc.string({ minLength: LIMITS.email - 10, maxLength: LIMITS.email + 10 }).map((s) => `${s.replace(/\W/g, 'a')}@x.pe`),
);
const passwordLike = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: 25, maxLength: 40 }),
  fc.string({ minLength: 195, maxLength: 205 }),
  fc.constantFrom('', '12345', '123456', ' '),
);
const RUNS = { numRuns: 400, seed: 20261122 };

describe('the public forms check what the contracts check', () => {
  it('e-mail: the same message or none', () => {
    const schema = email();
    fc.assert(
      fc.property(emailLike, (value) => {
        const result = schema.safeParse(value);
        expect(emailProblem(value)).toBe(result.success ? undefined : result.error.issues[0].message);
      }),
      RUNS,
    );
  });

  it('login: the same first message per field as signinInput', () => {
    fc.assert(
      fc.property(emailLike, passwordLike, (e, password) => {
        expect(signinProblems({ email: e, password })).toEqual(firstByField(auth.signinInput.safeParse({ email: e, password })));
      }),
      RUNS,
    );
  });

  it('reset: the same first message per field as resetPasswordForm', () => {
    fc.assert(
      fc.property(passwordLike, fc.oneof(passwordLike, fc.constant('')), fc.boolean(), (password, other, same) => {
        const v = { password, repeat: same ? password : other };
        expect(resetProblems(v)).toEqual(firstByField(auth.resetPasswordForm.safeParse(v)));
      }),
      RUNS,
    );
  });

  it('password change: the same first message per field as passwordChangeForm', () => {
    fc.assert(
      fc.property(passwordLike, passwordLike, fc.oneof(passwordLike, fc.constant('')), fc.boolean(), (current, password, other, same) => {
        const v = { currentPassword: current, password, repeat: same ? password : other };
        expect(passwordChangeProblems(v)).toEqual(firstByField(users.passwordChangeForm.safeParse(v)));
      }),
      RUNS,
    );
  });

  it('names the messages of the spec', () => {
    expect(signinProblems({ email: '', password: '' })).toEqual({ email: M.EMAIL_REQUIRED, password: M.PASSWORD_REQUIRED });
    expect(signinProblems({ email: 'ana@', password: '123' })).toEqual({ email: M.EMAIL_INVALID, password: M.PASSWORD_TOO_SHORT_LOGIN });
    expect(resetProblems({ password: 'secreto1', repeat: 'secreto2' })).toEqual({ repeat: M.RESET_MISMATCH });
    expect(EMAIL_PATTERN.test('ana.quispe@colegioandino.edu.pe')).toBe(true);
  });
});
