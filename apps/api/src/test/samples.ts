// A valid input for every registered fname, built from the ids of one entity. The isolation and bad-input tests
// walk ALL_FNAMES and fail on an fname that has no sample here, so a new fname cannot skip them.
import { DEFAULT_MANAGEMENT, type FnameDef } from '@edu/shared';

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
  'auth.getManagement': (ids) => ({ service: 'auth', entity_id: ids.entity }),
  'auth.updateManagement': (ids) => ({ entity_id: ids.entity, ...DEFAULT_MANAGEMENT }),
  'auth.getPreUsers': () => ({ service: 'auth' }),
  'auth.preRegister': () => ({ email: 'invitada.nueva@test.pe', name: 'Invitada' }),
  'entities.getEntities': () => ({ service: 'entities' }),
  'entities.getEntity': (ids) => ({ entity_id: ids.entity }),
  'entities.createEntity': () => ({ entity_name: 'Academia Nueva', description: 'Una más' }),
  'entities.updateEntity': (ids) => ({ entity_id: ids.entity, entity_name: 'Nombre cambiado', description: 'Otra' }),
  'entities.deleteEntity': (ids) => ({ entity_id: ids.entity }),
  'users.getAdminEntity': () => ({ rol: 'admin_entity' }),
  'users.getUser': (ids) => ({ user_id: ids.user, entity_id: ids.entity }),
  'users.createUser': (ids) => ({
    entity: ids.entity, name: 'Ana', lastname: 'Pérez', email: 'ana.nueva@test.pe', password: 'Secreta123', roles: ['coordinador'],
  }),
};

export const keyOf = (def: FnameDef) => `${def.service}.${def.name}`;
