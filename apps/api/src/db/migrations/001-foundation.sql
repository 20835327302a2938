-- The foundation (decisions 0001-0005): users, entities, memberships with per-entity roles, the roles list, sessions, reset tokens,
-- the mail outbox, the audit log and the shared rate-limit counters.

CREATE TABLE roles (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  scope text NOT NULL CHECK (scope IN ('platform', 'entity')),
  sort smallint NOT NULL DEFAULT 0
);
INSERT INTO roles (id, name, scope, sort) VALUES
  ('superadmin', 'superadmin', 'platform', 1),
  ('admin_entity', 'admin_entity', 'platform', 2),
  ('user', 'user', 'platform', 3),
  ('admin', 'admin', 'entity', 10),
  ('admin b2b', 'admin b2b', 'entity', 11),
  ('coordinador', 'coordinador', 'entity', 12),
  ('counter', 'counter', 'entity', 13),
  ('docente', 'docente', 'entity', 14),
  ('estudiante', 'estudiante', 'entity', 15);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text,
  rol text NOT NULL DEFAULT 'user' CHECK (rol IN ('superadmin', 'admin_entity', 'user')),
  name text NOT NULL DEFAULT '',
  lastname text NOT NULL DEFAULT '',
  dni text,
  phone text,
  birthdate date,
  address text,
  username text,
  photo text,
  genre text CHECK (genre IN ('Masculino', 'Femenino')),
  place_of_birth text,
  cv_url text,
  linkedin_url text,
  description text,
  document_type text,
  register text NOT NULL DEFAULT 'completed' CHECK (register IN ('incomplete', 'inProcess', 'completed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE entities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entity_name text NOT NULL,
  entity_type text NOT NULL DEFAULT 'b2b',
  description text NOT NULL DEFAULT '',
  domain text NOT NULL DEFAULT '',
  admin_id uuid REFERENCES users (id),
  logo text,
  portrait text,
  bg_sidebar text NOT NULL DEFAULT '#CC337E',
  bg_buttons text NOT NULL DEFAULT '#CC337E',
  font_color text NOT NULL DEFAULT '#000000',
  permissions jsonb NOT NULL DEFAULT '{}',
  opt smallint NOT NULL DEFAULT 0,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  entity_id uuid NOT NULL REFERENCES entities (id),
  user_id uuid NOT NULL REFERENCES users (id),
  role_id text NOT NULL REFERENCES roles (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entity_id, user_id, role_id)
);
CREATE INDEX memberships_user_idx ON memberships (user_id);
CREATE INDEX memberships_entity_role_idx ON memberships (entity_id, role_id);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE password_resets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_id text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  attachments jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  -- one request sends one given mail at most once
  UNIQUE (request_id, to_address, subject)
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  user_id uuid,
  entity_id uuid,
  service text NOT NULL,
  fname text NOT NULL,
  record_id text,
  request_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_id, created_at);

CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
