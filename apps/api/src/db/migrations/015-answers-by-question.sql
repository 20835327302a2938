-- Whether students answered a question (updateQuestion and deleteQuestion refuse then, decision 0036) is read by its
-- id: without this index that read scans every answer of the entity's history.
CREATE INDEX evaluation_answers_question_idx ON evaluation_answers (question_id);
