import { getManagement } from './get-management.js';
import { getPreUsers } from './get-pre-users.js';
import { logout } from './logout.js';
import { preRegister } from './pre-register.js';
import { recoverPassword } from './recover-password.js';
import { resetPassword } from './reset-password.js';
import { signin } from './signin.js';
import { tokenIsValid } from './token-is-valid.js';
import { updateManagement } from './update-management.js';

export const authHandlers = [
  signin, tokenIsValid, logout, recoverPassword, resetPassword, getManagement, updateManagement, getPreUsers, preRegister,
];
