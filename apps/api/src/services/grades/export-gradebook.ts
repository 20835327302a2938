import { type GradeColumn, grades, M } from '@edu/shared';
import { getGradebook } from './get-gradebook.js';
import { decimal, defineExport, exportName } from '../../sheets/define-export.js';
import { pagesOf } from '../../sheets/sheet.js';

// 'Registro de notas' (04 §2.3): a row per student, a column per graded practice, the final grade and the result.
// The grade book's handler pages by its own size (GRADES.pageSize): it computes every cell of the page it reads.
export const exportGradebook = defineExport(grades.exportGradebook, async (input, ctx) => {
  let practices: GradeColumn[] = [];
  const rows = await pagesOf(
    async (page) => {
      const out = await getGradebook.run({ ...input, page }, ctx);
      practices = out.practices;
      return { items: out.students, hasNextPage: out.pagination.hasNextPage };
    },
    (items) =>
      items.map((s) => [
        s.student.name,
        s.student.lastname,
        s.student.email,
        ...s.grades.map((g) => decimal(g.grade)),
        decimal(s.final),
        s.status === null ? null : M.GRADE_STATUS_LABELS[s.status],
      ]),
  );
  return {
    name: exportName(M.EXPORT_FILE_NAMES.gradebook),
    header: [
      M.COL_NAME,
      M.COL_LASTNAME,
      M.COL_EMAIL,
      ...practices.map((p) => p.title),
      M.COL_FINAL_GRADE,
      M.COL_RESULT,
    ],
    rows,
  };
});
