import { type CategoryOutput, type CourseOutput, M } from '@edu/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { CrudDialogs } from '../../../../components/crud';
import { useCrudDialog } from '../../../../components/data-table';
import { PageSpinner } from '../../../../components/page-spinner';
import { PageTitle } from '../../../../components/page-title';
import { paths } from '../../../../config/paths';
import { useDeleteCategory } from '../../api/delete-category';
import { useCategories } from '../../api/get-categories';
import { CategoryDialog } from './category-dialog';
import { CategoryHeader } from './category-header';
import { CategoryList } from './category-list';
import { type CourseView, CoursesTable } from './courses-table';

const VIEWS = {
  modules: paths.admin.courseModulesOf,
  weights: paths.admin.courseWeightsOf,
  certificates: paths.admin.courseCertificatesOf,
};

/** /dashboard/admin/courses and /programs (02 §2.2): categories on the left, the chosen one's programmes on the right. */
export function ProgrammesPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const selectedId = params.get('category');
  // the unfiltered list: the chosen category stays shown whatever the search on the left
  const all = useCategories('');
  const selected = all.data?.categories.find((category) => category._id === selectedId) ?? null;
  const categories = useCrudDialog<CategoryOutput>();
  const deleteCategory = useDeleteCategory();

  // the choice lives in the address, so that back from a programme's views returns to it
  const select = (category: CategoryOutput | null) =>
    setParams(category ? { category: category._id } : {}, { replace: true });
  const view = (course: CourseOutput, to: CourseView) =>
    navigate(VIEWS[to](course.category?._id ?? selectedId ?? '', course._id));

  return (
    <section>
      <PageTitle>{M.MENU_PROGRAMS}</PageTitle>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' } }}>
        <CategoryList selectedId={selectedId} onSelect={select} onAdd={categories.add} />
        {selectedId && all.isPending ? (
          <PageSpinner />
        ) : selected ? (
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <CategoryHeader
              category={selected}
              onEdit={() => categories.edit(selected)}
              onDelete={() => categories.remove(selected)}
            />
            <CoursesTable key={selected._id} categoryId={selected._id} onView={view} />
          </Box>
        ) : (
          <Paper variant="outlined" sx={{ display: 'grid', placeItems: 'center', minHeight: 240, p: 4 }}>
            <Typography color="text.secondary">{M.SELECT_CATEGORY}</Typography>
          </Paper>
        )}
      </Box>
      <CrudDialogs
        crud={categories}
        form={(category, onClose) => <CategoryDialog category={category} onClose={onClose} onCreated={select} />}
        remove={{
          confirm: M.DELETE_CATEGORY_CONFIRM,
          isPending: deleteCategory.isPending,
          // refused (it holds courses, or is built-in): the toast says why, and the question closes all the same
          run: (category) =>
            deleteCategory.mutateAsync(category._id).then(
              () => select(null),
              () => undefined,
            ),
        }}
      />
    </section>
  );
}
