// The students' registration form checks its fields without zod (student-rules.ts); the server checks them with
// registerStudentForm. On generated inputs both give the same first message per field, or both accept.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LIMITS } from './constants.js';
import { catalog, orders, users } from '../contracts/index.js';
import * as M from './messages.js';
import { operationNumberProblem, profileProblems, type RegisterValues, registerProblems } from './student-rules.js';

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

describe('the checkout and Mi perfil check what createOrder and updateUser check', () => {
  const ids = { entity_id: '00000000-0000-4000-8000-000000000001', user: '00000000-0000-4000-8000-000000000002' };
  it('the operation number: the same message or none', () => {
    const value = fc.oneof(
      fc.constantFrom('', ' ', 'OP-123', ' 0012345 ', 'op 12', 'Ñandú', '#12'),
      fc.stringMatching(/^[A-Za-z0-9-]{25,35}$/),
      fc.string({ maxLength: 35 }),
    );
    fc.assert(
      fc.property(value, (operation_number) => {
        const input = { ...ids, products: [{ scheduled_id: ids.user }], operation_number };
        expect(operationNumberProblem(operation_number)).toBe(firstByField(orders.createOrder.input.safeParse(input)).operation_number);
      }),
      { numRuns: 400 },
    );
  });

  it('phone and address: the same first message per field', () => {
    const address = fc.oneof(fc.constantFrom('', 'Av. Sol 123'), fc.string({ minLength: LIMITS.text - 2, maxLength: LIMITS.text + 2 }));
    fc.assert(
      fc.property(digitsLike, address, (phone, addr) => {
        const expected = firstByField(users.updateUser.input.safeParse({ user: ids.user, phone, address: addr }));
        expect(profileProblems({ phone, address: addr })).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });
});
