import { createScheduled } from './create-scheduled.js';
import { deleteScheduled } from './delete-scheduled.js';
import { getScheduleds } from './get-scheduleds.js';
import { updateScheduled } from './update-scheduled.js';

/** Scheduled courses and module schedules (decision 0056: area scheduleds): fnames of the courses service. */
export const scheduledsHandlers = [getScheduleds, createScheduled, updateScheduled, deleteScheduled];
