import { M, PAGE_SIZES, type ScheduledOutput } from '@edu/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import {
  CrudDeleteConfirm,
  DataTable,
  fixedPaging,
  useCrudDialog,
  useTableState,
} from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { paths } from '../../../config/paths';
import { useDeleteScheduled } from '../api/delete-scheduled';
import { useScheduleds } from '../api/get-scheduleds';
import { SCHEDULED_COLUMNS } from './scheduled-columns';
import { ScheduledCourseDialog } from './scheduled-course-dialog';
import { ScheduledRowMenu } from './scheduled-row-menu';

/** The entity's scheduled courses (02 §2.13): 15 a page by name descending, searched by name. */
export function ScheduledsTable() {
  const navigate = useNavigate();
  const table = useTableState(PAGE_SIZES.scheduleds);
  const list = useScheduleds(table.pageInput.page, table.query);
  const remove = useDeleteScheduled();
  const crud = useCrudDialog<ScheduledOutput>();
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
        onAdd={crud.add}
        columns={SCHEDULED_COLUMNS}
        rows={list.data?.scheduleds}
        rowKey={(row) => row._id}
        {...fixedPaging(table, PAGE_SIZES.scheduleds, list.data?.pagination.total)}
        isLoading={list.isFetching}
        rowActions={(row) => (
          <ScheduledRowMenu
            name={row.name}
            onAction={(action) => {
              // the module screen starts from this row, the main scheduled course (02 §2.13)
              if (action === 'modules') navigate(paths.coordinator.modulesOf(row._id), { state: { scheduled: row } });
              else if (action === 'edit') crud.edit(row);
              else crud.remove(row);
            }}
          />
        )}
      />
      {crud.dialog?.kind === 'add' && <ScheduledCourseDialog onClose={crud.close} />}
      {crud.dialog?.kind === 'edit' && <ScheduledCourseDialog scheduled={crud.dialog.row} onClose={crud.close} />}
      <CrudDeleteConfirm
        crud={crud}
        text={M.SCHEDULED_DELETE_CONFIRM}
        isPending={remove.isPending}
        onDelete={(row) => remove.mutateAsync(row._id)}
      />
    </>
  );
}
