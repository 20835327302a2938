-- Grades (spec 04 §2.3, §4 'Grading' and 'Grades'): what teachers enter in the grade book, the entity's passing mark
-- and whether certificates follow the grades. See docs/decisions/0037-grades-and-teachers.md.

-- The entity's settings: a final grade passes from this mark on (04 §4: 11 unless the entity sets another); when
-- certificates follow grades, generateCertificate_2 refuses a student who has not passed.
ALTER TABLE entities ADD COLUMN passing_mark numeric(4, 2) NOT NULL DEFAULT 11 CHECK (passing_mark BETWEEN 0 AND 20);
ALTER TABLE entities ADD COLUMN certificates_follow_grades boolean NOT NULL DEFAULT false;

-- A grade a teacher entered for one student in one graded practice of a main scheduled course (setPracticeGrade).
-- It wins over the grade of an evaluation that counts for the practice, so a teacher can correct. The course's
-- deletion (refused while it has students) and the practice's take it along.
CREATE TABLE practice_grades (
  entity_id uuid NOT NULL REFERENCES entities (id),
  scheduled_id uuid NOT NULL REFERENCES scheduleds (id) ON DELETE CASCADE,
  practice_id uuid NOT NULL REFERENCES qualified_practices (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id),
  grade numeric(4, 2) NOT NULL CHECK (grade BETWEEN 0 AND 20),
  graded_by uuid REFERENCES users (id),
  graded_at timestamptz NOT NULL,
  PRIMARY KEY (scheduled_id, user_id, practice_id)
);
CREATE INDEX practice_grades_practice_idx ON practice_grades (practice_id);

-- The grade book reads the published evaluations of a practice, then the students' attempts at them.
CREATE INDEX evaluations_practice_idx ON evaluations (practice_id) WHERE practice_id IS NOT NULL;
