import { createCampus } from './create-campus.js';
import { deleteCampus } from './delete-campus.js';
import { getCampus } from './get-campus.js';
import { updateCampus } from './update-campus.js';

/** An entity's campuses (decision 0056: area campuses): fnames of the entities service. */
export const campusesHandlers = [getCampus, createCampus, updateCampus, deleteCampus];
