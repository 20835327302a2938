-- Whether students answered a question (updateQuestion and deleteQuestion refuse then, decision 0036) is read by its
-- id: without this index that read scans every answer of the entity's history.
CREATE INDEX evaluation_answers_question_idx ON evaluation_answers (question_id);

-- Whether a student has a module unlocked (every exam start, every material link) is read by user and module; the
-- existing indexes begin with the entity or the main scheduled course, so that read scanned the table (found by the
-- exam-start bench).
CREATE INDEX student_modules_user_course_idx ON student_modules (user_id, course_id);
