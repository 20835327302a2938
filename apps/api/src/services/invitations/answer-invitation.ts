import { invitations } from '@edu/shared';
import { notFound } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { answer } from './answer.js';
import { liveInvitation } from './invitations.queries.js';

// The signed-in invitee accepts or refuses; someone else's invitation, or one already answered, is no invitation (404).
export const answerInvitation = defineHandler(invitations.answerInvitation, async (input, ctx) => {
  const invitation = await liveInvitation(ctx.db, { id: input.invitation, userId: callerOf(ctx).id });
  if (!invitation) throw notFound();
  return { message: await answer(ctx, invitation, input.accept), entity_id: invitation.entity_id };
});
