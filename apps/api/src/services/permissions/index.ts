import { getManagement } from './get-management.js';
import { updateManagement } from './update-management.js';

export const permissionsHandlers = [getManagement, updateManagement];
