// Wire service: `users` (the spec's, 03 §1); getPreUsers and preRegister, first, are `auth`'s (the spec's, 03 §1).
import { z } from 'zod';
import {
  DOCUMENT_TYPES,
  ENTITY_ROLES,
  GENRES,
  INPUT_BOUNDS,
  LIMITS,
  MANUAL_USER_ROLE_OPTIONS,
  PAGE_SIZES,
  RESOURCE_LIMITS,
  STUDENT_DOCUMENT_TYPE,
  USER_SEARCH_FIELDS,
} from '../common/constants.js';
import { ADMINS, FRONT_DESK, STAFF } from '../common/role-groups.js';
import { SIGNIN_PASSWORD_MAX } from './auth.rules.js';
import * as M from '../common/messages.js';
import { defineFname } from './define.js';
import { PUBLIC_FNAMES } from './public-fnames.js';
import {
  bool,
  digits,
  email,
  id,
  birthDate,
  jsonField,
  messageOutput,
  okOutput,
  pageInput,
  pageSize,
  pagination,
  personSummary,
  publicImage,
  requiredText,
  roleRef,
  sortDirection,
  text,
  exportOf,
  withFormat,
  withoutPage,
} from './fields.js';

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
  birthdate: birthDate().optional(),
  address: optionalText(LIMITS.text),
  description: text(LIMITS.userDescription).optional(),
};

// The superadmin's invitations: wire service `auth` (the spec's, 03 §1), area users (decision 0056).
const service = z.string().max(50).optional();

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

