import { GRADES, type GradeCell, type GradeColumn, type GradebookRow, listExports, M } from '@edu/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Column, DataTable, fixedPaging, useTableState } from '../../../components/data-table';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { ExportMenu } from '../../../components/export-menu';
import { statusOf } from '../../../lib/api';
import { useGradebook } from '../api/get-gradebook';
import { fullName } from './course-format';
import { type GradeTarget, PracticeGradeDialog } from './practice-grade-dialog';

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

/** A cell fed by an evaluation reads its grade and source; any other is a button that opens its grade. */
function Cell({
  cell,
  practice,
  row,
  onEdit,
}: {
  cell: GradeCell | undefined;
  practice: GradeColumn;
  row: GradebookRow;
  onEdit: (t: GradeTarget) => void;
}) {
  const shown = cell?.grade ?? M.NO_VALUE;
  const source = cell?.source ? M.GRADE_SOURCE_LABELS[cell.source] : null;
  const pending = cell?.pending ? (
    <Typography component="span" variant="caption" color="warning.dark" sx={{ display: 'block' }}>
      {M.pendingCount(cell.pending)}
    </Typography>
  ) : null;
  if (practice.evaluations.length > 0) {
    return (
      <>
        {shown}
        {source && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {source}
          </Typography>
        )}
        {pending}
      </>
    );
  }
  const student = fullName(row.student);
  return (
    <>
      <Button
        size="small"
        aria-label={`${shown}${M.editGradeOf(student, practice.title)}`}
        onClick={() =>
          onEdit({
            practiceId: practice._id,
            practice: practice.title,
            userId: row.student._id,
            student,
            entered: cell?.entered ?? null,
          })
        }
      >
        {shown}
      </Button>
      {pending}
    </>
  );
}

function columnsOf(practices: readonly GradeColumn[], onEdit: (t: GradeTarget) => void): Column<GradebookRow>[] {
  return [
    { key: 'student', header: M.GRADEBOOK_STUDENT, render: (row) => fullName(row.student) },
    ...practices.map(
      (practice, i): Column<GradebookRow> => ({
        key: practice._id,
        header: <Header practice={practice} />,
        align: 'center',
        render: (row) => <Cell cell={row.grades[i]} practice={practice} row={row} onEdit={onEdit} />,
      }),
    ),
    { key: 'final', header: M.FINAL_GRADE, align: 'center', render: (row) => row.final ?? M.NO_VALUE },
    {
      key: 'state',
      header: M.GRADEBOOK_STATE,
      render: (row) =>
        row.passed === null ? (
          M.NO_VALUE
        ) : (
          <Chip
            size="small"
            color={row.passed ? 'success' : 'error'}
            variant="outlined"
            label={row.passed ? M.PASSED : M.NOT_PASSED}
          />
        ),
    },
  ];
}

/** 'Registro de notas' (04 §2.3): students × graded practices, the final grade computed by the server. */
export function GradebookTable({ scheduledId }: { scheduledId: string }) {
  const table = useTableState(GRADES.pageSize);
  const book = useGradebook(scheduledId, table.page + 1, table.query);
  const [editing, setEditing] = useState<GradeTarget | null>(null);
  if (book.isError) return <ErrorPanel code={errorCodeOf(statusOf(book.error))} onReload={() => book.refetch()} />;
  return (
    <>
      <DataTable
        label={M.TAB_GRADEBOOK}
        search={{ value: table.search, onChange: table.setSearch }}
        actions={<ExportMenu def={listExports.exportGradebook} input={{ scheduled_id: scheduledId, query: table.query }} />}
        columns={columnsOf(book.data?.practices ?? [], setEditing)}
        rows={book.data?.students}
        rowKey={(row) => row.student._id}
        {...fixedPaging(table, GRADES.pageSize, book.data?.pagination.total)}
        isLoading={book.isFetching}
      />
      {editing && <PracticeGradeDialog scheduledId={scheduledId} target={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
