// The students area (decision 0056): enrolment in a scheduled course, a student's modules and bulk enrolment
// (decision 0040). getCourseModules_byUser is an fname of the courses service (03 §1); its contract says so.
import { assignUserToScheduled } from './assign-user-to-scheduled.js';
import { bulkHandlers } from './bulk/index.js';
import { deallocateUserFromScheduled } from './deallocate-user-from-scheduled.js';
import { exportUsersByScheduled } from './export-users-by-scheduled.js';
import { getCourseModules_byUser } from './get-course-modules-by-user.js';
import { getUsersByScheduled } from './get-users-by-scheduled.js';

export const studentsHandlers = [
  getUsersByScheduled,
  assignUserToScheduled,
  deallocateUserFromScheduled,
  getCourseModules_byUser,
  exportUsersByScheduled,
  ...bulkHandlers,
];
