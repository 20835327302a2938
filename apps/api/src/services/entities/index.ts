import { createEntity } from './create-entity.js';
import { deleteEntity } from './delete-entity.js';
import { getEntities } from './get-entities.js';
import { getEntity } from './get-entity.js';
import { updateEntity } from './update-entity.js';
import { userIsInEntitiesAdmin } from './user-is-in-entities-admin.js';

export const entitiesHandlers = [
  userIsInEntitiesAdmin,
  getEntities,
  getEntity,
  createEntity,
  updateEntity,
  deleteEntity,
];
