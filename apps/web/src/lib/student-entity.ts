// The entity whose student area (/aula, the students' entry) a person is in (decision 0035 'The student area's entity'):
// remembered beside the session, written by the students' own sign-in and registration pages and by the staff app when
// a student signs in at /login or a staff member who is also a student picks 'Estudiante' in the role switcher. The
// students' pages keep its brand too (name, logo, colours: decision 0051), so that /aula wears it without a call.
import type { CatalogEntity } from '@edu/shared';

const ENTITY_KEY = 'student-entity';

/** The students' area landing (04 §2.2): served by the students' entry, not by the staff app's router. */
export const STUDENT_AREA_HOME = '/aula/cursos';

export interface StudentEntity {
  _id: string;
  domain: string;
  /** the entity as its catalogue shows it, once a students' page has read it */
  brand?: CatalogEntity;
}

const isBrand = (value: unknown): value is CatalogEntity =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as CatalogEntity).entity_name === 'string' &&
  typeof (value as CatalogEntity).customize?.colors === 'object';

export function rememberedEntity(): StudentEntity | null {
  try {
    const value = JSON.parse(localStorage.getItem(ENTITY_KEY) ?? 'null') as Partial<StudentEntity> | null;
    if (!value || typeof value._id !== 'string' || typeof value.domain !== 'string') return null;
    const brand = isBrand(value.brand) && value.brand._id === value._id ? value.brand : undefined;
    return { _id: value._id, domain: value.domain, ...(brand ? { brand } : {}) };
  } catch {
    return null;
  }
}

/** `entity` as the student area's; a catalogue's entity (with its name and colours) is kept as its brand. */
export function rememberStudentEntity(entity: StudentEntity | CatalogEntity): void {
  const brand = 'entity_name' in entity ? entity : entity.brand;
  localStorage.setItem(ENTITY_KEY, JSON.stringify({ _id: entity._id, domain: entity.domain, brand }));
}

/** A students' page read `entity` from its catalogue: the remembered entity's brand follows any change of it. */
export function refreshStudentBrand(entity: CatalogEntity): void {
  if (rememberedEntity()?._id === entity._id) rememberStudentEntity(entity);
}

/** Leaves the staff app for the student area of `entity` (a full page load: it is the students' entry). */
export function openStudentArea(entity: StudentEntity): void {
  rememberStudentEntity(entity);
  window.location.assign(STUDENT_AREA_HOME);
}
