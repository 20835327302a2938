import { invitations } from '@edu/shared';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { myInvitations } from './invitations.queries.js';

// What the signed-in person is invited to: which entity asks, for which roles (shown at sign-in).
export const getMyInvitations = defineHandler(invitations.getMyInvitations, async (_input, ctx) => {
  const rows = await myInvitations(ctx.db, callerOf(ctx).id);
  return {
    invitations: rows.map((r) => ({
      _id: r.id,
      entity: { _id: r.entity_id, entity_name: r.entity_name, logo: r.logo ? ctx.services.storage.urlOf(r.logo) : null },
      roles: r.roles as never,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
});
