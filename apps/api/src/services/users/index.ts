import { getRoles } from './get-roles.js';
import { getRolesByEntity } from './get-roles-by-entity.js';

export const usersHandlers = [getRoles, getRolesByEntity];
