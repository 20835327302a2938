// A valid input for every registered fname, built from the ids of one entity. The isolation and bad-input tests
// walk ALL_FNAMES and fail on an fname that has no sample here, so a new fname cannot skip them.
import type { FnameDef } from '@edu/shared';

export interface EntityIds {
  entity: string;
  /** a staff member of that entity (coordinador) */
  user: string;
  email: string;
}

type Sample = (ids: EntityIds) => Record<string, unknown>;

export const SAMPLES: Record<string, Sample> = {
  'auth.signin': (ids) => ({ email: ids.email, password: 'Secreta123' }),
  'auth.tokenIsValid': () => ({}),
  'auth.logout': () => ({}),
  'auth.recoverPassword': (ids) => ({ email: ids.email }),
  'auth.resetPassword': () => ({ password: 'NuevaClave1' }),
  'users.getRoles': (ids) => ({ entity_id: ids.entity, user_id: ids.user }),
  'users.getRolesByEntity': (ids) => ({ entity_id: ids.entity, onlyAdmin: false }),
  'entities.userIsInEntitiesAdmin': (ids) => ({ service: 'entities', user_id: ids.user }),
};

export const keyOf = (def: FnameDef) => `${def.service}.${def.name}`;
