// A valid input for every registered fname, built from the ids of one entity. The isolation and bad-input tests
// walk ALL_FNAMES and fail on an fname that has no sample here, so a new fname cannot skip them.
import { DEFAULT_MANAGEMENT, type FnameDef } from '@edu/shared';
import { type Fixtures, type ProgrammeIds, TEMPLATES } from './fixtures.js';

export interface EntityIds extends ProgrammeIds {
  entity: string;
  /** a staff member of that entity (coordinador) */
  user: string;
  email: string;
}

/** The ids of entity A's or B's records, for the samples. */
export function idsOf(fx: Fixtures, side: 'A' | 'B'): EntityIds {
  const coord = side === 'A' ? fx.users.coordA : fx.users.coordB;
  return { entity: side === 'A' ? fx.entityA : fx.entityB, user: coord.id, email: coord.email, ...fx.programmes[side] };
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
  'courses.getCategories': (ids) => ({ entity_id: ids.entity, query: { field: 'name', search: 'Tec' } }),
  'courses.createCategory': (ids) => ({ entity_id: ids.entity, name: 'Categoría de muestra', description: 'Creada por la prueba' }),
  'courses.updateCategory': (ids) => ({ entity_id: ids.entity, category_id: ids.category, name: 'Renombrada', description: 'Otra' }),
  'courses.deleteCategory': (ids) => ({ entity_id: ids.entity, category_id: ids.spareCategory }),
  'courses.getCourses': (ids) => ({ entity_id: ids.entity, category_id: ids.category, page: 1, docs: 10, query: { field: 'name', search: '' } }),
  'courses.createCourse': (ids) => ({
    entity_id: ids.entity, alias: 'modulo', type_of_course: 'children', parent_course_id: ids.course, main_course: ids.course,
    name: 'Módulo de muestra', price: { course_price: '50' },
  }),
  'courses.updateCourse': (ids) => ({
    course_id: ids.course, entity_id: ids.entity, name: 'Programa renombrado', description: 'Otra descripción',
    price: { inscription: '10', certificate: '20', course_price: '30' },
  }),
  'courses.deleteCourse': (ids) => ({ entity_id: ids.entity, course_id: ids.module }),
  'courses.getItems': (ids) => ({ course: ids.module }),
  'courses.createItem': (ids) => ({ entity: ids.entity, course: ids.module, main_course: ids.course, title: 'Tema nuevo' }),
  'courses.updateItem': (ids) => ({ entity: ids.entity, item: ids.item, title: 'Tema cambiado' }),
  'courses.deleteItem': (ids) => ({ entity_id: ids.entity, item: ids.item }),
  'courses.getQualifiedPractices': (ids) => ({ entity: ids.entity, parent_course: ids.course }),
  'courses.createQualifiedPractice': (ids) => ({ entity: ids.entity, course: ids.course, title: 'Práctica 9', weight: 2 }),
  'courses.updateQualifiedPractice': (ids) => ({ qualified_practice: ids.practice, weight: 3 }),
  'courses.deleteQualifiedPractice': (ids) => ({ qualified_practice: ids.practice }),
  'courses.getCertificatesTemplates': (ids) => ({ entity: ids.entity, course: ids.course }),
  'courses.setCertificateForCourse': (ids) => ({ course: ids.course, entity: ids.entity, certificate: TEMPLATES.classic }),
  'materials.getMaterialsByCourse': (ids) => ({ course: ids.module }),
  'materials.addMaterials': (ids) => ({
    entity_id: ids.entity, course_id: ids.module, title: 'Enlace de muestra', description: 'Un enlace', type: 'url',
    url: 'https://example.org/recurso', name_file: 'Recurso', state: 'private',
  }),
};

export const keyOf = (def: FnameDef) => `${def.service}.${def.name}`;
