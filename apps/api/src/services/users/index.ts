import { createUser } from './create-user.js';
import { getAdminEntity } from './get-admin-entity.js';
import { getRoles } from './get-roles.js';
import { getRolesByEntity } from './get-roles-by-entity.js';
import { getUser } from './get-user.js';

export const usersHandlers = [getRoles, getRolesByEntity, getUser, getAdminEntity, createUser];
