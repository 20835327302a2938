import { entities, withDefaults } from '@edu/shared';
import { forbidden, notFound } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entitiesOfMember, userSummary } from './entities.queries.js';
import { customizeOf } from './entity-output.js';

// The shell's entry: the entities where the user holds a role, with the roles and the branding of each.
export const userIsInEntitiesAdmin = defineHandler(entities.userIsInEntitiesAdmin, async (input, ctx) => {
  const caller = callerOf(ctx);
  if (input.user_id !== caller.id && caller.rol !== 'superadmin') throw forbidden();
  const user = await userSummary(ctx.db, input.user_id);
  if (!user) throw notFound();
  const { storage } = ctx.services;
  const rows = await entitiesOfMember(ctx.db, input.user_id);
  return {
    data: {
      entities: rows.map((e) => ({
        _id: e.id,
        entity_name: e.entity_name,
        description: e.description,
        domain: e.domain,
        customize: customizeOf(e, storage),
        roles: e.roles,
        management: withDefaults(e.permissions),
      })),
      user: {
        _id: user.id,
        email: user.email,
        rol: user.rol,
        name: user.name,
        lastname: user.lastname,
        photo: user.photo ? storage.urlOf(user.photo) : null,
      },
    },
  };
});
