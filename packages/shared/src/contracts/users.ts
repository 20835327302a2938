import { z } from 'zod';
import { STAFF_ROLES } from '../constants.js';
import { defineFname } from './define.js';
import { bool, id, roleRef } from './fields.js';

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
