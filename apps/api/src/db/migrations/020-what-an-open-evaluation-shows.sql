-- What an open evaluation shows its students (docs/decisions/0048-what-an-open-evaluation-shows.md).

-- When the student sees the grade: 'on_submit' or 'on_close', as the coordinator chose when publishing. NULL is the
-- default rule, decided by the evaluation's attempts when read (more than one: 'on_close'), so every existing
-- evaluation follows it and an evaluation whose attempts are edited before anyone starts it follows its new count.
ALTER TABLE evaluations ADD COLUMN show_grade text CHECK (show_grade IN ('on_submit', 'on_close'));

-- one_by_one: the question the student is on, by its place in the attempt's order (position stays the furthest reached),
-- so that a reload or a second device shows that one question and no other.
ALTER TABLE evaluation_attempts ADD COLUMN current_place integer NOT NULL DEFAULT 0 CHECK (current_place >= 0);
UPDATE evaluation_attempts SET current_place = position WHERE submitted_at IS NULL AND position > 0;
