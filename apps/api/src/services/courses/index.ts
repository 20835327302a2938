import { createCategory } from './create-category.js';
import { createCourse } from './create-course.js';
import { createItem } from './create-item.js';
import { createQualifiedPractice } from './create-qualified-practice.js';
import { createScheduled } from './create-scheduled.js';
import { deleteCategory } from './delete-category.js';
import { deleteCourse } from './delete-course.js';
import { deleteItem } from './delete-item.js';
import { deleteQualifiedPractice } from './delete-qualified-practice.js';
import { deleteScheduled } from './delete-scheduled.js';
import { getCategories } from './get-categories.js';
import { getCertificatesTemplates } from './get-certificates-templates.js';
import { getCourseModules_byUser } from './get-course-modules-by-user.js';
import { getCourses } from './get-courses.js';
import { getItems } from './get-items.js';
import { getQualifiedPractices } from './get-qualified-practices.js';
import { getScheduleds } from './get-scheduleds.js';
import { setCertificateForCourse } from './set-certificate-for-course.js';
import { updateCategory } from './update-category.js';
import { updateCourse } from './update-course.js';
import { updateItem } from './update-item.js';
import { updateQualifiedPractice } from './update-qualified-practice.js';
import { updateScheduled } from './update-scheduled.js';

export const coursesHandlers = [
  getCategories, createCategory, updateCategory, deleteCategory,
  getCourses, createCourse, updateCourse, deleteCourse,
  getItems, createItem, updateItem, deleteItem,
  getQualifiedPractices, createQualifiedPractice, updateQualifiedPractice, deleteQualifiedPractice,
  getCertificatesTemplates, setCertificateForCourse,
  getScheduleds, createScheduled, updateScheduled, deleteScheduled,
  getCourseModules_byUser,
];
