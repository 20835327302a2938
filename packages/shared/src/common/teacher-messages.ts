// Texts of the staff side of 04: publishing an evaluation (§2.4) and the teacher's area (§2.3), the spec's own
// character for character and those it leaves open (docs/decisions/0038-teacher-area-and-publishing-web.md).
// messages.ts re-exports them, so `M.X` reads every text of the product.

// ── 'Publicar' and 'Publicadas' (04 §2.4) ── ('Publicar' itself is PUBLISH_LABEL)
export const PUBLISHED_EVALUATIONS = 'Publicadas';
export const publishEvaluationTitle = (title: string) => `Publicar: ${title}`;
export const PUBLISH_OPENS_LABEL = 'Apertura';
export const PUBLISH_CLOSES_LABEL = 'Cierre';
export const PUBLISH_PRACTICE_LABEL = 'Práctica calificada';
export const PUBLISH_NO_PRACTICE = 'Ninguna';
export const PUBLISH_SHOW_GRADE_LABEL = 'El estudiante ve su nota';
export const SHOW_GRADE_LABELS = { on_submit: 'Al entregar', on_close: 'Cuando cierre la evaluación' } as const;
export const PUBLISH_SHOW_GRADE_HINT =
  'Con más de un intento, ver la nota al entregar deja deducir qué alternativas son correctas.';
export const PUBLISH_TIMES_HINT = 'Hora de Lima';
export const PUBLISH_NO_SCHEDULE = 'El módulo no está programado: elija las fechas';
export const EVALUATION_PUBLISHED = 'La evaluación ha sido publicada';
export const REPUBLISH_LABEL = 'Cambiar fechas';
export const republishTitle = (title: string) => `Cambiar fechas: ${title}`;
export const EVALUATION_REPUBLISHED = 'Las fechas de la evaluación han sido actualizadas';
export const PUBLISHED_COLUMNS = {
  title: 'Título',
  window: 'Disponible',
  practice: 'Práctica calificada',
  taken: 'Rindieron',
  average: 'Promedio',
  highest: 'Más alta',
  lowest: 'Más baja',
} as const;
/** a result nobody has produced yet (no student took the evaluation), or a practice not chosen */
export const NO_VALUE = '—';
export const publishWindow = (opens: string, closes: string) => `${opens} – ${closes}`;

// ── The teacher's area (04 §2.3); the tabs' names and the course list's title are in contracts/grades.messages.ts ──
export const TEACHER_COURSE_COLUMNS = {
  name: 'Curso',
  programme: 'Programa',
  dates: 'Fechas',
  students: 'Alumnos',
  pending: 'Por calificar',
} as const;
export const SEE_COURSE = 'Ver curso';
export const dateSpan = (start: string, end: string) => `${start} al ${end}`;
export const STUDENT_COLUMNS = { name: 'Nombre', email: 'Correo', phone: 'Teléfono' } as const;
export const GRADEBOOK_STUDENT = 'Alumno';
export const GRADEBOOK_STATE = 'Estado';
export const practiceHeader = (weight: number, percent: string) => `Peso ${weight} (${percent})`;
export const GRADE_SOURCE_LABELS = { entered: 'Docente', evaluation: 'Evaluación' } as const;
export const fedBy = (titles: string) => `Evaluación: ${titles}`;
export const pendingCount = (n: number) => (n === 1 ? '1 por calificar' : `${n} por calificar`);
export const editGradeOf = (student: string, practice: string) => `: editar la nota de ${student} en ${practice}`;
export const practiceGradeTitle = (practice: string, student: string) => `${practice}: ${student}`;
export const GRADE_LABEL = 'Nota';
export const GRADE_CLEAR_HINT = 'De 0 a 20; vacía quita la nota';
export const GRADE_ACTION = 'Calificar';
export const gradeAnswerTitle = (student: string) => `Calificar respuesta de ${student}`;
export const POINTS_LABEL = 'Puntos';
export const pointsHint = (max: number) => `De 0 a ${max} puntos, con hasta dos decimales`;
export const COMMENT_LABEL = 'Comentario';
export const ANSWER_LABEL = 'Respuesta';
export const questionMax = (points: number) => `Puntaje máximo: ${points}`;
export const openAnswerFile = (name: string) => `Abrir archivo: ${name}`;
export const answerOf = (student: string, evaluation: string) => `${student} · ${evaluation}`;
/** the coordinador's and admin's way to a course's grades, from the scheduled courses' row menu */
export const COURSE_GRADES_ACTION = 'Notas';
