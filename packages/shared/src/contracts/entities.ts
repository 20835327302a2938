import { z } from 'zod';
import { ADMIN_ROLES, COLORS, LIMITS } from '../constants.js';
import * as M from '../messages.js';
import { managementSchema } from '../permissions.js';
import { defineFname } from './define.js';
import { customize, hexColor, id, okOutput, personSummary, publicImage, requiredText, text } from './fields.js';

const service = z.string().max(50).optional();

export const entityAccess = z.object({
  _id: z.string(),
  entity_name: z.string(),
  description: z.string(),
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
  entity_type: z.string(),
  description: z.string(),
  domain: z.string(),
  admin: z.string().nullable(),
  admin_user: personSummary.nullable(),
  customize,
  opt: z.number(),
  created_at: z.string(),
});
export type EntityOutput = z.infer<typeof entityOutput>;

const entityFields = {
  service,
  entity_name: requiredText(LIMITS.entityName),
  entity_type: text(50).default('b2b'),
  domain: text(120).default(''),
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
  access: { kind: 'entity', roles: ADMIN_ROLES, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
});

export const createEntity = defineFname({
  service: 'entities',
  name: 'createEntity',
  input: z.object({ ...entityFields, admin_id: id().optional() }),
  output: z.object({ entity: entityOutput }),
  access: { kind: 'superadmin' },
  mutates: true,
  files: { logo: publicImage, portrait: publicImage },
});

export const updateEntity = defineFname({
  service: 'entities',
  name: 'updateEntity',
  input: z.object({
    ...entityFields,
    entity_id: id(),
    entity_name: requiredText(LIMITS.entityName).optional(),
    entity_type: text(50).optional(),
    domain: text(120).optional(),
    description: z.string().max(LIMITS.entityDescription, M.ENTITY_DESCRIPTION_MAX).optional(),
    bg_sidebar: hexColor().optional(),
    bg_buttons: hexColor().optional(),
    font_color: hexColor().optional(),
    /** the new main administrator (superadmin only) */
    admin_id: id().optional(),
    /** the main administrator the editor saw; a different current one answers 409 */
    admin_old: z.union([id(), z.literal('')]).optional(),
  }),
  output: z.object({ entity: entityOutput }),
  access: { kind: 'entity', roles: ADMIN_ROLES, entity: { from: 'field', field: 'entity_id' } },
  mutates: true,
  files: { logo: publicImage, portrait: publicImage },
});

export const deleteEntity = defineFname({
  service: 'entities',
  name: 'deleteEntity',
  input: z.object({ service, entity_id: id() }),
  output: okOutput,
  access: { kind: 'entity', roles: [], entity: { from: 'field', field: 'entity_id' } },
  mutates: true,
});

