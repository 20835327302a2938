// Wire service: `auth` (the spec's, 03 §1): the entity's management switches (area permissions, decision 0056).
import { z } from 'zod';
import { SUPERADMIN_ONLY } from '../common/role-groups.js';
import { managementSchema } from './permissions.tree.js';
import { defineFname } from './define.js';
import { id } from './fields.js';

const service = z.string().max(50).optional();

export const getManagement = defineFname({
  service: 'auth',
  name: 'getManagement',
  input: z.object({ service, entity_id: id() }),
  output: z.object({ management: managementSchema }),
  access: { kind: 'entity', roles: SUPERADMIN_ONLY, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
});

export const updateManagement = defineFname({
  service: 'auth',
  name: 'updateManagement',
  input: managementSchema.extend({ service, entity_id: id() }),
  output: z.object({ management: managementSchema }),
  access: { kind: 'entity', roles: SUPERADMIN_ONLY, entity: { from: 'field', field: 'entity_id' } },
  mutates: true,
});
