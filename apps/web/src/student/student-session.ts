// A student's session is the staff app's (lib/session.ts: one sign-in serves both apps); the student area also
// remembers the entity whose catalogue they signed in through (decision 0035 'The student area's entity').
import type { CatalogEntity } from '@edu/shared';
import { type Session, setSession } from '../lib/session';
import { rememberStudentEntity } from '../lib/student-entity';

export { rememberedEntity, type StudentEntity } from '../lib/student-entity';

/** After signin or registerStudent through `entity`'s pages: the session, as a student of that entity. */
export function startStudentSession(
  token: string,
  user: { _id: string; email: string; rol?: 'superadmin' | 'admin_entity' | 'user' },
  entity: CatalogEntity,
) {
  rememberStudentEntity(entity);
  setSession({
    token,
    user: { _id: user._id, email: user.email, rol: user.rol ?? 'user' },
    mainRole: null,
    rolesByEntity: { [entity._id]: ['estudiante'] },
    entityId: entity._id,
  });
}

/** Whether the session is a student's of that entity: its sign-in and registration pages send them on. */
export const isStudentOf = (session: Session | null, entityId: string) =>
  !!session?.rolesByEntity[entityId]?.includes('estudiante');
