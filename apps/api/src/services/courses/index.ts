import { createCategory } from './create-category.js';
import { createCourse } from './create-course.js';
import { createItem } from './create-item.js';
import { createQualifiedPractice } from './create-qualified-practice.js';
import { deleteCategory } from './delete-category.js';
import { deleteCourse } from './delete-course.js';
import { deleteItem } from './delete-item.js';
import { deleteQualifiedPractice } from './delete-qualified-practice.js';
import { getCategories } from './get-categories.js';
import { getCertificatesTemplates } from './get-certificates-templates.js';
import { getCourses } from './get-courses.js';
import { getItems } from './get-items.js';
import { getQualifiedPractices } from './get-qualified-practices.js';
import { setCertificateForCourse } from './set-certificate-for-course.js';
import { updateCategory } from './update-category.js';
import { updateCourse } from './update-course.js';
import { updateItem } from './update-item.js';
import { updateQualifiedPractice } from './update-qualified-practice.js';

export const coursesHandlers = [
  getCategories, createCategory, updateCategory, deleteCategory,
  getCourses, createCourse, updateCourse, deleteCourse,
  getItems, createItem, updateItem, deleteItem,
  getQualifiedPractices, createQualifiedPractice, updateQualifiedPractice, deleteQualifiedPractice,
  getCertificatesTemplates, setCertificateForCourse,
];
