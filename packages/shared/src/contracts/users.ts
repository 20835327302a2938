import { z } from 'zod';
import { ADMIN_ROLES, DOCUMENT_TYPES, ENTITY_ROLES, LIMITS, MANUAL_USER_ROLE_OPTIONS, STAFF_ROLES } from '../constants.js';
import * as M from '../messages.js';
import { defineFname } from './define.js';
import { bool, digits, email, id, isoDate, jsonField, personSummary, publicImage, requiredText, roleRef, text } from './fields.js';

export const userOutput = z.object({
  _id: z.string(),
  email: z.string(),
  rol: z.string(),
  name: z.string(),
  lastname: z.string(),
  dni: z.string().nullable(),
  phone: z.string().nullable(),
  birthdate: z.string().nullable(),
  address: z.string().nullable(),
  username: z.string().nullable(),
  photo: z.string().nullable(),
  genre: z.string().nullable(),
  place_of_birth: z.string().nullable(),
  cv_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  description: z.string().nullable(),
  documentType: z.string().nullable(),
  applied_for: z.string().nullable(),
  register: z.string(),
  created_at: z.string(),
  /** roles in the entity the call named (empty without one) */
  roles: z.array(roleRef),
});
export type UserOutput = z.infer<typeof userOutput>;

const optionalText = (max: number) => text(max).trim().optional();
const manualRoleValues = MANUAL_USER_ROLE_OPTIONS.map((o) => o.value) as [string, ...string[]];

/** The fields a person's record shares across the user forms (01 §3, §5; 02 §5). */
export const personFields = {
  name: requiredText(LIMITS.personName),
  lastname: requiredText(LIMITS.personName),
  dni: digits(LIMITS.dni, M.DNI_MAX).optional(),
  phone: digits(LIMITS.phone, M.PHONE_MAX).optional(),
  birthdate: z.union([isoDate(), z.literal('')]).optional(),
  address: optionalText(LIMITS.text),
  description: text(LIMITS.userDescription).optional(),
};

export const getRoles = defineFname({
  service: 'users',
  name: 'getRoles',
  input: z.object({ entity_id: id(), user_id: id() }),
  output: z.object({ roles: z.array(roleRef) }),
  access: { kind: 'entity', roles: STAFF_ROLES, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
});

export const getRolesByEntity = defineFname({
  service: 'users',
  name: 'getRolesByEntity',
  input: z.object({ entity_id: id(), onlyAdmin: bool().optional() }),
  output: z.object({ roles: z.array(roleRef) }),
  access: { kind: 'entity', roles: STAFF_ROLES, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
});

export const getAdminEntity = defineFname({
  service: 'users',
  name: 'getAdminEntity',
  input: z.object({ rol: z.literal('admin_entity').default('admin_entity') }),
  output: z.object({ users: z.array(personSummary) }),
  access: { kind: 'superadmin' },
  mutates: false,
});

export const getUser = defineFname({
  service: 'users',
  name: 'getUser',
  input: z.object({ service: z.string().max(50).optional(), user_id: id(), entity_id: id().optional() }),
  output: z.object({ user: userOutput }),
  access: {
    kind: 'entity',
    roles: ADMIN_ROLES,
    entity: { from: 'field', field: 'entity_id' },
    withoutEntity: 'self',
  },
  mutates: false,
});

/**
 * The create-user forms: the superadmin's manual form (rol from the options of 01 §3, no entity) and an entity
 * admin's staff form (entity and roles). Either a rol or at least one role is required ('Seleccione un rol').
 */
export const createUserInput = z
  .object({
    ...personFields,
    email: email(),
    password: z
      .string({ error: M.USER_PASSWORD_MIN })
      .min(LIMITS.passwordMin, M.USER_PASSWORD_MIN)
      .max(LIMITS.passwordMax, M.FIELD_TOO_LONG),
    rol: z.enum(manualRoleValues, M.USER_ROLE_REQUIRED).optional(),
    roles: jsonField(z.array(z.enum(ENTITY_ROLES.filter((r) => r !== 'estudiante') as [string, ...string[]], M.USER_ROLE_REQUIRED))).optional(),
    username: optionalText(80),
    entity: id().optional(),
    typeDoc: z.enum(DOCUMENT_TYPES).optional(),
  })
  .refine((v) => Boolean(v.rol) || Boolean(v.roles?.length), { path: ['rol'], message: M.USER_ROLE_REQUIRED });

export const createUser = defineFname({
  service: 'users',
  name: 'createUser',
  input: createUserInput,
  output: z.object({ user: userOutput }),
  access: { kind: 'entity', roles: ADMIN_ROLES, entity: { from: 'field', field: 'entity' }, withoutEntity: 'superadmin' },
  mutates: true,
  files: { photo: publicImage },
});
