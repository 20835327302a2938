-- The students' side (spec 04; docs/decisions/0035-students-side.md).

-- The public catalogue finds an entity by its domain (/e/{domain}), any case. Not unique in the database: a
-- database of an earlier version may hold two entities with one domain, and a migration must not fail on them; the
-- server refuses a taken domain from now on and the catalogue reads the oldest entity that has it.
CREATE INDEX entities_domain_idx ON entities (lower(domain)) WHERE domain <> '';

-- The catalogue's published main scheduled courses, soonest first.
CREATE INDEX scheduleds_catalog_idx ON scheduleds (entity_id, start_date, id)
  WHERE publish AND type_of_scheduled = 'main';

-- The number printed on a Yape, Plin or bank voucher: the counter sees other orders with the same number and amount.
ALTER TABLE orders ADD COLUMN operation_number text;
CREATE INDEX orders_operation_idx ON orders (entity_id, operation_number) WHERE operation_number IS NOT NULL;
-- a student's own orders, newest first (Mis pedidos) and their pending ones per course (one at a time)
CREATE INDEX orders_buyer_idx ON orders (user_id, entity_id, created_at DESC, id DESC);

-- The SHA-256 of a voucher image's bytes: the same image sent for two orders is flagged to the counter.
ALTER TABLE order_vouchers ADD COLUMN sha256 text;
CREATE INDEX order_vouchers_sha_idx ON order_vouchers (entity_id, sha256) WHERE sha256 IS NOT NULL;
