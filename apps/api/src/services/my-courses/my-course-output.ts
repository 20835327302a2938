import type { MyCourseCard } from '@edu/shared';
import type { Storage } from '../../storage/storage.js';
import type { MyCourseRow } from './my-courses.queries.js';

export const toMyCourseCard = (row: MyCourseRow, storage: Storage, finalGrade: string | null = null): MyCourseCard => ({
  _id: row.id,
  name: row.name,
  category: row.category,
  campus: row.campus,
  coverpage: row.coverpage ? storage.urlOf(row.coverpage) : null,
  start_date: row.start_date,
  end_date: row.end_date,
  modules_total: row.modules_total,
  modules_unlocked: row.modules_unlocked,
  next_module_date: row.next_module_date,
  evaluations_taken: row.evaluations_taken,
  final_grade: finalGrade,
});