export const getRoles = defineFname({
  service: 'users',
  name: 'getRoles',
  input: z.object({ entity_id: id(), user_id: id() }),
  output: z.object({ roles: z.array(roleRef) }),
  access: { kind: 'entity', roles: STAFF, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
});

export const getRolesByEntity = defineFname({
  service: 'users',
  name: 'getRolesByEntity',
  input: z.object({ entity_id: id(), onlyAdmin: bool().optional() }),
  output: z.object({ roles: z.array(roleRef) }),
  access: { kind: 'entity', roles: STAFF, entity: { from: 'field', field: 'entity_id' } },
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
  ...PUBLIC_FNAMES.getUser,
  input: z.object({ service: z.string().max(50).optional(), user_id: id(), entity_id: id().optional() }),
  output: z.object({ user: userOutput }),
  access: {
    kind: 'entity',
    roles: ADMINS,
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
      .max(LIMITS.passwordMax, M.tooLong(LIMITS.passwordMax)),
    rol: z.enum(manualRoleValues, M.USER_ROLE_REQUIRED).optional(),
    /** staff roles, or ['estudiante'] for a student (02 §2.11's manual creation; a counter may create only students) */
    roles: jsonField(z.array(z.enum(ENTITY_ROLES, M.USER_ROLE_REQUIRED))).optional(),
    username: optionalText(80),
    entity: id().optional(),
    typeDoc: z.enum(DOCUMENT_TYPES).optional(),
    /** a student's second last name (02 §3 'New student form': firstlastname is sent as lastname) */
    secondlastname: optionalText(LIMITS.personName),
  })
  .refine((v) => Boolean(v.rol) || Boolean(v.roles?.length), { path: ['rol'], message: M.USER_ROLE_REQUIRED })
  .superRefine((v, ctx) => {
    if (!v.roles?.includes('estudiante')) return;
    if (v.roles.length > 1) ctx.addIssue({ code: 'custom', path: ['roles'], message: M.FIELD_INVALID });
    if (!v.secondlastname) ctx.addIssue({ code: 'custom', path: ['secondlastname'], message: M.FIELD_REQUIRED });
    if (!v.typeDoc) ctx.addIssue({ code: 'custom', path: ['typeDoc'], message: M.FIELD_REQUIRED });
  });

/**
 * The main administrator the superadmin's new-entity wizard adds ('Agregar admin', 01 §2): created with the entity in
 * one transaction at 'Finalizar', so a cancelled wizard leaves no account behind (issue 30 item 10, decision 0053).
 */
export const newAdminInput = z.object({
  ...personFields,
  email: email(),
  password: z
    .string({ error: M.USER_PASSWORD_MIN })
    .min(LIMITS.passwordMin, M.USER_PASSWORD_MIN)
    .max(LIMITS.passwordMax, M.tooLong(LIMITS.passwordMax)),
  username: optionalText(80),
});

/**
 * The manual student form of the enrolment modal (02 §3 'New student form', §5): rol estudiante, name, both last
 * names, document type (only dni), address optional, digits-only phone (9) and DNI (8), e-mail, password (6-30), photo.
 */
export const studentForm = z.object({
  name: requiredText(LIMITS.personName),
  firstlastname: requiredText(LIMITS.personName),
  secondlastname: requiredText(LIMITS.personName),
  typeDoc: z.literal(STUDENT_DOCUMENT_TYPE.value, M.FIELD_REQUIRED),
  address: optionalText(LIMITS.text),
  phone: digits(LIMITS.phone, M.PHONE_MAX).optional(),
  dni: digits(LIMITS.dni, M.DNI_MAX).optional(),
  email: email(),
  password: z
    .string({ error: M.USER_PASSWORD_MIN })
    .min(LIMITS.passwordMin, M.USER_PASSWORD_MIN)
    .max(LIMITS.passwordMax, M.tooLong(LIMITS.passwordMax)),
});

export const createUser = defineFname({
  service: 'users',
  name: 'createUser',
  input: createUserInput,
  output: z.object({ user: userOutput }),
  // a counter creates students only (03 §2); the handler refuses it any other role
  access: {
    kind: 'entity',
    roles: FRONT_DESK,
    entity: { from: 'field', field: 'entity' },
    withoutEntity: 'superadmin',
  },
  mutates: true,
  files: { photo: publicImage },
});

// ── Staff users of an entity (02 §2.7), the profile (02 §2.10) and its password change

export const getUsersByEntity = defineFname({
  service: 'users',
  name: 'getUsersByEntity',
  input: z.object({
    entity_id: id(),
    page: pageInput.page,
    docs: z.union([z.literal('all'), pageSize(PAGE_SIZES.teachers, PAGE_SIZES.teachers)]).default(PAGE_SIZES.users),
    /** query {field, search}: part of the name (name or last name), last name, e-mail or document number, any case */
    query: jsonField(
      z.object({ field: z.enum(USER_SEARCH_FIELDS).default('name'), search: z.string().trim().max(100).default('') }),
    ).optional(),
    /** members holding any of these roles (e.g. ['docente'] for teachers); absent: everyone but students */
    roles: jsonField(z.array(z.enum(ENTITY_ROLES, M.FIELD_INVALID)).min(1).max(ENTITY_ROLES.length)).optional(),
    /** 1: by name A→Z (default), -1: Z→A */
    sortNameNumber: sortDirection(),
  }),
  output: z.object({ users: z.array(z.object({ user: userOutput, roles: z.array(roleRef) })), pagination }),
  // the coordinador reads the entity's teachers and students, the counter its students (03 §2); the handler holds
  // them to roles ['docente'] / ['estudiante']
  access: { kind: 'entity', roles: STAFF, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
});

/**
 * The staff edit form and the profile form (02 §5, §7): what is sent changes, what is absent stays. Phone and document
 * number are digits; a DNI has at most 8, a passport or foreign-resident card 12.
 */
export const updateUserInput = z
  .object({
    user: id(),
    /** the entity whose member an admin edits; absent: one's own profile */
    entity: id().optional(),
    /** the spec's other name for entity */
    entity_id: id().optional(),
    name: requiredText(LIMITS.personName).optional(),
    lastname: requiredText(LIMITS.personName).optional(),
    /** sent unchanged by the forms; a new one already taken answers 409 */
    email: email().optional(),
    phone: digits(LIMITS.phone, M.PHONE_MAX).optional(),
    address: optionalText(LIMITS.text),
    documentType: z.enum(DOCUMENT_TYPES, M.FIELD_INVALID).optional(),
    dni: digits(RESOURCE_LIMITS.documentNumber, M.DOCUMENT_NUMBER_MAX).optional(),
    birthdate: birthDate().optional(),
    description: text(LIMITS.userDescription).optional(),
    /** the user's roles in the entity (not 'estudiante'); ignored when one edits oneself */
    roles: jsonField(z.array(z.string({ error: M.USER_ROLE_REQUIRED }).max(30)).max(10)).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.documentType ?? 'dni') === 'dni' && (v.dni?.length ?? 0) > LIMITS.dni) {
      ctx.addIssue({ code: 'custom', path: ['dni'], message: M.DNI_MAX });
    }
  })
  .transform(({ entity_id, ...v }) => ({ ...v, entity: v.entity ?? entity_id }));

export const updateUser = defineFname({
  ...PUBLIC_FNAMES.updateUser,
  input: updateUserInput,
  /** emailPending: the new address, when the change waits for it to confirm (someone other than the owner asked) */
  output: z.object({ user: userOutput, emailPending: z.string().optional() }),
  // a counter edits students only (03 §2: create and assign students); the handler refuses it staff records
  access: {
    kind: 'entity',
    roles: FRONT_DESK,
    entity: { from: 'field', field: 'entity' },
    withoutEntity: 'self',
  },
  mutates: true,
  files: { photo: publicImage },
});

export const deleteUserByEntity = defineFname({
  service: 'users',
  name: 'deleteUserByEntity',
  input: z.object({ entity_id: id(), user_id: id() }),
  output: okOutput,
  // a counter removes students only (02 §2.11 'deleting a student'); the handler refuses it staff members
  access: { kind: 'entity', roles: FRONT_DESK, entity: { from: 'field', field: 'entity_id' } },
  mutates: true,
});

const changedPassword = z
  .string({ error: M.USER_PASSWORD_MIN })
  .min(LIMITS.passwordMin, M.USER_PASSWORD_MIN)
  .max(LIMITS.passwordMax, M.tooLong(LIMITS.passwordMax));

/** The password one has now: whatever sign-in accepts (it may predate today's rules). */
const currentPassword = z
  .string({ error: M.PASSWORD_REQUIRED })
  .min(1, M.PASSWORD_REQUIRED)
  .max(SIGNIN_PASSWORD_MAX, M.tooLong(SIGNIN_PASSWORD_MAX));

/** The profile's password tab (02 §5): the current password, and the new one twice; both entries must match. */
export const passwordChangeForm = z
  .object({ currentPassword, password: changedPassword, repeat: z.string({ error: M.PASSWORD_CHANGE_MISMATCH }) })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: M.PASSWORD_CHANGE_MISMATCH });

