import { logout } from './logout.js';
import { recoverPassword } from './recover-password.js';
import { resetPassword } from './reset-password.js';
import { signin } from './signin.js';
import { tokenIsValid } from './token-is-valid.js';

export const authHandlers = [signin, tokenIsValid, logout, recoverPassword, resetPassword];
