import { DOCUMENT_TYPES, LIMITS, M, RESOURCE_LIMITS, users } from '@edu/shared';
import { z } from 'zod';

const shape = users.createUserInput.shape;
const digits = (max: number, message: string) => z.string().trim().regex(/^\d*$/, M.DIGITS_ONLY).max(max, message);

/** The profile form (02 §5): phone and document number are digits; a DNI has at most 8, other documents 12. */
export const profileForm = z
  .object({
    name: shape.name,
    lastname: shape.lastname,
    phone: digits(LIMITS.phone, M.PHONE_MAX),
    address: shape.address,
    documentType: z.enum(DOCUMENT_TYPES, M.FIELD_INVALID),
    dni: digits(RESOURCE_LIMITS.documentNumber, M.DOCUMENT_NUMBER_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.documentType === 'dni' && v.dni.length > LIMITS.dni) {
      ctx.addIssue({ code: 'custom', path: ['dni'], message: M.DNI_MAX });
    }
  });

export type ProfileFormInput = z.input<typeof profileForm>;
export type ProfileFormOutput = z.output<typeof profileForm>;

export const DOCUMENT_TYPE_LABELS: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  dni: M.DOCUMENT_TYPE_DNI,
  pasaporte: M.DOCUMENT_TYPE_PASSPORT,
  carné: M.DOCUMENT_TYPE_CARD,
};
