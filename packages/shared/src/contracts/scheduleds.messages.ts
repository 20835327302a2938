// Texts of the scheduled courses area, beside contracts/scheduleds.ts (decision 0056). messages.ts re-exports them, so `M.X`
// reads every text of the product.

// ── Scheduled courses and module scheduling (02 §2.13-2.14, §5, §8) ─────────
export const SCHEDULED_LIST_TITLE = 'Lista de Cursos Programados';
export const SCHEDULE_MODULES = 'Programar módulos';
export const SCHEDULE_COURSE_TITLE = 'Programar Curso';
export const EDIT_COURSE_TITLE = 'Editar Curso';
export const SCHEDULED_DELETE_CONFIRM = '¿Está seguro de eliminar el Curso Programado?';
export const COURSE_MODULES = 'Módulos del curso';
export const NOT_DEFINED_YET = 'no definido aun';
export const SELECT_MODULE_SCHEDULE = 'Seleccione un módulo';
export const SCHEDULE_BUTTON = 'PROGRAMAR';
export const EDIT_BUTTON = 'EDITAR';
export const SCHEDULE_MODULE_TITLE = 'Programar Módulo';
export const EDIT_MODULE_TITLE = 'Editar Módulo';
export const PREVIOUS_MODULE_REQUIRED = 'Debes programar el módulo anterior';
export const SCHEDULED_CREATED = 'Curso programado correctamente';
export const MODULE_CREATE_FAILED = 'Error al crear el módulo';
export const MODULE_UPDATE_FAILED = 'Error al actualizar el módulo';
// texts 02 leaves open for the date rules and the scheduled-course screens
export const SCHEDULE_START_IN_PAST = 'La fecha de inicio no puede ser anterior a hoy';
export const SCHEDULE_START_BEFORE_CURRENT = 'La fecha de inicio no puede ser anterior a la fecha de inicio actual';
export const SCHEDULE_END_BEFORE_START = 'La fecha de fin no puede ser anterior a la fecha de inicio';
export const SCHEDULE_NO_ROOM = 'No quedan fechas disponibles para este módulo dentro del curso programado';
export const SCHEDULED_HAS_STUDENTS = 'No se puede eliminar el curso programado porque tiene alumnos inscritos';
export const MODULE_SCHEDULE_HAS_STUDENTS = 'No se puede eliminar el módulo programado porque tiene alumnos inscritos';
export const MODULE_SCHEDULE_HAS_NEXT = 'Debe eliminar primero la programación del módulo siguiente';
export const MODULE_ALREADY_SCHEDULED = 'Este módulo ya está programado en el curso';
export const MODULE_NOT_IN_PROGRAMME = 'El módulo no pertenece al programa del curso programado';
export const SCHEDULED_COURSE_NOT_PROGRAMME = 'Seleccione un programa de la entidad';
export const SCHEDULED_CATEGORY_MISMATCH = 'El programa no pertenece a la categoría elegida';
export const SCHEDULED_COURSE_LOCKED = 'No puede cambiar el programa de un curso con módulos programados';
export const SCHEDULED_DATES_EXCLUDE_MODULES = 'Las fechas del curso deben incluir las de sus módulos programados';
export const TEACHER_NOT_IN_ENTITY = 'El docente no pertenece a la entidad';
export const TEACHER_NOT_DOCENTE = 'El usuario elegido no tiene el rol docente';
export const COURSE_IN_USE_BY_SCHEDULED = 'No se puede eliminar un curso o módulo que tiene cursos programados';
export const CAMPUS_IN_USE_BY_SCHEDULED = 'No se puede eliminar una sede que tiene cursos programados';
export const moduleDateRange = (from: string, to: string) =>
  `La fecha debe estar entre el ${from.slice(8, 10)}-${from.slice(5, 7)}-${from.slice(0, 4)} y el ${to.slice(8, 10)}-${to.slice(5, 7)}-${to.slice(0, 4)}`;

// ── Scheduled courses web labels ──
// Column headers, field labels and small texts of the scheduled-course and module-scheduling screens (02 §2.13-2.14)
// that the spec gives no wording for.
export const COL_CAMPUS = 'Sede';
export const COL_START = 'Inicio';
export const COL_END = 'Fin';
export const PROGRAMME_LABEL = 'Programa';
export const PROGRAMME_NEEDS_CATEGORY = 'Seleccione primero una categoría';
export const START_DATE_LABEL = 'Fecha de inicio';
export const END_DATE_LABEL = 'Fecha de fin';
export const MODULE_START_DATE_LABEL = 'Fecha de inicio del curso';
export const MODULE_END_DATE_LABEL = 'Fecha de fin del curso';
export const TEACHERS_LABEL = 'Docentes';
export const NO_TEACHERS = 'Sin docentes asignados';
export const SCHEDULED_COVER_LABEL = 'Portada del curso';
export const PUBLISH_LABEL = 'Publicar';
export const CANCEL_UPPER = 'CANCELAR';
export const SAVE_UPPER = 'GUARDAR';
export const BACK_TO_SCHEDULEDS = 'Volver a Cursos Programados';
export const SCHEDULED_NOT_FOUND = 'No se encontró el curso programado';
export const scheduledDates = (start: string, end: string) => `Del ${start} al ${end}`;
