// Wire service: `invitations` (its own name: the spec names no fname of it; decision 0056).
// A person's account is theirs (docs/decisions/0028-identity-and-invitations.md): an entity that adds a person
// who already has an account invites them, and the person accepts or refuses, on the e-mailed link or once signed in;
// an e-mail change asked by anyone but the owner waits for the new address to confirm it.
import { z } from 'zod';
import { ENTITY_ROLES } from '../common/constants.js';
import { STAFF } from '../common/role-groups.js';
import { defineFname } from './define.js';
import { bool, id, messageOutput, pageInput, pagination } from './fields.js';

const token = () => z.string().min(16).max(200);
const invitingEntity = z.object({ _id: z.string(), entity_name: z.string(), logo: z.string().nullable() });
export const INVITATION_STATE_VALUES = ['pending', 'accepted', 'declined'] as const;

/** The counter's 'Invitados' screen: who was invited and whether they answered. Only what the staff typed is shown. */
export const getInvitations = defineFname({
  service: 'invitations',
  name: 'getInvitations',
  input: z.object({ entity: id(), ...pageInput }),
  output: z.object({
    invitations: z.array(
      z.object({
        _id: z.string(),
        email: z.string(),
        roles: z.array(z.enum(ENTITY_ROLES)),
        state: z.enum(INVITATION_STATE_VALUES),
        created_at: z.string(),
        answered_at: z.string().nullable(),
      }),
    ),
    pagination,
  }),
  access: { kind: 'entity', roles: STAFF, entity: { from: 'field', field: 'entity' } },
  mutates: false,
});

const myInvitation = z.object({
  _id: z.string(),
  entity: invitingEntity,
  roles: z.array(z.enum(ENTITY_ROLES)),
  created_at: z.string(),
});

/** The signed-in person's pending invitations, shown at their next sign-in. */
export const getMyInvitations = defineFname({
  service: 'invitations',
  name: 'getMyInvitations',
  input: z.object({}),
  output: z.object({ invitations: z.array(myInvitation) }),
  access: { kind: 'self' },
  mutates: false,
});

export const answerInvitation = defineFname({
  service: 'invitations',
  name: 'answerInvitation',
  input: z.object({ invitation: id(), accept: bool() }),
  output: messageOutput.extend({ entity_id: z.string() }),
  access: { kind: 'self' },
  mutates: true,
});

/** The e-mailed link's page: which entity asks, for which roles. */
export const getInvitation = defineFname({
  service: 'invitations',
  name: 'getInvitation',
  input: z.object({ token: token() }),
  output: z.object({ entity: invitingEntity, roles: z.array(z.enum(ENTITY_ROLES)), email: z.string() }),
  access: { kind: 'public' },
  mutates: false,
});

export const answerInvitationByLink = defineFname({
  service: 'invitations',
  name: 'answerInvitationByLink',
  input: z.object({ token: token(), accept: bool() }),
  output: messageOutput,
  access: { kind: 'public' },
  mutates: true,
});

/** The new address confirms an e-mail change that someone other than the owner asked for. */
export const confirmEmail = defineFname({
  service: 'invitations',
  name: 'confirmEmail',
  input: z.object({ token: token() }),
  output: messageOutput.extend({ email: z.string() }),
  access: { kind: 'public' },
  mutates: true,
});