/**
 * The profile's password change (users service, 03 §1): oneself only, proving the current password (a wrong one
 * counts as a failed sign-in, docs/decisions/0027-sign-in-limits.md); the other sessions are signed out.
 */
export const resetPassword = defineFname({
  ...PUBLIC_FNAMES.changePassword,
  input: z
    .object({
      user: id(),
      currentPassword,
      password: changedPassword,
      /** the second entry, when the client sends it */
      repeat: z.string({ error: M.PASSWORD_CHANGE_MISMATCH }).max(200).optional(),
    })
    .refine((v) => v.repeat === undefined || v.password === v.repeat, {
      path: ['repeat'],
      message: M.PASSWORD_CHANGE_MISMATCH,
    }),
  output: messageOutput,
  access: { kind: 'self' },
  mutates: true,
  rateLimited: 'failures',
});

// ── The enrolment modal's search and assignment (02 §2.11)

/** The enrolment modal's search: is there a person with this e-mail, and are they already in the entity? */
export const searchUserByEntity = defineFname({
  service: 'users',
  name: 'searchUserByEntity',
  input: z.object({ entity: id(), email: email() }),
  output: z.object({
    userExists: z.boolean(),
    userExistsInEntity: z.boolean(),
    /**
     * A member of the entity: who they are. Anyone else: no id and no photo, their names masked ('J*** P****'), the
     * address typed; whether this entity already invited them (docs/decisions/0028-identity-and-invitations.md).
     */
    user: personSummary.extend({ _id: z.string().nullable(), photo: z.string().nullable() }).nullable(),
    invitationPending: z.boolean(),
  }),
  access: { kind: 'entity', roles: STAFF, entity: { from: 'field', field: 'entity' } },
  mutates: false,
});

/**
 * Agregar: a person found by e-mail joins this entity; coordinador and counter may give the role estudiante only. A
 * member (by `user`) gets the roles at once; anyone else (by `email`: the search does not tell their id) is invited
 * and joins when they accept (`invited`).
 */
export const assignUserToEntity = defineFname({
  service: 'users',
  name: 'assignUserToEntity',
  input: z
    .object({
      entity: id(),
      user: id().optional(),
      email: email().optional(),
      roles: jsonField(z.array(z.enum(ENTITY_ROLES, M.USER_ROLE_REQUIRED)).min(1, M.USER_ROLE_REQUIRED).max(ENTITY_ROLES.length)),
    })
    .refine((v) => v.user !== undefined || v.email !== undefined, { path: ['email'], message: M.EMAIL_REQUIRED }),
  /** user: who joined, when they joined at once (the modal goes on to enrol them) */
  output: messageOutput.extend({ invited: z.boolean(), user: personSummary.optional() }),
  access: { kind: 'entity', roles: STAFF, entity: { from: 'field', field: 'entity' } },
  mutates: true,
});

// its export (decision 0040)
export const exportUsersByEntity = exportOf(
  getUsersByEntity,
  'exportUsersByEntity',
  getUsersByEntity.input.omit(withoutPage).extend(withFormat),
);
