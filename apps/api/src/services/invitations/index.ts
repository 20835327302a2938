import { answerInvitation } from './answer-invitation.js';
import { answerInvitationByLink } from './answer-invitation-by-link.js';
import { getInvitation } from './get-invitation.js';
import { getInvitations } from './get-invitations.js';
import { getMyInvitations } from './get-my-invitations.js';

/** Invitations (decision 0028); each fname's wire service is the one its contract names. */
export const invitationsHandlers = [getInvitations, getMyInvitations, answerInvitation, getInvitation, answerInvitationByLink];
