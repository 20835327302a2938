import { getCatalog } from './get-catalog.js';
import { getCatalogCourse } from './get-catalog-course.js';
import { registerStudent } from './register-student.js';

/** The public catalogue and the students' own accounts (04 §2.1). */
export const catalogHandlers = [getCatalog, getCatalogCourse, registerStudent];
