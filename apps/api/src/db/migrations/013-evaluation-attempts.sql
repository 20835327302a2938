-- Students taking evaluations (spec 04 §2.4, §4): the published window, the attempts and their answers.
-- See docs/decisions/0036-taking-evaluations.md.

-- publishEvaluation: the window students may take it in, and the graded practice of its programme it counts for.
ALTER TABLE evaluations ADD COLUMN opens_at timestamptz;
ALTER TABLE evaluations ADD COLUMN closes_at timestamptz;
ALTER TABLE evaluations ADD COLUMN practice_id uuid REFERENCES qualified_practices (id) ON DELETE SET NULL;
ALTER TABLE evaluations ADD CONSTRAINT evaluations_window_check CHECK (closes_at > opens_at);

-- One attempt of a student at an evaluation. No cascade from the evaluation: deleteEvaluation refuses one with
-- attempts (409), so no grade is lost by a click.
CREATE TABLE evaluation_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entity_id uuid NOT NULL REFERENCES entities (id),
  evaluation_id uuid NOT NULL REFERENCES evaluations (id),
  user_id uuid NOT NULL REFERENCES users (id),
  -- 1, 2, … up to the evaluation's attempts: two starts at once cannot both be the same number
  number integer NOT NULL CHECK (number >= 1),
  -- the questions in the order this attempt shows them (random_order, random_by_student)
  question_order uuid[] NOT NULL,
  started_at timestamptz NOT NULL,
  -- start + duration by the server's clock, or the closing time when that comes first
  deadline timestamptz NOT NULL,
  -- null while in progress; an attempt past its deadline counts as submitted at its deadline even before a call
  -- writes it (the sweep): every grade query reads coalesce(submitted_at, deadline) against the time it is given
  submitted_at timestamptz,
  -- the furthest question reached, by its place in question_order (block_return)
  position integer NOT NULL DEFAULT 0,
  UNIQUE (evaluation_id, user_id, number)
);
CREATE INDEX evaluation_attempts_user_idx ON evaluation_attempts (user_id, evaluation_id);
-- the sweep finds the attempts left open
CREATE INDEX evaluation_attempts_open_idx ON evaluation_attempts (evaluation_id, deadline) WHERE submitted_at IS NULL;

-- A student's answer to one question of an attempt: one row per (attempt, question), saving again replaces it.
CREATE TABLE evaluation_answers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entity_id uuid NOT NULL REFERENCES entities (id),
  attempt_id uuid NOT NULL REFERENCES evaluation_attempts (id) ON DELETE CASCADE,
  question_id uuid NOT NULL REFERENCES questions (id),
  -- the alternative id (unique, boolean), the list of ids (multiple) or the text (short, large); null for a file
  value jsonb,
  -- a file answer: its private storage key and the name it was sent with
  file_key text,
  file_name text,
  -- the points it got: computed when saved for unique, boolean and multiple; null until a teacher grades an open one
  points numeric(4, 2) CHECK (points BETWEEN 0 AND 20),
  comment text,
  graded_by uuid REFERENCES users (id),
  graded_at timestamptz,
  saved_at timestamptz NOT NULL,
  UNIQUE (attempt_id, question_id)
);
-- the teachers' 'Por calificar' list: open answers without points
CREATE INDEX evaluation_answers_pending_idx ON evaluation_answers (entity_id, attempt_id) WHERE points IS NULL;
