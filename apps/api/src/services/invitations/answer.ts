// The invitee's answer, on the e-mailed link or signed in: accepting adds the memberships the entity asked for.
import { M } from '@edu/shared';
import type { Ctx } from '../../rpc/context.js';
import { promoteFor } from '../users/admin-promotion.js';
import { addMemberships } from '../users/users.queries.js';
import { closeInvitation, type InvitationRow, type InvitingEntity } from './invitations.queries.js';

export async function answer(ctx: Ctx, invitation: InvitationRow & InvitingEntity, accept: boolean) {
  await closeInvitation(ctx.db, invitation.id, accept ? 'accepted' : 'declined');
  ctx.audit.userId = invitation.user_id;
  ctx.audit.recordId = invitation.id;
  if (!accept) return M.INVITATION_DECLINED;
  await addMemberships(ctx.db, invitation.entity_id, invitation.user_id, invitation.roles);
  // as assignUserToEntity: an admin anywhere may be chosen as an entity's main administrator
  await promoteFor(ctx.db, invitation.user_id, invitation.roles);
  return M.invitationAccepted(invitation.entity_name);
}
