import { type EvaluationQuestionOutput, formatPointsTotal, M } from '@edu/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** The evaluation's questions in their order, each with its points, and the total. */
export function EvaluationQuestionsTable({ questions }: { questions: readonly EvaluationQuestionOutput[] }) {
  const ordered = [...questions].sort((a, b) => a.index - b.index);
  return (
    <section aria-labelledby="evaluation-questions-title">
      <Typography id="evaluation-questions-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {M.EVALUATION_QUESTIONS_LABEL}
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{M.QUESTION_COLUMN}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{M.QUESTION_TYPE_LABEL}</TableCell>
              <TableCell>{M.QUESTION_DIFFICULTY_LABEL}</TableCell>
              <TableCell align="right">{M.EVALUATION_POINTS_LABEL}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ordered.map((question) => (
              <TableRow key={question._id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{question.title}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {M.QUESTION_TYPE_LABELS[question.type]}
                </TableCell>
                <TableCell>{M.DIFFICULTY_LABELS[question.nivel]}</TableCell>
                <TableCell align="right">{question.points}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={4} align="right" sx={{ fontWeight: 600, fontSize: '0.95rem', color: 'text.primary' }}>
                {M.evaluationTotal(formatPointsTotal(ordered.map((question) => question.points)))}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </section>
  );
}
