// 'Mis cursos' of the teacher (04 §2.3): the scheduled courses that name the caller, each opening its students,
// answers to grade and grade book.
import { GRADES, M } from '@edu/shared';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { statusOf } from '../../../lib/api';
import { useTeacherCourses } from '../api/get-teacher-courses';
import { courseDates } from '../components/course-format';

type Row = NonNullable<ReturnType<typeof useTeacherCourses>['data']>['courses'][number];
const C = M.TEACHER_COURSE_COLUMNS;

const COLUMNS: readonly Column<Row>[] = [
  { key: 'name', header: C.name },
  { key: 'programme', header: C.programme, render: (row) => row.course.name, hideBelow: 'md' },
  { key: 'dates', header: C.dates, render: courseDates, hideBelow: 'sm' },
  { key: 'students', header: C.students, align: 'right' },
  { key: 'pending', header: C.pending, align: 'right' },
];

export function TeacherCoursesRoute() {
  const [page, setPage] = useState(0);
  const list = useTeacherCourses(page + 1);
  return (
    <section>
      <PageTitle>{M.TEACHER_COURSES_TITLE}</PageTitle>
      {list.isError ? (
        <ErrorPanel code={errorCodeOf(statusOf(list.error))} onReload={() => list.refetch()} />
      ) : (
        <DataTable
          label={M.TEACHER_COURSES_TITLE}
          columns={COLUMNS}
          rows={list.data?.courses}
          rowKey={(row) => row._id}
          total={list.data?.pagination.total ?? 0}
          page={page}
          rowsPerPage={GRADES.pageSize}
          rowsPerPageOptions={[GRADES.pageSize]}
          onPageChange={setPage}
          onRowsPerPageChange={() => undefined}
          isLoading={list.isFetching}
          rowActions={(row) => (
            // the visible text first, then which course (label-content-name-mismatch)
            <Button
              component={Link}
              to={paths.teacher.courseOf(row._id)}
              size="small"
              aria-label={`${M.SEE_COURSE}: ${row.name}`}
            >
              {M.SEE_COURSE}
            </Button>
          )}
        />
      )}
    </section>
  );
}
