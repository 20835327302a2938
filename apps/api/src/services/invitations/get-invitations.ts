import { invitations } from '@edu/shared';
import { paginationOf } from '../../db/pagination.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { entityInvitations } from './invitations.queries.js';

// 'Invitados': whom this entity invited and whether they answered; the address the staff typed, nothing of the person.
export const getInvitations = defineHandler(invitations.getInvitations, async (input, ctx) => {
  const docs = input.docs === 'all' ? 1000 : input.docs;
  const { rows, total } = await entityInvitations(ctx.db, entityOf(ctx), docs, (input.page - 1) * docs);
  return {
    invitations: rows.map((r) => ({
      _id: r.id,
      email: r.email,
      roles: r.roles as never,
      state: r.state,
      created_at: new Date(r.created_at).toISOString(),
      answered_at: r.answered_at ? new Date(r.answered_at).toISOString() : null,
    })),
    pagination: paginationOf(input.page, docs, total, rows.length),
  };
});
