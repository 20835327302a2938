import { describe, expect, it } from 'vitest';
import { auth } from '../contracts/index.js';
import * as M from './messages.js';
import * as S from './student-messages.js';

describe('messages', () => {
  it('let no staff text of the same name shadow a student text (messages.ts re-exports student-messages.ts)', () => {
    const shadowed = Object.entries(S).filter(([name, text]) => (M as Record<string, unknown>)[name] !== text);
    expect(shadowed.map(([name]) => name)).toEqual([]);
  });
  it('keep the texts of the spec character for character', () => {
    expect(M.LOGIN_FAILED).toBe('Revisa tu usuario o contraseña e intenta de nuevo');
    expect(M.PASSWORD_TOO_SHORT_LOGIN).toBe('La contraseña tiene que tener mas de 6 carácteres');
    expect(M.studentAlreadyInEntity('ana@pe.pe')).toBe('Usuario ana@pe.pe ya existe en la entidad');
    expect(M.certificateSent('ana@pe.pe')).toBe('El certificado se ha enviado al correo ana@pe.pe');
  });
  it('reach the forms through the shared schemas (login rules of 01 §5)', () => {
    const short = auth.signinInput.safeParse({ email: 'a@b.pe', password: '123' });
    expect(short.error?.issues[0].message).toBe(M.PASSWORD_TOO_SHORT_LOGIN);
    const mismatch = auth.resetPasswordForm.safeParse({ password: 'abcdef', repeat: 'abcdeg' });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ['repeat'], message: M.RESET_MISMATCH });
  });
});
