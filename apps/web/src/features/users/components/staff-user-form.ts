import { M, users } from '@edu/shared';
import { z } from 'zod';

const shape = users.createUserInput.shape;

/** The create form of 02 §5, with the shared rules: password 6-30, dni ≤8 and phone ≤9 digits, a role at least. */
export const createStaffForm = z.object({
  name: shape.name,
  lastname: shape.lastname,
  email: shape.email,
  password: shape.password,
  dni: shape.dni,
  phone: shape.phone,
  address: shape.address,
  description: shape.description,
  roles: z.array(z.string(), M.USER_ROLE_REQUIRED).min(1, M.USER_ROLE_REQUIRED),
  photo: z.instanceof(File).nullable(),
});

/** The edit form: the e-mail is shown but not edited, and there is no password. */
export const editStaffForm = createStaffForm.extend({ email: z.string(), password: z.string() });

/** 'coordinador' → 'Coordinador', 'admin b2b' → 'Admin b2b'. */
export const roleLabel = (rol: string) => rol.charAt(0).toUpperCase() + rol.slice(1);
