import { type CourseOutput, formatSoles, M, PAGE_SIZES } from '@edu/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { type Column, DataTable, useTableState } from '../../../../components/data-table';
import { useCategoryCourses } from '../../api/get-courses';
import { type CourseAction, CourseRowMenu } from './course-row-menu';

// 'S/ 1200.00' on one line
const soles = (amount: string) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {formatSoles(amount)}
  </Box>
);

const COLUMNS: readonly Column<CourseOutput>[] = [
  {
    key: 'preview',
    header: M.COL_IMAGE,
    width: 72,
    render: (course) => (
      <Avatar variant="rounded" src={course.preview ?? undefined} alt={course.name} sx={{ width: 56, height: 40 }}>
        {course.name.slice(0, 1)}
      </Avatar>
    ),
  },
  { key: 'name', header: M.COL_TITLE },
  { key: 'category', header: M.COL_CATEGORY, hideBelow: 'md', render: (course) => course.category?.name ?? '' },
  { key: 'inscription', header: M.COL_INSCRIPTION_PRICE, render: (c) => soles(c.price.inscription) },
  { key: 'course_price', header: M.COL_COURSE_PRICE, render: (c) => soles(c.price.course_price) },
  { key: 'certificate', header: M.COL_CERTIFICATE_PRICE, render: (c) => soles(c.price.certificate) },
  {
    key: 'description',
    header: M.COL_DESCRIPTION,
    hideBelow: 'lg',
    render: (course) => (
      <Typography variant="body2" title={course.description} noWrap sx={{ maxWidth: 220 }}>
        {course.description}
      </Typography>
    ),
  },
];

interface CoursesTableProps {
  categoryId: string;
  onAdd: () => void;
  onAction: (course: CourseOutput, action: CourseAction) => void;
}

/** 'Listado de cursos' (02 §2.2): the category's programmes, 10 a page, searched by name on the server. */
export function CoursesTable({ categoryId, onAdd, onAction }: CoursesTableProps) {
  const table = useTableState(PAGE_SIZES.courses);
  const courses = useCategoryCourses(categoryId, table.page + 1, table.query);
  const isPastTheEnd = table.page > 0 && courses.data?.courses.length === 0 && !courses.isPlaceholderData;
  const { setPage, page } = table;
  // the last row of the last page was deleted: show the page before
  useEffect(() => {
    if (isPastTheEnd) setPage(page - 1);
  }, [isPastTheEnd, page, setPage]);
  return (
    <DataTable
      title={M.COURSES_LIST_TITLE}
      search={{ value: table.search, onChange: table.setSearch }}
      onAdd={onAdd}
      columns={COLUMNS}
      rows={courses.data?.courses}
      rowKey={(course) => course._id}
      total={courses.data?.pagination.total ?? 0}
      page={table.page}
      rowsPerPage={PAGE_SIZES.courses}
      rowsPerPageOptions={[PAGE_SIZES.courses]}
      onPageChange={table.setPage}
      onRowsPerPageChange={table.setRowsPerPage}
      isLoading={courses.isFetching}
      rowActions={(course) => (
        <CourseRowMenu courseName={course.name} onAction={(action) => onAction(course, action)} />
      )}
    />
  );
}
