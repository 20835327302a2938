import { type CourseOutput, formatSoles, M, PAGE_SIZES } from '@edu/shared';
import Avatar from '@mui/material/Avatar';
import { lazy, Suspense } from 'react';
import { CrudScreen, RowMenu } from '../../../../components/crud';
import { type Column, descriptionColumn, OneLine, useTableState } from '../../../../components/data-table';
import { useDeleteCourse } from '../../api/delete-course';
import { useCategoryCourses } from '../../api/get-courses';

// the course form (with its image picker and price logic) loads when first opened
const CourseDialog = lazy(() => import('../course-form/course-dialog').then((m) => ({ default: m.CourseDialog })));

// 'S/ 1200.00' on one line
const soles = (amount: string) => <OneLine>{formatSoles(amount)}</OneLine>;

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
  descriptionColumn(220),
];

export type CourseView = 'weights' | 'modules' | 'certificates';

/** The row actions of 'Listado de cursos' (02 §2.2). */
const ACTIONS = [
  ['edit', M.EDIT_COURSE],
  ['delete', M.DELETE_COURSE],
  ['weights', M.WEIGHTS_CONFIG],
  ['modules', M.MODULES],
  ['certificates', M.CERTIFICATES],
] as const;

interface CoursesTableProps {
  categoryId: string;
  onView: (course: CourseOutput, view: CourseView) => void;
}

/** 'Listado de cursos' (02 §2.2): the category's programmes, 10 a page, searched by name on the server. */
export function CoursesTable({ categoryId, onView }: CoursesTableProps) {
  const table = useTableState(PAGE_SIZES.courses);
  const list = useCategoryCourses(categoryId, table.pageInput.page, table.query);
  const remove = useDeleteCourse('programme');
  return (
    <CrudScreen
      title={M.COURSES_LIST_TITLE}
      table={table}
      pageSize={PAGE_SIZES.courses}
      list={list}
      rows={list.data?.courses}
      columns={COLUMNS}
      rowKey={(row) => row._id}
      rowName={(row) => row.name}
      editLabel={M.EDIT_COURSE}
      deleteLabel={M.DELETE_COURSE}
      noRefresh
      rowActions={(row, crud) => (
        <RowMenu
          label={`${M.OPTIONS}: ${row.name}`}
          actions={ACTIONS}
          onAction={(action) =>
            action === 'edit' ? crud.edit(row) : action === 'delete' ? crud.remove(row) : onView(row, action)
          }
        />
      )}
      form={(row, onClose) => (
        <Suspense fallback={null}>
          <CourseDialog categoryId={row?.category?._id ?? categoryId} course={row} onClose={onClose} />
        </Suspense>
      )}
      remove={{
        confirm: M.DELETE_COURSE_CONFIRM,
        isPending: remove.isPending,
        run: (row) => remove.mutateAsync(row._id),
      }}
    />
  );
}
