-- Matching pending orders to bank movements (docs/decisions/0062-matching-payments.md).
--
-- Each pending order carries its match state, recomputed whenever what it depends on changes (a statement imported, a
-- voucher read, an order placed, resubmitted or decided): the state, why, and the movement that fits it ('coincide')
-- or the one a counter should look at ('revisar' with one candidate). An accepted order records the movement that paid
-- it, and a movement pays at most one order: the unique index is what holds when two counters accept at once.
ALTER TABLE orders ADD COLUMN match_state text CHECK (match_state IN ('coincide', 'revisar', 'sin_movimiento', 'numero_repetido'));
ALTER TABLE orders ADD COLUMN match_reason text;
ALTER TABLE orders ADD COLUMN match_movement_id uuid REFERENCES bank_movements (id) ON DELETE SET NULL;
ALTER TABLE orders ADD COLUMN movement_id uuid REFERENCES bank_movements (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX orders_movement_key ON orders (movement_id) WHERE movement_id IS NOT NULL;
-- the Vouchers list filtered by match state, newest first
CREATE INDEX orders_match_idx ON orders (entity_id, state, match_state, created_at DESC, id DESC);

-- What the entity accepts as a match: the amount's tolerance (S/ 0.10 unless changed) and the date window around the
-- order (a student pays, then orders: up to days_before earlier; a deposit is booked up to days_after later). A row
-- only once an admin changes them; the defaults are the constants of packages/shared (RECONCILIATION_DEFAULTS).
CREATE TABLE reconciliation_settings (
  entity_id uuid PRIMARY KEY REFERENCES entities (id),
  tolerance numeric(8, 2) NOT NULL CHECK (tolerance >= 0 AND tolerance <= 100),
  days_before integer NOT NULL CHECK (days_before BETWEEN 0 AND 90),
  days_after integer NOT NULL CHECK (days_after BETWEEN 0 AND 30),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
