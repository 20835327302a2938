-- When an entity's certificates may be issued (decision 0054): 'course_end', the default, once the course has ended and
-- the student's final grade reaches the passing mark; 'any_time', as every entity did before, whenever staff choose,
-- without looking at the date or the grades. It takes the place of certificates_follow_grades (migration 014): the
-- default was the problem (certificates mid-course, no grade check), so every entity starts on the new default and
-- its admin may choose 'any_time' in Mi Entidad.
ALTER TABLE entities ADD COLUMN certificate_rule text NOT NULL DEFAULT 'course_end'
  CHECK (certificate_rule IN ('course_end', 'any_time'));
ALTER TABLE entities DROP COLUMN certificates_follow_grades;
