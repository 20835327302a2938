-- What was read from each voucher image (decision 0060), and the durable queue that reads them, as the mail outbox
-- is: a row is 'queued' in the transaction that stores its voucher (createOrder, resubmitOrder), a reader claims it
-- ('reading') with a lease, and writes the result ('done') or, after its last attempt, 'failed'. A reader that died
-- leaves a lease that runs out, and the row is read again. The matcher of step 17 reads source, operation_number,
-- amount, paid_at and confidence. Vouchers stored before this migration get no row: they were read by a person.
CREATE TABLE voucher_readings (
  voucher_id uuid PRIMARY KEY REFERENCES order_vouchers (id) ON DELETE CASCADE,
  entity_id uuid NOT NULL REFERENCES entities (id),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'reading', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  source text CHECK (source IN ('yape', 'plin', 'bcp', 'interbank', 'bbva', 'scotiabank', 'unknown')),
  operation_number text,
  amount numeric(12, 2),
  -- the date and time printed on the image, taken as Lima time
  paid_at timestamptz,
  -- {operation_number, amount, paid_at, source}: each 0..1
  confidence jsonb,
  error text,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- the readers' claim: queued rows that are due, and readings whose lease ran out
CREATE INDEX voucher_readings_due_idx ON voucher_readings (next_attempt_at) WHERE state IN ('queued', 'reading');
CREATE INDEX voucher_readings_order_idx ON voucher_readings (order_id);
