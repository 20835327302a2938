import { exportUsersByEntity } from './export-users-by-entity.js';
import { createUser } from './create-user.js';
import { deleteUserByEntity } from './delete-user-by-entity.js';
import { getAdminEntity } from './get-admin-entity.js';
import { getPreUsers } from './get-pre-users.js';
import { getRoles } from './get-roles.js';
import { getRolesByEntity } from './get-roles-by-entity.js';
import { getUser } from './get-user.js';
import { getUsersByEntity } from './get-users-by-entity.js';
import { assignUserToEntity } from './assign-user-to-entity.js';
import { preRegister } from './pre-register.js';
import { resetPassword } from './reset-password.js';
import { searchUserByEntity } from './search-user-by-entity.js';
import { updateUser } from './update-user.js';
import { confirmEmail } from './identity/confirm-email.js';

export const usersHandlers = [
  // the superadmin's invitations: their wire service is auth (the spec's, 03 §1), named by their contract
  getPreUsers,
  preRegister,
  getRoles,
  getRolesByEntity,
  getUser,
  getAdminEntity,
  createUser,
  getUsersByEntity,
  updateUser,
  deleteUserByEntity,
  resetPassword,
  searchUserByEntity,
  assignUserToEntity,
  exportUsersByEntity,
  // confirmed e-mail changes (decision 0028): its public link fname belongs to the auth service
  confirmEmail,
];
