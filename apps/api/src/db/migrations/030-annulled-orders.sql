-- An accepted order annulled by an admin (annulOrder, issue 33): its state 'annulled', who annulled it, when and why;
-- the buyer loses what its acceptance gave them, and its receipt gets a credit note (029's receipts).

-- 006 wrote the state's CHECK on the column: PostgreSQL (and PGlite, the same server) named it orders_state_check.
ALTER TABLE orders DROP CONSTRAINT orders_state_check;
ALTER TABLE orders ADD CONSTRAINT orders_state_check
  CHECK (state IN ('pending', 'success', 'rejected', 'canceled', 'annulled'));

-- Apart from decided_*: decided_by and decided_at stay the acceptance's (who accepted it and when: the order's detail
-- and the revenue rollup read them, and the rollup's trigger takes the order's soles out of the month it was accepted
-- in). Apart from comment: comment keeps the reason of an earlier rejection (a rejected order sent again and then
-- accepted keeps it); the screens read annul_reason as the order's comment once it is annulled.
ALTER TABLE orders ADD COLUMN annulled_by uuid REFERENCES users (id);
ALTER TABLE orders ADD COLUMN annulled_at timestamptz;
ALTER TABLE orders ADD COLUMN annul_reason text;
ALTER TABLE orders ADD CONSTRAINT orders_annulled_check
  CHECK ((state = 'annulled') = (annulled_at IS NOT NULL) AND (state <> 'annulled' OR annul_reason IS NOT NULL));

-- What an order's acceptance gave its buyer, so that annulling it takes back that and nothing else: the enrolments it
-- made (scheduled_students rows that were not there) and the module access rows it wrote (made, unlocked, or already
-- unlocked and marked with the order), each with the row as it was before. What the buyer had before the order, or was
-- given since by a person or another order, is not here and stays.
CREATE TABLE order_grants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  entity_id uuid NOT NULL REFERENCES entities (id),
  user_id uuid NOT NULL REFERENCES users (id),
  -- an enrolment's scheduled course, or the main scheduled course of a module's access
  scheduled_id uuid NOT NULL REFERENCES scheduleds (id) ON DELETE CASCADE,
  -- NULL: an enrolment; else the module (student_modules)
  course_id uuid REFERENCES courses (id) ON DELETE CASCADE,
  -- an enrolment: when its row was made (a row removed and made again since is not the order's)
  enrolled_at timestamptz,
  -- a module: its access row before the acceptance; before_status NULL: there was none
  before_buyed boolean,
  before_status text CHECK (before_status IN ('enabled', 'disabled')),
  before_order_id uuid,
  CHECK ((course_id IS NULL) = (enrolled_at IS NOT NULL))
);
CREATE INDEX order_grants_order_idx ON order_grants (order_id);

-- The orders accepted before this migration, as their rows tell (order-grants-backfill.test.ts): the enrolments in what
-- the order bought made once it was decided (the acceptance made them, after marking the order: a manual enrolment
-- made before is older, one made since in the same course found the row there), each given to the last order
-- accepted that covers it; and the access rows marked with the order, a row older than the acceptance counted as
-- access the buyer already had (no path leaves a locked row). A row removed and made again by hand since is taken
-- for the order's: the one case these rows cannot tell.
INSERT INTO order_grants (order_id, entity_id, user_id, scheduled_id, enrolled_at)
SELECT DISTINCT ON (ss.scheduled_id, ss.user_id) o.id, ss.entity_id, ss.user_id, ss.scheduled_id, ss.created_at
  FROM scheduled_students ss
  JOIN scheduleds s ON s.id = ss.scheduled_id
  JOIN orders o ON o.user_id = ss.user_id AND o.entity_id = ss.entity_id AND o.state = 'success'
 WHERE ss.created_at >= o.decided_at
   AND EXISTS (SELECT 1 FROM order_items i JOIN scheduleds b ON b.id = i.scheduled_id
                WHERE i.order_id = o.id
                  AND (b.id = s.id OR b.main_scheduled = s.id OR (b.type_of_scheduled = 'main' AND s.main_scheduled = b.id)))
 ORDER BY ss.scheduled_id, ss.user_id, o.decided_at DESC, o.id;

INSERT INTO order_grants (order_id, entity_id, user_id, scheduled_id, course_id, before_buyed, before_status)
SELECT o.id, sm.entity_id, sm.user_id, sm.main_scheduled, sm.course_id,
       CASE WHEN sm.created_at < o.decided_at THEN true END, CASE WHEN sm.created_at < o.decided_at THEN 'enabled' END
  FROM student_modules sm JOIN orders o ON o.id = sm.order_id AND o.state = 'success';
