// Entities (01 §2): wire service `entities` (03 §1).
import { z } from 'zod';
import { CERTIFICATE_IMAGE_FIT, CERTIFICATE_RULES, COLORS, ENTITY_TYPE_VALUES, FONTS, LIMITS } from '../common/constants.js';
import { ADMINS, SUPERADMIN_ONLY } from '../common/role-groups.js';
import * as M from '../common/messages.js';
import { managementSchema } from './permissions.tree.js';
import { defineFname } from './define.js';
import { newAdminInput } from './users.js';
import {
  customize,
  gradeValue,
  hexColor,
  id,
  jsonField,
  okOutput,
  optionalDomain,
  personSummary,
  publicImage,
  requiredText,
} from './fields.js';

const service = z.string().max(50).optional();
/** the logo is drawn on certificates too (the course's own logo first): fitted to the PDF as it is stored */
const entityFiles = { logo: { ...publicImage, resize: CERTIFICATE_IMAGE_FIT }, portrait: publicImage } as const;

export const entityAccess = z.object({
  _id: z.string(),
  entity_name: z.string(),
  description: z.string(),
  /** its catalogue's address (`/e/{domain}`); '' when it has none */
  domain: z.string(),
  customize,
  roles: z.array(z.string()),
  management: managementSchema,
});
export type EntityAccess = z.infer<typeof entityAccess>;

export const userIsInEntitiesAdmin = defineFname({
  service: 'entities',
  name: 'userIsInEntitiesAdmin',
  input: z.object({ service, user_id: id() }),
  output: z.object({
    data: z.object({
      entities: z.array(entityAccess),
      user: z.object({
        _id: z.string(),
        email: z.string(),
        rol: z.string(),
        name: z.string(),
        lastname: z.string(),
        photo: z.string().nullable(),
      }),
    }),
  }),
  access: { kind: 'self' },
  mutates: false,
});

export const entityOutput = z.object({
  _id: z.string(),
  entity_name: z.string(),
  entity_type: z.enum(ENTITY_TYPE_VALUES),
  description: z.string(),
  domain: z.string(),
  admin: z.string().nullable(),
  admin_user: personSummary.nullable(),
  customize,
  opt: z.number(),
  created_at: z.string(),
  /** grades (04 §4 'Grades'): the passing mark (two decimals) and when certificates may be issued (decision 0054) */
  grading: z.object({ passing_mark: z.string(), certificate_rule: z.enum(CERTIFICATE_RULES) }),
});
export type EntityOutput = z.infer<typeof entityOutput>;

const entityFields = {
  service,
  entity_name: requiredText(LIMITS.entityName),
  entity_type: z.enum(ENTITY_TYPE_VALUES, M.ENTITY_TYPE_INVALID).default('b2b'),
  domain: optionalDomain().default(''),
  description: z.string().max(LIMITS.entityDescription, M.ENTITY_DESCRIPTION_MAX).default(''),
  bg_sidebar: hexColor().default(COLORS.entityDefault.bg_sidebar),
  bg_buttons: hexColor().default(COLORS.entityDefault.bg_buttons),
  font_color: hexColor().default(COLORS.entityDefault.font_color),
};

/** The first step of the entity wizards (01 §2): what the form and the server both check. */
export const entityForm = z.object(entityFields);

export const getEntities = defineFname({
  service: 'entities',
  name: 'getEntities',
  input: z.object({ service }),
  output: z.object({ entities: z.array(entityOutput) }),
  access: { kind: 'superadmin' },
  mutates: false,
});

export const getEntity = defineFname({
  service: 'entities',
  name: 'getEntity',
  input: z.object({ service, entity_id: id() }),
  output: z.object({ entity: entityOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
});

export const createEntity = defineFname({
  service: 'entities',
  name: 'createEntity',
  input: z.object({
    ...entityFields,
    admin_id: id().optional(),
    /** 'Agregar admin': a new account-level admin created with the entity (instead of admin_id), as JSON in multipart */
    new_admin: jsonField(newAdminInput).optional(),
  }),
  output: z.object({ entity: entityOutput }),
  access: { kind: 'superadmin' },
  mutates: true,
  files: entityFiles,
});

export const updateEntity = defineFname({
  service: 'entities',
  name: 'updateEntity',
  input: z.object({
    ...entityFields,
    entity_id: id(),
    entity_name: requiredText(LIMITS.entityName).optional(),
    entity_type: z.enum(ENTITY_TYPE_VALUES, M.ENTITY_TYPE_INVALID).optional(),
    domain: optionalDomain().optional(),
    description: z.string().max(LIMITS.entityDescription, M.ENTITY_DESCRIPTION_MAX).optional(),
    bg_sidebar: hexColor().optional(),
    bg_buttons: hexColor().optional(),
    font_color: hexColor().optional(),
    /** the new main administrator (superadmin only) */
    admin_id: id().optional(),
    /** 'Agregar admin' of the edit wizard: a new account-level admin made the main one, created with this save */
    new_admin: jsonField(newAdminInput).optional(),
    /** the main administrator the editor saw; a different current one answers 409 */
    admin_old: z.union([id(), z.literal('')]).optional(),
    /** the settings' font (02 §2.10, §9) */
    font: z.enum(FONTS).optional(),
    /** the mark a final grade must reach (default 11), 0-20 with two decimals */
    passing_mark: gradeValue(M.PASSING_MARK_RANGE).optional(),
    /** when generateCertificate_2 may issue (decision 0054): 'course_end' (the default) or 'any_time' */
    certificate_rule: z.enum(CERTIFICATE_RULES, { error: M.FIELD_INVALID }).optional(),
  }),
  output: z.object({ entity: entityOutput }),
  access: { kind: 'entity', roles: ADMINS, entity: { from: 'field', field: 'entity_id' } },
  mutates: true,
  files: entityFiles,
});

export const deleteEntity = defineFname({
  service: 'entities',
  name: 'deleteEntity',
  input: z.object({ service, entity_id: id() }),
  output: okOutput,
  access: { kind: 'entity', roles: SUPERADMIN_ONLY, entity: { from: 'field', field: 'entity_id' } },
  mutates: true,
});
