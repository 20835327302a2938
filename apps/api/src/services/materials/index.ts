import { getMaterialLink } from './get-material-link.js';
import { addMaterials } from './add-materials.js';
import { deleteMaterial } from './delete-material.js';
import { editMaterial } from './edit-material.js';
import { getMaterial_byEntity } from './get-material-by-entity.js';
import { getMaterialsByCourse } from './get-materials-by-course.js';

export const materialsHandlers = [getMaterialsByCourse, addMaterials, getMaterial_byEntity, editMaterial, deleteMaterial, getMaterialLink];
