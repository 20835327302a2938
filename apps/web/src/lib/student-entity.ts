// The entity whose student area (/aula, the students' entry) a person is in (decision 0035 'The student area's entity'):
// remembered beside the session, written by the students' own sign-in and registration pages and by the staff app when
// a student signs in at /login or a staff member who is also a student picks 'Estudiante' in the role switcher.

const ENTITY_KEY = 'student-entity';

/** The students' area landing (04 §2.2): served by the students' entry, not by the staff app's router. */
export const STUDENT_AREA_HOME = '/aula/cursos';

export interface StudentEntity {
  _id: string;
  domain: string;
}

export function rememberedEntity(): StudentEntity | null {
  try {
    const value = JSON.parse(localStorage.getItem(ENTITY_KEY) ?? 'null') as Partial<StudentEntity> | null;
    return value && typeof value._id === 'string' && typeof value.domain === 'string'
      ? { _id: value._id, domain: value.domain }
      : null;
  } catch {
    return null;
  }
}

export function rememberStudentEntity(entity: StudentEntity): void {
  localStorage.setItem(ENTITY_KEY, JSON.stringify({ _id: entity._id, domain: entity.domain }));
}

/** Leaves the staff app for the student area of `entity` (a full page load: it is the students' entry). */
export function openStudentArea(entity: StudentEntity): void {
  rememberStudentEntity(entity);
  window.location.assign(STUDENT_AREA_HOME);
}
