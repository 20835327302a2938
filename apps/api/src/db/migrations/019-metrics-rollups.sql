-- The dashboards' running totals (docs/decisions/0039-metrics-and-dashboards.md, "Rollups"): per entity and month the
-- orders placed by their state now, the soles accepted, the enrolments; per scheduled course its students; per entity
-- its students and deposit vouchers. Kept exact by triggers in the same transaction as the write, so every path that
-- writes the rows (the API, the seeds, a restore) moves them; backfilled here from the rows themselves.

-- The months are those of the platform's time zone (TIME_ZONE); the dashboards rebuild the rollups when it changes.
CREATE TABLE metrics_zone (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  time_zone text NOT NULL
);
INSERT INTO metrics_zone (time_zone) VALUES ('America/Lima');

CREATE FUNCTION metrics_month(ts timestamptz, zone text) RETURNS date LANGUAGE sql STABLE
AS $$ SELECT date_trunc('month', ts AT TIME ZONE zone)::date $$;

-- orders placed per month of placing, by their state now
CREATE TABLE order_month_states (
  entity_id uuid NOT NULL REFERENCES entities (id),
  month date NOT NULL,
  state text NOT NULL,
  orders integer NOT NULL,
  PRIMARY KEY (entity_id, month, state)
);
-- accepted orders and their soles per month of acceptance
CREATE TABLE order_month_revenue (
  entity_id uuid NOT NULL REFERENCES entities (id),
  month date NOT NULL,
  orders integer NOT NULL,
  amount numeric(14, 2) NOT NULL,
  PRIMARY KEY (entity_id, month)
);
-- enrolments per month of enrolment
CREATE TABLE enrolment_months (
  entity_id uuid NOT NULL REFERENCES entities (id),
  month date NOT NULL,
  enrolments integer NOT NULL,
  PRIMARY KEY (entity_id, month)
);
-- students of each scheduled course (gone with the course)
CREATE TABLE scheduled_enrolments (
  scheduled_id uuid PRIMARY KEY REFERENCES scheduleds (id) ON DELETE CASCADE,
  entity_id uuid NOT NULL REFERENCES entities (id),
  students integer NOT NULL
);
CREATE INDEX scheduled_enrolments_entity_idx ON scheduled_enrolments (entity_id, students);
-- per entity: 'students' (memberships as estudiante), 'vouchers' (deposit voucher files)
CREATE TABLE entity_tallies (
  entity_id uuid NOT NULL REFERENCES entities (id),
  kind text NOT NULL CHECK (kind IN ('students', 'vouchers')),
  n integer NOT NULL,
  PRIMARY KEY (entity_id, kind)
);

-- Each trigger adds the new row and takes away the old one in one statement, in key order, so that two transactions
-- moving the same rows lock them in the same order (no deadlock between, say, a rejection and a resubmission).
CREATE FUNCTION orders_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM metrics_zone);
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.entity_id, OLD.state, OLD.created_at, OLD.decided_at, OLD.total_price)
      IS NOT DISTINCT FROM (NEW.entity_id, NEW.state, NEW.created_at, NEW.decided_at, NEW.total_price) THEN
    RETURN NULL;
  END IF;
  INSERT INTO order_month_states AS t (entity_id, month, state, orders)
  SELECT e, m, s, sum(d) FROM (VALUES
    (OLD.entity_id, metrics_month(OLD.created_at, zone), OLD.state, -1),
    (NEW.entity_id, metrics_month(NEW.created_at, zone), NEW.state, 1)) v (e, m, s, d)
  WHERE e IS NOT NULL GROUP BY e, m, s HAVING sum(d) <> 0 ORDER BY e, m, s
  ON CONFLICT (entity_id, month, state) DO UPDATE SET orders = t.orders + EXCLUDED.orders;
  INSERT INTO order_month_revenue AS t (entity_id, month, orders, amount)
  SELECT e, m, sum(d), sum(a) FROM (VALUES
    (CASE WHEN OLD.state = 'success' THEN OLD.entity_id END, metrics_month(OLD.decided_at, zone), -1, -OLD.total_price),
    (CASE WHEN NEW.state = 'success' THEN NEW.entity_id END, metrics_month(NEW.decided_at, zone), 1, NEW.total_price)
  ) v (e, m, d, a)
  WHERE e IS NOT NULL GROUP BY e, m HAVING sum(d) <> 0 OR sum(a) <> 0 ORDER BY e, m
  ON CONFLICT (entity_id, month) DO UPDATE SET orders = t.orders + EXCLUDED.orders, amount = t.amount + EXCLUDED.amount;
  RETURN NULL;
END $$;
CREATE TRIGGER orders_rollup AFTER INSERT OR DELETE OR UPDATE OF entity_id, state, created_at, decided_at, total_price
  ON orders FOR EACH ROW EXECUTE FUNCTION orders_rollup();

