-- The dashboards' running totals (docs/decisions/0039-metrics-and-dashboards.md, "Rollups"): per entity and month the
-- orders placed by their state now, the soles accepted, the enrolments; per scheduled course its students; per entity
-- its students and deposit vouchers. Kept exact by triggers in the same transaction as the write, so every path that
-- writes the rows (the API, the seeds, a restore) moves them; backfilled here from the rows themselves.

-- The months are those of the platform's time zone (TIME_ZONE); the dashboards rebuild the rollups when it changes, or
-- when the row is missing (a table emptied by hand: the triggers then count nothing until the rebuild).
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

-- Statement triggers with transition tables: one statement's rows are added up at once (a seed's or a bulk enrolment's
-- thousands of rows cost one write per total, not one per row). Each adds the new rows and takes away the old ones in
-- one statement, in key order, so that two transactions moving the same totals lock them in the same order (no
-- deadlock between, say, a rejection and a resubmission). An update that moves nothing writes nothing.
-- metrics_changes(TG_OP): the statement's rows with their sign, old ones -1 and new ones +1.
CREATE FUNCTION metrics_changes(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
    ELSE 'SELECT o.*, -1 AS sign FROM old_rows o UNION ALL SELECT n.*, 1 FROM new_rows n' END
$$;

CREATE FUNCTION orders_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    WITH d AS (%s), z AS (SELECT time_zone FROM metrics_zone),
    states AS (
      INSERT INTO order_month_states AS t (entity_id, month, state, orders)
      SELECT d.entity_id, metrics_month(d.created_at, z.time_zone) AS m, d.state, sum(d.sign) FROM d, z
      GROUP BY 1, 2, 3 HAVING sum(d.sign) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (entity_id, month, state) DO UPDATE SET orders = t.orders + EXCLUDED.orders)
    INSERT INTO order_month_revenue AS t (entity_id, month, orders, amount)
    SELECT d.entity_id, metrics_month(d.decided_at, z.time_zone), sum(d.sign), sum(d.sign * d.total_price) FROM d, z
    WHERE d.state = 'success' GROUP BY 1, 2 HAVING sum(d.sign) <> 0 OR sum(d.sign * d.total_price) <> 0 ORDER BY 1, 2
    ON CONFLICT (entity_id, month) DO UPDATE SET orders = t.orders + EXCLUDED.orders, amount = t.amount + EXCLUDED.amount
  $q$, metrics_changes(TG_OP));
  RETURN NULL;
END $$;
CREATE TRIGGER orders_rollup_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_rollup();
CREATE TRIGGER orders_rollup_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_rollup();
CREATE TRIGGER orders_rollup_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_rollup();

CREATE FUNCTION scheduled_students_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a course being deleted takes its row with it (ON DELETE CASCADE): only courses that still exist are counted
  EXECUTE format($q$
    WITH d AS (%s), z AS (SELECT time_zone FROM metrics_zone),
    months AS (
      INSERT INTO enrolment_months AS t (entity_id, month, enrolments)
      SELECT d.entity_id, metrics_month(d.created_at, z.time_zone), sum(d.sign) FROM d, z
      GROUP BY 1, 2 HAVING sum(d.sign) <> 0 ORDER BY 1, 2
      ON CONFLICT (entity_id, month) DO UPDATE SET enrolments = t.enrolments + EXCLUDED.enrolments)
    INSERT INTO scheduled_enrolments AS t (scheduled_id, entity_id, students)
    SELECT d.scheduled_id, m.entity_id, sum(d.sign) FROM d JOIN scheduleds m ON m.id = d.scheduled_id
    GROUP BY 1, 2 HAVING sum(d.sign) <> 0 ORDER BY 1
    ON CONFLICT (scheduled_id) DO UPDATE SET students = t.students + EXCLUDED.students
  $q$, metrics_changes(TG_OP));
  RETURN NULL;
END $$;
CREATE TRIGGER scheduled_students_rollup_insert AFTER INSERT ON scheduled_students REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scheduled_students_rollup();
CREATE TRIGGER scheduled_students_rollup_update AFTER UPDATE ON scheduled_students
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION scheduled_students_rollup();
CREATE TRIGGER scheduled_students_rollup_delete AFTER DELETE ON scheduled_students REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scheduled_students_rollup();

-- TG_ARGV[0]: the tally ('students': memberships as estudiante; 'vouchers': every voucher)
CREATE FUNCTION tally_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO entity_tallies AS t (entity_id, kind, n)
    SELECT d.entity_id, $1, sum(d.sign) FROM (%s) d WHERE %s
    GROUP BY 1 HAVING sum(d.sign) <> 0 ORDER BY 1
    ON CONFLICT (entity_id, kind) DO UPDATE SET n = t.n + EXCLUDED.n
  $q$, metrics_changes(TG_OP), CASE TG_ARGV[0] WHEN 'students' THEN 'd.role_id = ''estudiante''' ELSE 'true' END)
  USING TG_ARGV[0];
  RETURN NULL;
END $$;
CREATE TRIGGER memberships_rollup_insert AFTER INSERT ON memberships REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_rollup('students');
CREATE TRIGGER memberships_rollup_update AFTER UPDATE ON memberships REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_rollup('students');
CREATE TRIGGER memberships_rollup_delete AFTER DELETE ON memberships REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_rollup('students');
CREATE TRIGGER order_vouchers_rollup_insert AFTER INSERT ON order_vouchers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_rollup('vouchers');
CREATE TRIGGER order_vouchers_rollup_update AFTER UPDATE ON order_vouchers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_rollup('vouchers');
CREATE TRIGGER order_vouchers_rollup_delete AFTER DELETE ON order_vouchers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_rollup('vouchers');

-- Fills every rollup from the rows (the backfill, and again when the time zone changes), in the caller's transaction.
CREATE FUNCTION metrics_rollups_rebuild(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- the zone's row first: a second rebuild waits for this one; then no write may move the rows while they are read
  INSERT INTO metrics_zone (time_zone) VALUES (zone) ON CONFLICT (only_row) DO UPDATE SET time_zone = EXCLUDED.time_zone;
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
