import { invitations } from '@edu/shared';
import { hashToken } from '../../auth/tokens.js';
import { defineHandler } from '../../rpc/context.js';
import { answer } from './answer.js';
import { invitationGone } from './get-invitation.js';
import { liveInvitation } from './invitations.queries.js';

// Accepting or refusing on the e-mailed link; the link works until it is answered or expires.
export const answerInvitationByLink = defineHandler(invitations.answerInvitationByLink, async (input, ctx) => {
  const invitation = await liveInvitation(ctx.db, { tokenHash: hashToken(input.token) });
  if (!invitation) throw invitationGone();
  return { message: await answer(ctx, invitation, input.accept) };
});
