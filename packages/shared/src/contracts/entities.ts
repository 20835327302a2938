import { z } from 'zod';
import { defineFname } from './define.js';
import { customize, id } from './fields.js';

export const entityAccess = z.object({
  _id: z.string(),
  entity_name: z.string(),
  description: z.string(),
  customize,
  roles: z.array(z.string()),
});
export type EntityAccess = z.infer<typeof entityAccess>;

export const userIsInEntitiesAdmin = defineFname({
  service: 'entities',
  name: 'userIsInEntitiesAdmin',
  input: z.object({ service: z.string().max(50).optional(), user_id: id() }),
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
