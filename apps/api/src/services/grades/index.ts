import { exportGradebook } from './export-gradebook.js';
import { getCourseMaterials } from './get-course-materials.js';
import { getCourseStudents } from './get-course-students.js';
import { getGradebook } from './get-gradebook.js';
import { getMyGrades } from './get-my-grades.js';
import { getPendingAnswers } from './get-pending-answers.js';
import { getTeacherCourses } from './get-teacher-courses.js';
import { gradeAnswer } from './grade-answer.js';
import { setPracticeGrade } from './set-practice-grade.js';

/** The teachers' area and the grades (04 §2.3, §4): fnames of the courses, students and evaluations services. */
export const gradesHandlers = [getTeacherCourses, getCourseStudents, getPendingAnswers, gradeAnswer, getGradebook, setPracticeGrade, getMyGrades, getCourseMaterials, exportGradebook];
