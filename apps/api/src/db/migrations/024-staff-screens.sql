-- Issue 30 items 10 and 13 (docs/decisions/0053-staff-screens-first-week.md).

-- An open question (short, large, file) may carry a model answer or a rubric for the teacher who grades it. It is
-- read by the staff's bank, the evaluation form and 'Por calificar', never by a student's attempt.
ALTER TABLE questions ADD COLUMN model_answer text NOT NULL DEFAULT '';

-- 'Tipo de entidad' is a choice now (b2b, instituto, universidad, colegio, academia, otro); a free text written
-- before becomes 'otro', so that editing the entity shows a value of the list.
UPDATE entities SET entity_type = 'otro'
WHERE entity_type NOT IN ('b2b', 'instituto', 'universidad', 'colegio', 'academia', 'otro');
