import { createCampus } from './create-campus.js';
import { createEntity } from './create-entity.js';
import { createZoomToken } from './create-zoom-token.js';
import { deleteCampus } from './delete-campus.js';
import { deleteEntity } from './delete-entity.js';
import { deleteZoomToken } from './delete-zoom-token.js';
import { getCampus } from './get-campus.js';
import { getEntities } from './get-entities.js';
import { getEntity } from './get-entity.js';
import { getZoomTokens } from './get-zoom-tokens.js';
import { updateCampus } from './update-campus.js';
import { updateEntity } from './update-entity.js';
import { updateZoomToken } from './update-zoom-token.js';
import { userIsInEntitiesAdmin } from './user-is-in-entities-admin.js';

export const entitiesHandlers = [
  userIsInEntitiesAdmin,
  getEntities,
  getEntity,
  createEntity,
  updateEntity,
  deleteEntity,
  getCampus,
  createCampus,
  updateCampus,
  deleteCampus,
  getZoomTokens,
  createZoomToken,
  updateZoomToken,
  deleteZoomToken,
];
