import { M, type QuestionOutput } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { AlternativesView } from './alternatives-view';
import { statementSx } from './statement-style';

/** 'Mostrar pregunta': the statement, its type and difficulty, the alternatives with the correct ones marked. */
export function ShowQuestionDialog({ question, onClose }: { question: QuestionOutput; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="show-question-title">
      <DialogTitle id="show-question-title">{question.title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={`${M.QUESTION_TYPE_LABEL}: ${M.QUESTION_TYPE_LABELS[question.type]}`} />
          <Chip size="small" label={`${M.QUESTION_DIFFICULTY_LABEL}: ${M.DIFFICULTY_LABELS[question.nivel]}`} />
        </Box>
        <Box
          role="region"
          aria-label={M.QUESTION_STATEMENT_LABEL}
          sx={statementSx}
          // the server sanitises every statement before storing it (no script, handler or javascript: link)
          // biome-ignore lint/security/noDangerouslySetInnerHtml: only the server's sanitised HTML is rendered
          dangerouslySetInnerHTML={{ __html: question.question }}
        />
        <Box>
          <Typography variant="subtitle2">{M.ALTERNATIVES_LABEL}</Typography>
          <AlternativesView alternatives={question.alternatives} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{M.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}
