import { type CourseOutput, M, PAGE_SIZES, type PracticeOutput } from '@edu/shared';
import { CrudScreen } from '../../../../components/crud';
import { type Column, useTableState } from '../../../../components/data-table';
import { useDeleteQualifiedPractice } from '../../api/delete-qualified-practice';
import { useQualifiedPractices } from '../../../../lib/queries/programmes';
import { PracticeDialog } from './practice-dialog';

const COLUMNS: readonly Column<PracticeOutput>[] = [
  { key: 'title', header: M.NAME_LABEL },
  { key: 'weight', header: M.COL_WEIGHT, align: 'right' },
  { key: 'porcent', header: M.COL_PERCENTAGE, align: 'right' },
];

/** 'Configuración de promedios' (02 §2.4): the graded practices with their weight and share of the total, paged here. */
export function PracticesTable({ programme }: { programme: CourseOutput }) {
  const list = useQualifiedPractices(programme._id);
  const remove = useDeleteQualifiedPractice();
  const table = useTableState(PAGE_SIZES.localTableDefault);
  const all = list.data?.qualifiedPractices ?? [];
  const { page, rowsPerPage } = table;
  return (
    <CrudScreen
      table={table}
      pageSize={rowsPerPage}
      list={list}
      rows={all.slice(page * rowsPerPage, (page + 1) * rowsPerPage)}
      paging={{
        total: all.length,
        page,
        rowsPerPage,
        rowsPerPageOptions: PAGE_SIZES.localTableOptions,
        onPageChange: table.setPage,
        onRowsPerPageChange: table.setRowsPerPage,
      }}
      columns={COLUMNS}
      rowKey={(row) => row._id}
      rowName={(row) => row.title}
      editLabel={M.EDIT_PRACTICE}
      deleteLabel={M.DELETE_PRACTICE}
      noSearch
      noRefresh
      form={(row, onClose) => <PracticeDialog courseId={programme._id} practice={row} onClose={onClose} />}
      remove={{
        confirm: M.DELETE_PRACTICE_CONFIRM,
        isPending: remove.isPending,
        run: (row) => remove.mutateAsync(row._id),
      }}
    />
  );
}
