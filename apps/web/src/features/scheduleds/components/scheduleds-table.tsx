import { M, PAGE_SIZES } from '@edu/shared';
import { useNavigate } from 'react-router';
import { CrudScreen, RowMenu } from '../../../components/crud';
import { useTableState } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useDeleteScheduled } from '../api/delete-scheduled';
import { useScheduleds } from '../api/get-scheduleds';
import { SCHEDULED_COLUMNS } from './scheduled-columns';
import { ScheduledCourseDialog } from './scheduled-course-dialog';

/** The row's expansion (02 §2.13). */
const ACTIONS = [
  ['edit', M.EDIT_COURSE],
  ['delete', M.DELETE_COURSE],
  ['modules', M.SCHEDULE_MODULES],
  ['grades', M.COURSE_GRADES_ACTION],
] as const;

/** The entity's scheduled courses (02 §2.13): 15 a page by name descending, searched by name. */
export function ScheduledsTable() {
  const navigate = useNavigate();
  const table = useTableState(PAGE_SIZES.scheduleds);
  const list = useScheduleds(table.pageInput.page, table.query);
  const remove = useDeleteScheduled();
  return (
    <CrudScreen
      table={table}
      pageSize={PAGE_SIZES.scheduleds}
      list={list}
      rows={list.data?.scheduleds}
      columns={SCHEDULED_COLUMNS}
      rowKey={(row) => row._id}
      rowName={(row) => row.name}
      editLabel={M.EDIT_COURSE}
      deleteLabel={M.DELETE_COURSE}
      rowActions={(row, crud) => (
        <RowMenu
          label={`${M.OPTIONS}: ${row.name}`}
          expand
          actions={ACTIONS}
          onAction={(action) => {
            // the module screen starts from this row, the main scheduled course (02 §2.13)
            if (action === 'modules') navigate(paths.coordinator.modulesOf(row._id), { state: { scheduled: row } });
            // its students, answers to grade and grade book, as its teachers see them (04 §2.3)
            else if (action === 'grades') navigate(paths.coordinator.courseGradesOf(row._id));
            else if (action === 'edit') crud.edit(row);
            else crud.remove(row);
          }}
        />
      )}
      form={(row, onClose) => <ScheduledCourseDialog scheduled={row} onClose={onClose} />}
      remove={{
        confirm: M.SCHEDULED_DELETE_CONFIRM,
        isPending: remove.isPending,
        run: (row) => remove.mutateAsync(row._id),
      }}
    />
  );
}
