import { getMyCourse } from './get-my-course.js';
import { getMyCourses } from './get-my-courses.js';

/** The student's Mis cursos (04 §2.2, decision 0056: area my-courses): fnames of the students service. */
export const myCoursesHandlers = [getMyCourses, getMyCourse];
