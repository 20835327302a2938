import { invitations } from '@edu/shared';
import { call } from '../../../lib/api';

// The e-mailed links (no sign-in: the link is the proof of the mailbox; docs/decisions/0028).
export const fetchInvitation = (token: string, signal?: AbortSignal) => call(invitations.getInvitation, { token }, { signal });
export const answerInvitationByLink = (token: string, accept: boolean) =>
  call(invitations.answerInvitationByLink, { token, accept });
export const confirmEmail = (token: string) => call(invitations.confirmEmail, { token });
