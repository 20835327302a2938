-- What a double click must not make twice, and what the Resumen counts (docs/decisions/0052-double-clicks-and-enrolments.md).

-- A module's syllabus names each topic once: saving the same title again (any case) is the same topic. Duplicates a
-- double click made before are removed, keeping the first (the order the syllabus shows).
DELETE FROM syllabus_items s USING syllabus_items k
WHERE k.course_id = s.course_id AND lower(k.title) = lower(s.title)
  AND (k.position, k.created_at, k.id) < (s.position, s.created_at, s.id);
CREATE UNIQUE INDEX syllabus_items_course_title_key ON syllabus_items (course_id, lower(title));

-- An enrolment is a student in a main scheduled course (a programme); the rows of its module schedules are what the
-- student may open, not more enrolments. 'Matrículas por mes' counted them all (one programme of three modules: 4).
CREATE OR REPLACE FUNCTION scheduled_students_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a course being deleted takes its row with it (ON DELETE CASCADE): only courses that still exist are counted
  EXECUTE format($q$
    WITH d AS (%s), z AS (SELECT time_zone FROM metrics_zone),
    months AS (
      INSERT INTO enrolment_months AS t (entity_id, month, enrolments)
      SELECT d.entity_id, metrics_month(d.created_at, z.time_zone), sum(d.sign) FROM d, z
      WHERE EXISTS (SELECT 1 FROM scheduleds m WHERE m.id = d.scheduled_id AND m.type_of_scheduled = 'main')
      GROUP BY 1, 2 HAVING sum(d.sign) <> 0 ORDER BY 1, 2
      ON CONFLICT (entity_id, month) DO UPDATE SET enrolments = t.enrolments + EXCLUDED.enrolments)
    INSERT INTO scheduled_enrolments AS t (scheduled_id, entity_id, students)
    SELECT d.scheduled_id, m.entity_id, sum(d.sign) FROM d JOIN scheduleds m ON m.id = d.scheduled_id
    GROUP BY 1, 2 HAVING sum(d.sign) <> 0 ORDER BY 1
    ON CONFLICT (scheduled_id) DO UPDATE SET students = t.students + EXCLUDED.students
  $q$, metrics_changes(TG_OP));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION metrics_rollups_rebuild(zone text) RETURNS void LANGUAGE plpgsql AS $$
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
  SELECT ss.entity_id, metrics_month(ss.created_at, zone), count(*) FROM scheduled_students ss
  JOIN scheduleds m ON m.id = ss.scheduled_id AND m.type_of_scheduled = 'main' GROUP BY 1, 2;
  INSERT INTO scheduled_enrolments (scheduled_id, entity_id, students)
  SELECT ss.scheduled_id, m.entity_id, count(*) FROM scheduled_students ss JOIN scheduleds m ON m.id = ss.scheduled_id
  GROUP BY 1, 2;
  INSERT INTO entity_tallies (entity_id, kind, n)
  SELECT entity_id, 'students', count(*) FROM memberships WHERE role_id = 'estudiante' GROUP BY 1
  UNION ALL SELECT entity_id, 'vouchers', count(*) FROM order_vouchers GROUP BY 1;
END $$;

SELECT metrics_rollups_rebuild(time_zone) FROM metrics_zone;
