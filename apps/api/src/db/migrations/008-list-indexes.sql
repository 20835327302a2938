-- Indexes of the list calls at scale (docs/performance.md).
-- Members and enrolled students by name: lower(name), lower(lastname), then id ascending in both directions (A→Z
-- reads the first index forwards, Z→A the second one backwards; a page past the middle reads the other way).
CREATE INDEX users_name_order_idx ON users (lower(name), lower(lastname), id);
CREATE INDEX users_name_order_desc_idx ON users (lower(name), lower(lastname), id DESC);
