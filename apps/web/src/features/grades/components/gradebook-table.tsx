import { type GradebookRow, type GradeCell, type GradeColumn, GRADES, grades, M } from '@edu/shared';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type Column, DataTable, fixedPaging, useTableState } from '../../../components/data-table';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { ExportMenu } from '../../../components/export-menu';
import { statusOf } from '../../../lib/api';
import { useGradebook } from '../api/get-gradebook';
import { fullName } from './course-format';
import { GradeCellInput } from './grade-cell-input';

function Header({ practice }: { practice: GradeColumn }) {
  return (
    <>
      {practice.title}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {M.practiceHeader(practice.weight, practice.porcent)}
      </Typography>
      {practice.evaluations.length > 0 && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {M.fedBy(practice.evaluations.map((e) => e.title).join(', '))}
        </Typography>
      )}
    </>
  );
}

/** A cell fed by an evaluation reads its grade and source; any other is typed in place (decision 0054). */
function Cell({
  cell,
  practice,
  row,
  scheduledId,
  rowIndex,
  colIndex,
}: {
  cell: GradeCell | undefined;
  practice: GradeColumn;
  row: GradebookRow;
  scheduledId: string;
  rowIndex: number;
  colIndex: number;
}) {
  const source = cell?.source ? M.GRADE_SOURCE_LABELS[cell.source] : null;
  const pending = cell?.pending ? (
    <Typography component="span" variant="caption" color="warning.dark" sx={{ display: 'block' }}>
      {M.pendingCount(cell.pending)}
    </Typography>
  ) : null;
  if (practice.evaluations.length > 0) {
    return (
      <>
        {cell?.grade ?? M.NO_VALUE}
        {source && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {source}
          </Typography>
        )}
        {pending}
      </>
    );
  }
  return (
    <>
      <GradeCellInput
        scheduledId={scheduledId}
        practiceId={practice._id}
        userId={row.student._id}
        entered={cell?.entered ?? null}
        label={M.gradeCellLabel(fullName(row.student), practice.title)}
        row={rowIndex}
        col={colIndex}
      />
      {pending}
    </>
  );
}

const STATUS_COLOR = { in_progress: 'default', passed: 'success', failed: 'error' } as const;

function columnsOf(
  practices: readonly GradeColumn[],
  rows: readonly GradebookRow[],
  scheduledId: string,
): Column<GradebookRow>[] {
  const indexOf = new Map(rows.map((row, i) => [row.student._id, i]));
  return [
    { key: 'student', header: M.GRADEBOOK_STUDENT, render: (row) => fullName(row.student) },
    ...practices.map(
      (practice, i): Column<GradebookRow> => ({
        key: practice._id,
        header: <Header practice={practice} />,
        align: 'center',
        render: (row) => (
          <Cell
            cell={row.grades[i]}
            practice={practice}
            row={row}
            scheduledId={scheduledId}
            rowIndex={indexOf.get(row.student._id) ?? 0}
            colIndex={i}
          />
        ),
      }),
    ),
    { key: 'final', header: M.FINAL_GRADE, align: 'center', render: (row) => row.final ?? M.NO_VALUE },
    {
      key: 'state',
      header: M.GRADEBOOK_STATE,
      render: (row) =>
        row.status === null ? (
          M.NO_VALUE
        ) : (
          <Chip
            size="small"
            color={STATUS_COLOR[row.status]}
            variant="outlined"
            label={M.GRADE_STATUS_LABELS[row.status]}
          />
        ),
    },
  ];
}

/**
 * 'Registro de notas' (04 §2.3): students × graded practices, each entered cell typed in place as a grid (decision 0054),
 * the final grade and the result computed by the server.
 */
export function GradebookTable({ scheduledId }: { scheduledId: string }) {
  const table = useTableState(GRADES.pageSize);
  const book = useGradebook(scheduledId, table.page + 1, table.query);
  if (book.isError) return <ErrorPanel code={errorCodeOf(statusOf(book.error))} onReload={() => book.refetch()} />;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {M.GRADEBOOK_KEYS_HINT}
      </Typography>
      <DataTable
        label={M.TAB_GRADEBOOK}
        search={{ value: table.search, onChange: table.setSearch }}
        actions={<ExportMenu def={grades.exportGradebook} input={{ scheduled_id: scheduledId, query: table.query }} />}
        columns={columnsOf(book.data?.practices ?? [], book.data?.students ?? [], scheduledId)}
        rows={book.data?.students}
        rowKey={(row) => row.student._id}
        {...fixedPaging(table, GRADES.pageSize, book.data?.pagination.total)}
        isLoading={book.isFetching}
      />
    </>
  );
}
