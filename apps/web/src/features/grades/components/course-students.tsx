import { GRADES, M } from '@edu/shared';
import { type Column, DataTable, fixedPaging, useTableState } from '../../../components/data-table';
import { useCourseStudents } from '../api/get-course-students';
import { fullName } from './course-format';

type Row = NonNullable<ReturnType<typeof useCourseStudents>['data']>['students'][number];
const C = M.STUDENT_COLUMNS;
const COLUMNS: readonly Column<Row>[] = [
  { key: 'name', header: C.name, render: fullName },
  { key: 'email', header: C.email, hideBelow: 'sm' },
  { key: 'phone', header: C.phone, render: (row) => row.phone ?? '', hideBelow: 'md' },
];

/** The course's students (04 §2.3): 25 a page, searched by name. */
export function CourseStudents({ scheduledId }: { scheduledId: string }) {
  const table = useTableState(GRADES.pageSize);
  const list = useCourseStudents(scheduledId, table.page + 1, table.query);
  return (
    <DataTable
      title={M.COURSE_STUDENTS_TITLE}
      search={{ value: table.search, onChange: table.setSearch }}
      columns={COLUMNS}
      rows={list.data?.students}
      rowKey={(row) => row._id}
      {...fixedPaging(table, GRADES.pageSize, list.data?.pagination.total)}
      isLoading={list.isFetching}
    />
  );
}
