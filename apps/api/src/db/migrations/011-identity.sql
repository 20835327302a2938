-- A person's account is theirs (docs/decisions/0028-identity-and-invitations.md).
-- Who made an account, and whether its owner has ever used it, decide who besides the owner may change its identity.
ALTER TABLE users ADD COLUMN created_by_entity uuid REFERENCES entities (id);
ALTER TABLE users ADD COLUMN owner_active_at timestamptz;

-- Accounts already here: one that signed in has been used by its owner; one that is in a single entity and was not
-- made by the superadmin is taken as made by that entity.
UPDATE users u SET owner_active_at = s.first
FROM (SELECT user_id, min(created_at) AS first FROM sessions GROUP BY user_id) s
WHERE s.user_id = u.id;
UPDATE users u SET created_by_entity = m.entity_id
FROM (SELECT user_id, min(entity_id::text)::uuid AS entity_id FROM memberships GROUP BY user_id
      HAVING count(DISTINCT entity_id) = 1) m
WHERE m.user_id = u.id AND NOT u.pre_registered AND u.rol <> 'superadmin';

-- Adding a person who already has an account is an invitation: their data reaches the entity once they accept.
CREATE TABLE entity_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entity_id uuid NOT NULL REFERENCES entities (id),
  user_id uuid NOT NULL REFERENCES users (id),
  -- the address the staff typed, the only thing of the person they see until the person accepts
  email text NOT NULL,
  roles text[] NOT NULL,
  invited_by uuid REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'accepted', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  answered_at timestamptz
);
CREATE UNIQUE INDEX entity_invitations_pending_key ON entity_invitations (entity_id, user_id) WHERE state = 'pending';
CREATE INDEX entity_invitations_user_idx ON entity_invitations (user_id) WHERE state = 'pending';
CREATE INDEX entity_invitations_entity_idx ON entity_invitations (entity_id, created_at DESC);

-- An e-mail change asked by anyone but the owner waits for the new address to confirm it.
CREATE TABLE email_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  new_email text NOT NULL,
  requested_by uuid REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  closed_at timestamptz
);
CREATE INDEX email_changes_user_idx ON email_changes (user_id) WHERE confirmed_at IS NULL AND closed_at IS NULL;
