-- The audit trail (docs/decisions/0041-audit-trail.md): where each change came from, and the indexes that
-- read one page of 25 newest first at a million rows, whatever the filters.
ALTER TABLE audit_log ADD COLUMN ip text;
ALTER TABLE audit_log ADD COLUMN user_agent text;

-- Every read is `ORDER BY created_at DESC, id DESC` after a keyset `(created_at, id) < (…)`: each index ends in both
-- columns, read backwards, so a page is a walk of 25 entries whatever its depth.
-- an entity's trail (admins; the superadmin choosing an entity), with the from/to dates as a range on it
DROP INDEX IF EXISTS audit_log_entity_idx;
CREATE INDEX audit_log_entity_time_idx ON audit_log (entity_id, created_at, id);
-- every entity's trail (the superadmin)
CREATE INDEX audit_log_time_idx ON audit_log (created_at, id);
-- by person: one person's rows, in any entity
CREATE INDEX audit_log_user_time_idx ON audit_log (user_id, created_at, id);
-- by kind of record: an fname (and its service) within an entity, and over every entity
CREATE INDEX audit_log_entity_fname_time_idx ON audit_log (entity_id, fname, created_at, id);
CREATE INDEX audit_log_fname_time_idx ON audit_log (fname, created_at, id);
