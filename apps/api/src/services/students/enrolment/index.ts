import { assignUserToScheduled } from './assign-user-to-scheduled.js';
import { deallocateUserFromScheduled } from './deallocate-user-from-scheduled.js';
import { getUsersByScheduled } from './get-users-by-scheduled.js';

export const enrolmentHandlers = [getUsersByScheduled, assignUserToScheduled, deallocateUserFromScheduled];
