import { INVITATION_TOKEN_DAYS, M, users } from '@edu/shared';
import { hashToken, newToken } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { toUserOutput } from './user-output.js';
import { emailTaken, insertUser, userById } from './users.queries.js';
import { insertPasswordReset } from '../auth/auth.queries.js';

// An invited user ('incomplete') gets a mail with a link to set a password; setting it moves them to 'inProcess'.
export const preRegister = defineHandler(users.preRegister, async (input, ctx) => {
  if (await emailTaken(ctx.db, input.email)) {
    throw new AppError('CONFLICT', M.CONFLICT_EMAIL, { email: M.CONFLICT_EMAIL });
  }
  const id = await insertUser(ctx.db, {
    email: input.email,
    password_hash: null,
    rol: 'user',
    name: input.name,
    lastname: input.lastname,
    dni: input.dni,
    phone: input.phone,
    birthdate: input.birthdate,
    address: input.address,
    place_of_birth: input.place_of_birth,
    cv_url: input.cv_url,
    linkedin_url: input.linkedin_url,
    genre: input.genre,
    description: input.description,
    applied_for: input.rol,
    photo: ctx.files.photo?.[0]?.key ?? null,
    register: 'incomplete',
    pre_registered: true,
  });
  const token = newToken();
  await insertPasswordReset(ctx.db, id, hashToken(token), INVITATION_TOKEN_DAYS * 24 * 60);
  const link = `${ctx.services.config.publicUrl}/auth/recover-password/${token}`;
  await ctx.services.mailer.enqueue(ctx.db, {
    requestId: ctx.requestId,
    to: input.email,
    subject: M.INVITATION_MAIL_SUBJECT,
    text: `${M.invitationMailText(input.name)}\n\n${link}\n`,
  });
  return { user: toUserOutput(await userById(ctx.db, id), ctx.services.storage) };
});
