import { M, PAGE_SIZES, type ScheduledOutput } from '@edu/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, useTableState } from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { paths } from '../../../config/paths';
import { useDeleteScheduled } from '../api/delete-scheduled';
import { useScheduleds } from '../api/get-scheduleds';
import { SCHEDULED_COLUMNS } from './scheduled-columns';
import { ScheduledCourseDialog } from './scheduled-course-dialog';
import { ScheduledRowMenu } from './scheduled-row-menu';

type Dialog = { kind: 'add' } | { kind: 'edit'; row: ScheduledOutput } | { kind: 'delete'; row: ScheduledOutput };

/** The entity's scheduled courses (02 §2.13): 15 a page by name descending, searched by name. */
export function ScheduledsTable() {
  const navigate = useNavigate();
  const table = useTableState(PAGE_SIZES.scheduleds);
  const list = useScheduleds(table.pageInput.page, table.query);
  const remove = useDeleteScheduled();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const isPastTheEnd = table.page > 0 && list.data?.scheduleds.length === 0 && !list.isPlaceholderData;
  const { page, setPage } = table;
  // the last row of the last page was deleted: show the page before
  useEffect(() => {
    if (isPastTheEnd) setPage(page - 1);
  }, [isPastTheEnd, page, setPage]);

  if (list.isError) return <ErrorPanel onReload={() => list.refetch()} />;
  return (
    <>
      <DataTable
        search={{ value: table.search, onChange: table.setSearch }}
        onRefresh={() => list.refetch()}
        onAdd={() => setDialog({ kind: 'add' })}
        columns={SCHEDULED_COLUMNS}
        rows={list.data?.scheduleds}
        rowKey={(row) => row._id}
        total={list.data?.pagination.total ?? 0}
        page={table.page}
        rowsPerPage={PAGE_SIZES.scheduleds}
        rowsPerPageOptions={[PAGE_SIZES.scheduleds]}
        onPageChange={table.setPage}
        onRowsPerPageChange={table.setRowsPerPage}
        isLoading={list.isFetching}
        rowActions={(row) => (
          <ScheduledRowMenu
            name={row.name}
            onAction={(action) => {
              // the module screen starts from this row, the main scheduled course (02 §2.13)
              if (action === 'modules') navigate(paths.coordinator.modulesOf(row._id), { state: { scheduled: row } });
              else setDialog({ kind: action, row });
            }}
          />
        )}
      />
      {dialog?.kind === 'add' && <ScheduledCourseDialog onClose={close} />}
      {dialog?.kind === 'edit' && <ScheduledCourseDialog scheduled={dialog.row} onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={M.NOTICE_TITLE}
        text={M.SCHEDULED_DELETE_CONFIRM}
        isPending={remove.isPending}
        onCancel={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          try {
            await remove.mutateAsync(dialog.row._id);
            close();
          } catch {
            // the toast says why
          }
        }}
      />
    </>
  );
}
