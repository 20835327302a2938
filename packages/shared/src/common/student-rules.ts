// The registration form's rules without zod (04 §2.1), for the students' entry (decision 0035: at most 100 KiB of
// JavaScript). contracts/catalog.ts registerStudentForm states the same rules for the server.
import { emailProblem, type Problems } from '../contracts/auth.rules.js';
import { LIMITS } from './constants.js';
import * as M from './messages.js';

export interface RegisterValues {
  name: string;
  firstlastname: string;
  secondlastname: string;
  typeDoc: string;
  dni: string;
  phone: string;
  email: string;
  password: string;
  password2: string;
}

const text = (v: string) =>
  !v.trim() ? M.FIELD_REQUIRED : v.trim().length > LIMITS.personName ? M.tooLong(LIMITS.personName) : undefined;
const digits = (v: string, max: number, tooLong: string) => {
  const t = v.trim();
  if (!t) return M.FIELD_REQUIRED;
  if (!/^\d*$/.test(t)) return M.DIGITS_ONLY;
  return t.length > max ? tooLong : undefined;
};

export function registerProblems(v: RegisterValues): Problems<keyof RegisterValues> {
  const all: Problems<keyof RegisterValues> = {
    name: text(v.name),
    firstlastname: text(v.firstlastname),
    secondlastname: text(v.secondlastname),
    typeDoc: v.typeDoc ? undefined : M.FIELD_REQUIRED,
    dni:
      digits(v.dni, LIMITS.dni, M.DNI_MAX) ??
      (v.typeDoc === 'dni' && v.dni.trim().length !== LIMITS.dni ? M.DNI_LENGTH : undefined),
    phone:
      digits(v.phone, LIMITS.phone, M.PHONE_MAX) ?? (v.phone.trim().length !== LIMITS.phone ? M.PHONE_LENGTH : undefined),
    email: emailProblem(v.email),
    // as the contract: an empty password is one too short
    password:
      v.password.length < LIMITS.passwordMin
        ? M.USER_PASSWORD_MIN
        : v.password.length > LIMITS.passwordMax
          ? M.tooLong(LIMITS.passwordMax)
          : undefined,
    password2: v.password === v.password2 ? undefined : M.PASSWORD_CHANGE_MISMATCH,
  };
  return Object.fromEntries(Object.entries(all).filter(([, m]) => m)) as Problems<keyof RegisterValues>;
}

/** The voucher's 'Número de operación' (contracts/fields.ts operationNumber): optional, letters, digits and dashes. */
export function operationNumberProblem(value: string): string | undefined {
  const t = value.trim();
  if (t.length > LIMITS.operationNumber) return M.tooLong(LIMITS.operationNumber);
  return /^[A-Za-z0-9-]*$/.test(t) ? undefined : M.OPERATION_NUMBER_INVALID;
}

/** What a student changes of their own data in Mi perfil (contracts/users.ts updateUserInput): phone and address. */
export function profileProblems(v: { phone: string; address: string }): Problems<'phone' | 'address'> {
  const phone = v.phone.trim();
  const all: Problems<'phone' | 'address'> = {
    phone: !/^\d*$/.test(phone) ? M.DIGITS_ONLY : phone.length > LIMITS.phone ? M.PHONE_MAX : undefined,
    address: v.address.length > LIMITS.text ? M.tooLong(LIMITS.text) : undefined,
  };
  return Object.fromEntries(Object.entries(all).filter(([, m]) => m)) as Problems<'phone' | 'address'>;
}

// ── Where a student returns after signing in or registering (decision 0051): the checkout they were on, or the page of
// the area a mail links to. Only a path of the student area is followed, never another site.
export const STUDENT_RETURN_PARAM = 'volver';

/** The student-area path to go to after signing in (`/aula/…`, with its query), else undefined. */
export function studentReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 500 || !value.startsWith('/aula/') || /[\\\s]|\/\//.test(value)) return undefined;
  return value;
}

/** An order's number as the student is shown it (decision 0051): the first 8 characters of its id, upper case. */
export const orderCode = (orderId: string) => orderId.replace(/-/g, '').slice(0, 8).toUpperCase();