CREATE FUNCTION scheduled_students_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM metrics_zone);
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.entity_id, OLD.scheduled_id, OLD.created_at)
      IS NOT DISTINCT FROM (NEW.entity_id, NEW.scheduled_id, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  INSERT INTO enrolment_months AS t (entity_id, month, enrolments)
  SELECT e, m, sum(d) FROM (VALUES
    (OLD.entity_id, metrics_month(OLD.created_at, zone), -1),
    (NEW.entity_id, metrics_month(NEW.created_at, zone), 1)) v (e, m, d)
  WHERE e IS NOT NULL GROUP BY e, m HAVING sum(d) <> 0 ORDER BY e, m
  ON CONFLICT (entity_id, month) DO UPDATE SET enrolments = t.enrolments + EXCLUDED.enrolments;
  -- a course being deleted takes its row with it (ON DELETE CASCADE): only courses that still exist are counted
  INSERT INTO scheduled_enrolments AS t (scheduled_id, entity_id, students)
  SELECT s, (SELECT entity_id FROM scheduleds WHERE id = s), sum(d)
  FROM (VALUES (OLD.scheduled_id, -1), (NEW.scheduled_id, 1)) v (s, d)
  WHERE s IS NOT NULL AND EXISTS (SELECT 1 FROM scheduleds WHERE id = s)
  GROUP BY s HAVING sum(d) <> 0 ORDER BY s
  ON CONFLICT (scheduled_id) DO UPDATE SET students = t.students + EXCLUDED.students;
  RETURN NULL;
END $$;
CREATE TRIGGER scheduled_students_rollup AFTER INSERT OR DELETE OR UPDATE ON scheduled_students
  FOR EACH ROW EXECUTE FUNCTION scheduled_students_rollup();

CREATE FUNCTION tally_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tally text := TG_ARGV[0];
  was uuid;
  now_in uuid;
BEGIN
  IF tally = 'students' THEN
    was := CASE WHEN TG_OP <> 'INSERT' AND OLD.role_id = 'estudiante' THEN OLD.entity_id END;
    now_in := CASE WHEN TG_OP <> 'DELETE' AND NEW.role_id = 'estudiante' THEN NEW.entity_id END;
  ELSE
    was := CASE WHEN TG_OP <> 'INSERT' THEN OLD.entity_id END;
    now_in := CASE WHEN TG_OP <> 'DELETE' THEN NEW.entity_id END;
  END IF;
  INSERT INTO entity_tallies AS t (entity_id, kind, n)
  SELECT e, tally, sum(d) FROM (VALUES (was, -1), (now_in, 1)) v (e, d)
  WHERE e IS NOT NULL GROUP BY e HAVING sum(d) <> 0 ORDER BY e
  ON CONFLICT (entity_id, kind) DO UPDATE SET n = t.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE TRIGGER memberships_rollup AFTER INSERT OR DELETE OR UPDATE ON memberships
  FOR EACH ROW EXECUTE FUNCTION tally_rollup('students');
CREATE TRIGGER order_vouchers_rollup AFTER INSERT OR DELETE OR UPDATE OF entity_id ON order_vouchers
  FOR EACH ROW EXECUTE FUNCTION tally_rollup('vouchers');

-- Fills every rollup from the rows (the backfill, and again when the time zone changes), in the caller's transaction.
CREATE FUNCTION metrics_rollups_rebuild(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- the zone's row first: a second rebuild waits for this one; then no write may move the rows while they are read
  UPDATE metrics_zone SET time_zone = zone;
  LOCK TABLE orders, scheduled_students, memberships, order_vouchers IN SHARE MODE;
  DELETE FROM order_month_states;
  DELETE FROM order_month_revenue;
  DELETE FROM enrolment_months;
  DELETE FROM scheduled_enrolments;
  DELETE FROM entity_tallies;
  INSERT INTO order_month_states (entity_id, month, state, orders)
  SELECT entity_id, metrics_month(created_at, zone), state, count(*) FROM orders GROUP BY 1, 2, 3;
  INSERT INTO order_month_revenue (entity_id, month, orders, amount)
  SELECT entity_id, metrics_month(decided_at, zone), count(*), sum(total_price) FROM orders WHERE state = 'success'
  GROUP BY 1, 2;
  INSERT INTO enrolment_months (entity_id, month, enrolments)
  SELECT entity_id, metrics_month(created_at, zone), count(*) FROM scheduled_students GROUP BY 1, 2;
  INSERT INTO scheduled_enrolments (scheduled_id, entity_id, students)
  SELECT ss.scheduled_id, m.entity_id, count(*) FROM scheduled_students ss JOIN scheduleds m ON m.id = ss.scheduled_id
  GROUP BY 1, 2;
  INSERT INTO entity_tallies (entity_id, kind, n)
  SELECT entity_id, 'students', count(*) FROM memberships WHERE role_id = 'estudiante' GROUP BY 1
  UNION ALL SELECT entity_id, 'vouchers', count(*) FROM order_vouchers GROUP BY 1;
END $$;

SELECT metrics_rollups_rebuild('America/Lima');

-- Métricas of every entity: the last week's waiting orders (the voucher ages; older ones come from the totals) and the
-- class materials' sizes, read from an index rather than the tables.
CREATE INDEX orders_pending_recent_idx ON orders (created_at) WHERE state = 'pending';
CREATE INDEX materials_files_idx ON materials (entity_id) INCLUDE (size) WHERE file_key IS NOT NULL;
