-- Pre-registered users (the superadmin's Users page) and what they applied for.
ALTER TABLE users ADD COLUMN pre_registered boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN applied_for text;
CREATE INDEX users_pre_registered_idx ON users (register, created_at) WHERE pre_registered;
CREATE INDEX users_rol_idx ON users (rol);
