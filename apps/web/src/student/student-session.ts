// A student's session is the staff app's (lib/session.ts: one sign-in serves both apps); the student area also
// remembers the entity whose catalogue they signed in through (decision 0035 'The student area's entity').
import type { CatalogEntity } from '@edu/shared';
import { setSession } from '../lib/session';

const ENTITY_KEY = 'student-entity';

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

/** After signin or registerStudent through `entity`'s pages: the session, as a student of that entity. */
export function startStudentSession(
  token: string,
  user: { _id: string; email: string; rol?: 'superadmin' | 'admin_entity' | 'user' },
  entity: CatalogEntity,
) {
  localStorage.setItem(ENTITY_KEY, JSON.stringify({ _id: entity._id, domain: entity.domain }));
  setSession({
    token,
    user: { _id: user._id, email: user.email, rol: user.rol ?? 'user' },
    mainRole: null,
    rolesByEntity: { [entity._id]: ['estudiante'] },
    entityId: entity._id,
  });
}
