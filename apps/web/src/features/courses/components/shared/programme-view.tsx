import { type CourseOutput, M } from '@edu/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorPanel, errorCodeOf } from '../../../../components/error-panel';
import { PageSpinner } from '../../../../components/page-spinner';
import { PageTitle } from '../../../../components/page-title';
import { paths } from '../../../../config/paths';
import { statusOf } from '../../../../lib/api';
import { useProgramme } from '../../api/get-courses';

interface ProgrammeViewProps {
  title: string;
  children: (programme: CourseOutput) => ReactNode;
}

/**
 * The frame of a programme's views (modules, weights, certificates): 'Volver a Programas' back to its category,
 * the view's title and the programme's name. The programme comes from the address, so a reload keeps the view.
 */
export function ProgrammeView({ title, children }: ProgrammeViewProps) {
  const { categoryId = '', courseId = '' } = useParams();
  const { programme, ...query } = useProgramme(categoryId, courseId);
  return (
    <section>
      <Button component={Link} to={paths.admin.coursesOf(categoryId)} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {M.BACK_TO_PROGRAMS}
      </Button>
      <PageTitle>{title}</PageTitle>
      {query.isPending && <PageSpinner />}
      {query.isError && <ErrorPanel code={errorCodeOf(statusOf(query.error))} onReload={() => query.refetch()} />}
      {query.isSuccess && !programme && (
        <Typography color="text.secondary" role="alert">
          {M.COURSE_NOT_FOUND}
        </Typography>
      )}
      {programme && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Typography variant="subtitle1" color="text.secondary" sx={{ mt: -2 }}>
            {programme.category?.name} · {programme.name}
          </Typography>
          {children(programme)}
        </Box>
      )}
    </section>
  );
}
