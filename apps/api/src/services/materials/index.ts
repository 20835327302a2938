import { addMaterials } from './add-materials.js';
import { getMaterialsByCourse } from './get-materials-by-course.js';

export const materialsHandlers = [getMaterialsByCourse, addMaterials];
