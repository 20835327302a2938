import { type CategoryOutput, type CourseOutput, M } from '@edu/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { PageSpinner } from '../../../../components/page-spinner';
import { PageTitle } from '../../../../components/page-title';
import { paths } from '../../../../config/paths';
import { useDeleteCategory } from '../../api/delete-category';
import { useDeleteCourse } from '../../api/delete-course';
import { useCategories } from '../../api/get-categories';
import { CategoryDialog } from './category-dialog';
import { CategoryHeader } from './category-header';
import { CategoryList } from './category-list';
import type { CourseAction } from './course-row-menu';
import { CoursesTable } from './courses-table';

// the course form (with its image picker and price logic) loads when first opened
const CourseDialog = lazy(() => import('../course-form/course-dialog').then((m) => ({ default: m.CourseDialog })));

type Dialog =
  | { kind: 'newCategory' }
  | { kind: 'editCategory' }
  | { kind: 'deleteCategory' }
  | { kind: 'newCourse' }
  | { kind: 'editCourse'; course: CourseOutput }
  | { kind: 'deleteCourse'; course: CourseOutput };

/** /dashboard/admin/courses and /programs (02 §2.2): categories on the left, the chosen one's programmes on the right. */
export function ProgrammesPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const selectedId = params.get('category');
  // the unfiltered list: the chosen category stays shown whatever the search on the left
  const all = useCategories('');
  const selected = all.data?.categories.find((category) => category._id === selectedId) ?? null;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const deleteCategory = useDeleteCategory();
  const deleteCourse = useDeleteCourse('programme');

  // the choice lives in the address, so that back from a programme's views returns to it
  const select = (category: CategoryOutput | null) =>
    setParams(category ? { category: category._id } : {}, { replace: true });

  const act = (course: CourseOutput, action: CourseAction) => {
    const categoryId = course.category?._id ?? selectedId ?? '';
    if (action === 'edit') setDialog({ kind: 'editCourse', course });
    else if (action === 'delete') setDialog({ kind: 'deleteCourse', course });
    else if (action === 'modules') navigate(paths.admin.courseModulesOf(categoryId, course._id));
    else if (action === 'weights') navigate(paths.admin.courseWeightsOf(categoryId, course._id));
    else navigate(paths.admin.courseCertificatesOf(categoryId, course._id));
  };

  return (
    <section>
      <PageTitle>{M.MENU_PROGRAMS}</PageTitle>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' } }}>
        <CategoryList selectedId={selectedId} onSelect={select} onAdd={() => setDialog({ kind: 'newCategory' })} />
        {selectedId && all.isPending ? (
          <PageSpinner />
        ) : selected ? (
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <CategoryHeader
              category={selected}
              onEdit={() => setDialog({ kind: 'editCategory' })}
              onDelete={() => setDialog({ kind: 'deleteCategory' })}
            />
            <CoursesTable
              key={selected._id}
              categoryId={selected._id}
              onAdd={() => setDialog({ kind: 'newCourse' })}
              onAction={act}
            />
          </Box>
        ) : (
          <Paper variant="outlined" sx={{ display: 'grid', placeItems: 'center', minHeight: 240, p: 4 }}>
            <Typography color="text.secondary">{M.SELECT_CATEGORY}</Typography>
          </Paper>
        )}
      </Box>

      {dialog?.kind === 'newCategory' && <CategoryDialog onClose={close} onCreated={select} />}
      {dialog?.kind === 'editCategory' && selected && <CategoryDialog category={selected} onClose={close} />}
      <Suspense fallback={null}>
        {dialog?.kind === 'newCourse' && selected && <CourseDialog categoryId={selected._id} onClose={close} />}
        {dialog?.kind === 'editCourse' && (
          <CourseDialog categoryId={selectedId ?? ''} course={dialog.course} onClose={close} />
        )}
      </Suspense>
      <ConfirmDialog
        open={dialog?.kind === 'deleteCategory'}
        title={M.NOTICE_TITLE}
        text={M.DELETE_CATEGORY_CONFIRM}
        isPending={deleteCategory.isPending}
        onCancel={close}
        onConfirm={async () => {
          if (!selected) return;
          try {
            await deleteCategory.mutateAsync(selected._id);
            select(null);
          } catch {
            // refused (it holds courses, or is built-in): the toast says why
          }
          close();
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'deleteCourse'}
        title={M.NOTICE_TITLE}
        text={M.DELETE_COURSE_CONFIRM}
        isPending={deleteCourse.isPending}
        onCancel={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'deleteCourse') return;
          try {
            await deleteCourse.mutateAsync(dialog.course._id);
            close();
          } catch {
            // the toast says why; the question stays open
          }
        }}
      />
    </section>
  );
}
