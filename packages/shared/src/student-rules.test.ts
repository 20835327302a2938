// The students' registration form checks its fields without zod (student-rules.ts); the server checks them with
// registerStudentForm. On generated inputs both give the same first message per field, or both accept.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LIMITS } from './constants.js';
import { catalog } from './contracts/index.js';
import * as M from './messages.js';
import { type RegisterValues, registerProblems } from './student-rules.js';

function firstByField(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) out[String(issue.path[0] ?? '_')] ??= issue.message;
  return out;
}

const nameLike = fc.oneof(
  fc.constantFrom('', '  ', 'Lucía', ' Quispe '),
  fc.string({ minLength: LIMITS.personName - 2, maxLength: LIMITS.personName + 2 }),
);
const digitsLike = fc.oneof(
  fc.constantFrom('', ' ', '12345678', '1234567', '123456789', '98765432 ', '12a45678', '987654321', '9876543210'),
  fc.stringMatching(/^\d{0,11}$/),
);
const valid: RegisterValues = {
  name: 'Lucía',
  firstlastname: 'Quispe',
  secondlastname: 'Huamán',
  typeDoc: 'dni',
  dni: '12345678',
  phone: '987654321',
  email: 'lucia@correo.pe',
  password: 'secreto1',
  password2: 'secreto1',
};

describe('registerProblems (the form) and registerStudentForm (the contract)', () => {
  it('accepts a valid registration and names each wrong field', () => {
    expect(registerProblems(valid)).toEqual({});
    expect(registerProblems({ ...valid, dni: '123', password2: 'otra' })).toEqual({
      dni: M.DNI_LENGTH,
      password2: M.PASSWORD_CHANGE_MISMATCH,
    });
    expect(registerProblems({ ...valid, typeDoc: 'pasaporte', dni: '123' })).toEqual({});
  });

  it('gives the same first message per field as the contract, one field wrong at a time', () => {
    const field = fc.oneof(
      fc.record({ name: fc.constantFrom('name', 'firstlastname', 'secondlastname'), value: nameLike }),
      fc.record({ name: fc.constantFrom('dni', 'phone'), value: digitsLike }),
      fc.record({ name: fc.constant('typeDoc'), value: fc.constantFrom('dni', 'pasaporte', 'carné', '') }),
      fc.record({ name: fc.constant('password'), value: fc.string({ maxLength: 40 }) }),
      fc.record({
        name: fc.constant('email'),
        value: fc.oneof(fc.emailAddress(), fc.constantFrom('', ' ', 'a@b', ' ANA@Colegio.PE ', `${'a'.repeat(300)}@x.pe`)),
      }),
    );
    fc.assert(
      fc.property(field, fc.constantFrom('dni', 'pasaporte'), ({ name, value }, typeDoc) => {
        const values = { ...valid, typeDoc, [name]: value };
        if (name === 'password') values.password2 = value;
        const expected = firstByField(catalog.registerStudentForm.safeParse(values));
        expect(registerProblems(values)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });
});
