-- The dashboards (docs/decisions/0039-metrics-and-dashboards.md): each figure reads an index of its entity rather than
-- the whole table, so Resumen stays fast for an entity of 100,000 students and 200,000 orders.

-- accepted revenue per month of decision (the amount in the index: read without the table)
CREATE INDEX orders_accepted_idx ON orders (entity_id, decided_at) INCLUDE (total_price) WHERE state = 'success';
-- orders placed in the period, by state
CREATE INDEX orders_created_idx ON orders (entity_id, created_at, state);
-- enrolments per month
CREATE INDEX scheduled_students_created_idx ON scheduled_students (entity_id, created_at);
-- stored files per entity: vouchers and certificates
CREATE INDEX order_vouchers_entity_idx ON order_vouchers (entity_id);
CREATE INDEX student_certificates_entity_idx ON student_certificates (entity_id);
-- the outbox's health: what is not sent yet
CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (status, created_at) WHERE status <> 'sent';
