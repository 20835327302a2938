// An entity adds a person who already has an account elsewhere: they are invited by e-mail, and join when they accept
// (on the link, or at their next sign-in). Until then the entity sees only the address it typed (docs/decisions/0028).
import { INVITATION_DAYS, M } from '@edu/shared';
import { hashToken, newToken } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { callerOf, type Ctx } from '../../rpc/context.js';
import { hasPendingInvitation, insertInvitation } from './invitations.queries.js';

export async function invite(ctx: Ctx, entityId: string, person: { id: string; email: string }, roles: readonly string[]) {
  if (await hasPendingInvitation(ctx.db, entityId, person.id)) {
    const text = M.invitationAlreadyPending(person.email);
    throw new AppError('CONFLICT', text, { email: text });
  }
  const token = newToken();
  const id = await insertInvitation(ctx.db, {
    entityId,
    userId: person.id,
    email: person.email,
    roles,
    invitedBy: callerOf(ctx).id,
    tokenHash: hashToken(token),
    days: INVITATION_DAYS,
  });
  const [entity] = await ctx.db.query<{ entity_name: string }>('SELECT entity_name FROM entities WHERE id = $1', [entityId]);
  const link = `${ctx.services.config.publicUrl}/auth/invitation/${token}`;
  await ctx.services.mailer.enqueue(ctx.db, {
    requestId: ctx.requestId,
    to: person.email,
    subject: M.entityInvitationMailSubject(entity.entity_name),
    text: `${M.entityInvitationMailText(entity.entity_name, M.roleNames(roles), INVITATION_DAYS)}\n\n${link}\n`,
  });
  return id;
}
