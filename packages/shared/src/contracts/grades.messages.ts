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
/** Mi Entidad's section with the passing mark and when certificates are issued (decision 0054) */
export const GRADING_SETTINGS_TITLE = 'Notas y certificados';
export const CERTIFICATE_RULE_LABEL = 'Emisión de certificados';
export const CERTIFICATE_RULE_OPTIONS = {
  course_end: 'Al terminar el curso, solo a alumnos aprobados',
  any_time: 'En cualquier momento, sin mirar la nota',
} as const;
export const certificateRuleSummary = (rule: keyof typeof CERTIFICATE_RULE_OPTIONS) =>
  rule === 'course_end'
    ? 'Los certificados se emiten al terminar el curso, solo a alumnos aprobados'
    : 'Los certificados se emiten en cualquier momento, sin mirar la nota';
export const certificateBeforeEnd = (endDate: string, mark: string) =>
  `Aún no se puede emitir el certificado: se emite cuando el curso termine (el ${endDate}) y solo si la nota final del alumno llega a ${mark}`;
/** the Certificado tab of a student in a course (02 §2.11): who issues it, when, and where this student stands */
export const CERTIFICATE_ISSUERS = 'El certificado lo emite el administrador o el counter de la entidad, desde esta pestaña.';
export const certificateWhen = (rule: keyof typeof CERTIFICATE_RULE_OPTIONS, endDate: string, mark: string) =>
  rule === 'course_end'
    ? `Se emite cuando el curso termina (el ${endDate}), si la nota final del alumno es ${mark} o más.`
    : 'La entidad emite los certificados en cualquier momento del curso, sin mirar la nota.';
export const CERTIFICATE_READY = 'El alumno ya cumple lo necesario: el certificado se puede emitir.';
export const certificateNotPassed = (final: string, mark: string) =>
  `El alumno no ha aprobado el curso: su nota final es ${final} y la nota aprobatoria es ${mark}`;

// ── Teaching (step 15, decision 0054): the result, the grade grid, the module's materials ──
export const GRADE_IN_PROGRESS = 'En curso';
export const GRADE_STATUS_LABELS = { in_progress: GRADE_IN_PROGRESS, passed: PASSED, failed: NOT_PASSED } as const;
/** each grid input's accessible name */
export const gradeCellLabel = (student: string, practice: string) => `Nota de ${student} en ${practice}`;
export const GRADE_CELL_SAVING = 'Guardando…';
export const GRADE_CELL_SAVED = 'Guardado';
export const GRADEBOOK_KEYS_HINT =
  'Escribe la nota en la celda (de 0 a 20, con coma o punto decimal; vacía quita la nota). Se guarda al salir de la celda. Flechas, Tab y Enter pasan de una celda a otra; Escape deshace lo escrito.';
export const COURSE_MATERIALS_EMPTY = 'Los módulos de este curso aún no tienen materiales';
export const materialOpenLabel = (title: string) => `Abrir ${title}`;
export const materialDownloadLabel = (title: string) => `Descargar ${title}`;
export const MATERIAL_OPEN = 'Abrir';
export const MATERIAL_DOWNLOAD = 'Descargar';
