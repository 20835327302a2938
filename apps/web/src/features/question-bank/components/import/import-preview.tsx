import { M, type Output, type questionBank } from '@edu/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AlternativesView } from '../alternatives-view';

export type ImportResult = Output<typeof questionBank.importQuestions>;

/** What the text would add: each question with its type and alternatives, and each broken line in red. */
export function ImportPreview({ result }: { result: ImportResult }) {
  const { questions, errors } = result;
  return (
    <Box role="region" aria-label={M.IMPORT_PREVIEW} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2">{M.importFound(questions.length)}</Typography>
      {errors.length > 0 && (
        <Alert severity="error">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {M.IMPORT_HAS_ERRORS}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {errors.map((error) => (
              <Typography component="li" variant="body2" color="error" key={`${error.line}-${error.message}`}>
                {M.importLineError(error.line, error.message)}
              </Typography>
            ))}
          </Box>
        </Alert>
      )}
      {questions.length === 0 && errors.length === 0 && <Alert severity="info">{M.IMPORT_EMPTY}</Alert>}
      <Box
        component="ol"
        aria-label={M.EVALUATION_QUESTIONS_LABEL}
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
      >
        {questions.map((question) => (
          <Paper component="li" variant="outlined" key={question.line} sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body1" sx={{ fontWeight: 600 }}>
                {question.title}
              </Typography>
              <Chip size="small" label={M.QUESTION_TYPE_LABELS[question.type]} />
            </Box>
            <AlternativesView alternatives={question.alternatives} />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
