// 'Evaluaciones por cursos principales' (02 §2.15): category → programme → module, each module opening its evaluations.
import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type RefObject, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { CategoryColumn } from '../components/course-browser/category-column';
import { CourseColumn } from '../components/course-browser/course-column';
import { ModuleColumn } from '../components/course-browser/module-column';

export function EvaluationsRoute() {
  // the choice lives in the address, so that coming back from a module's evaluations returns to it
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('category');
  const courseId = categoryId ? params.get('course') : null;
  const isStacked = useMediaQuery(useTheme().breakpoints.down('md'));
  const courses = useRef<HTMLElement>(null);
  const modules = useRef<HTMLElement>(null);
  // stacked on a phone, the next column is below the fold: bring it up so that the tap visibly did something
  const reveal = (column: RefObject<HTMLElement | null>) => {
    if (isStacked) requestAnimationFrame(() => column.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <section>
      <PageTitle>{M.EVALUATIONS_BY_COURSE}</PageTitle>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <CategoryColumn
          selectedId={categoryId}
          onSelect={(category) => {
            setParams({ category }, { replace: true });
            reveal(courses);
          }}
        />
        <CourseColumn
          ref={courses}
          categoryId={categoryId}
          selectedId={courseId}
          onSelect={(course) => {
            setParams({ category: categoryId ?? '', course }, { replace: true });
            reveal(modules);
          }}
        />
        <ModuleColumn ref={modules} courseId={courseId} />
      </Box>
    </section>
  );
}
