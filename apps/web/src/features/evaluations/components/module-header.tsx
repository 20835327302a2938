import { type CourseOutput, M } from '@edu/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import QuizIcon from '@mui/icons-material/Quiz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface ModuleHeaderProps {
  module: CourseOutput;
  programme?: CourseOutput;
  courseId: string;
}

/** The module whose evaluations these are, its programme, the way back and the module's question bank. */
export function ModuleHeader({ module, programme, courseId }: ModuleHeaderProps) {
  const categoryId = module.category?._id;
  // back to the three columns with this module's category and programme still chosen
  const back = categoryId
    ? `${paths.coordinator.evaluations}?${new URLSearchParams({ category: categoryId, course: courseId })}`
    : paths.coordinator.evaluations;
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Button component={Link} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {M.GO_BACK}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <div>
          {programme && (
            <Typography variant="overline" color="text.secondary" component="p" data-testid="programme-name">
              {M.PROGRAMME_LABEL}: {programme.name}
            </Typography>
          )}
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {module.name}
          </Typography>
        </div>
        <Button
          component={Link}
          to={paths.coordinator.questionBankOf(courseId, module._id)}
          variant="outlined"
          startIcon={<QuizIcon />}
        >
          {M.QUESTION_BANK}
        </Button>
      </Box>
    </Box>
  );
}
