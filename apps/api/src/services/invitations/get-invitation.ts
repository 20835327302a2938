import { invitations, M } from '@edu/shared';
import { hashToken } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { liveInvitation } from './invitations.queries.js';

export const invitationGone = () => new AppError('NOT_FOUND', M.INVITATION_GONE);

// The e-mailed link's page (no sign-in: the link is the proof of the mailbox): which entity asks, for which roles.
export const getInvitation = defineHandler(invitations.getInvitation, async (input, ctx) => {
  const invitation = await liveInvitation(ctx.db, { tokenHash: hashToken(input.token) });
  if (!invitation) throw invitationGone();
  return {
    entity: {
      _id: invitation.entity_id,
      entity_name: invitation.entity_name,
      logo: invitation.logo ? ctx.services.storage.urlOf(invitation.logo) : null,
    },
    roles: invitation.roles as never,
    email: invitation.email,
  };
});
