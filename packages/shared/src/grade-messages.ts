// Texts of the teachers' area and the grades (spec 04 §2.3, §4 'Grading' and 'Grades'): the spec's own, character for
// character ('Por calificar', 'Registro de notas'), and those it leaves open (docs/decisions/0037-grades-and-teachers.md).
// messages.ts re-exports them, so `M.X` reads every text of the product.

// ── The teacher's area (04 §2.3) ──
export const TEACHER_ROLE_NAME = 'Docente';
export const TEACHER_COURSES_TITLE = 'Mis cursos como docente';
export const TEACHER_NO_COURSES = 'No tienes cursos asignados como docente';
export const COURSE_STUDENTS_TITLE = 'Alumnos';
export const COURSE_NO_STUDENTS = 'No hay alumnos inscritos en este curso';
export const TAB_TO_GRADE = 'Por calificar';
export const TAB_GRADEBOOK = 'Registro de notas';
export const NOTHING_TO_GRADE = 'No hay respuestas por calificar';
export const FINAL_GRADE = 'Nota final';
export const PASSED = 'Aprobado';
export const NOT_PASSED = 'Desaprobado';
export const GRADE_PENDING_ANSWERS = 'Respuestas por calificar';
export const MY_GRADES_TITLE = 'Mis notas';
export const NOT_TEACHER_OF_COURSE = 'No eres docente de este curso';

// ── Grading an answer (04 §4 'Grading') ──
export const GRADE_POINTS_RANGE = 'Los puntos van de 0 a 20, con hasta dos decimales';
export const gradePointsAbove = (max: string) => `Los puntos no pueden superar los ${max} puntos de la pregunta`;
export const GRADE_COMMENT_TOO_LONG = 'El comentario admite hasta 1000 caracteres';
export const ANSWER_NOT_OPEN = 'Solo se califican a mano las respuestas cortas, largas y con archivo';
export const ANSWER_NOT_SUBMITTED = 'El intento aún no ha sido entregado';
export const ANSWER_GRADED = 'Respuesta calificada';

// ── Grades of graded practices (04 §4 'Grades') ──
export const GRADE_RANGE = 'La nota va de 0 a 20, con hasta dos decimales';
export const PRACTICE_NOT_OF_PROGRAMME = 'La práctica calificada no pertenece al programa del curso';
export const GRADE_SAVED = 'Nota guardada';

// ── Entity settings: grades and certificates ──
export const PASSING_MARK_RANGE = 'La nota aprobatoria va de 0 a 20, con hasta dos decimales';
export const PASSING_MARK_LABEL = 'Nota aprobatoria';
export const CERTIFICATES_FOLLOW_GRADES_LABEL = 'Emitir certificados solo a alumnos aprobados';
/** Mi Entidad's section with the two settings above */
export const GRADING_SETTINGS_TITLE = 'Notas y certificados';
export const certificatesFollowGrades = (on: boolean) =>
  on ? 'Los certificados se emiten solo a alumnos aprobados' : 'Los certificados se emiten sin mirar la nota';
export const certificateNotPassed = (final: string, mark: string) =>
  `El alumno no ha aprobado el curso: su nota final es ${final} y la nota aprobatoria es ${mark}`;
