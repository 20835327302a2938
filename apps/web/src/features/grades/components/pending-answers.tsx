import { M, type PendingAnswer } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { statusOf } from '../../../lib/api';
import { usePendingAnswers } from '../api/get-pending-answers';
import { fullName } from './course-format';
import { GradeAnswerDialog } from './grade-answer-dialog';

const statementSx = { '& p': { my: 0.5 }, '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' } as const;

function AnswerCard({ answer, onGrade }: { answer: PendingAnswer; onGrade: () => void }) {
  const student = fullName(answer.student);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={M.answerOf(student, answer.evaluation.title)}
      sx={{ p: 2, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {M.answerOf(student, answer.evaluation.title)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {M.questionMax(answer.question.points)}
        </Typography>
      </Box>
      <Typography variant="subtitle2">{answer.question.title}</Typography>
      <Box
        sx={statementSx}
        // the server sanitised the statement when it was saved (no script, handler or javascript: link)
        // biome-ignore lint/security/noDangerouslySetInnerHtml: only the server's sanitised HTML is rendered
        dangerouslySetInnerHTML={{ __html: answer.question.statement }}
      />
      <Typography variant="subtitle2">{M.ANSWER_LABEL}</Typography>
      {answer.file ? (
        <Link href={answer.file.url} target="_blank" rel="noopener noreferrer">
          {M.openAnswerFile(answer.file.name)}
        </Link>
      ) : (
        <Typography
          component="blockquote"
          sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap' }}
        >
          {answer.text}
        </Typography>
      )}
      {answer.question.model_answer && (
        // the bank's model answer or rubric, beside the student's answer: for the teacher only (decision 0053)
        <Box component="section" aria-label={M.MODEL_ANSWER_LABEL} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
          <Typography variant="subtitle2">{M.MODEL_ANSWER_LABEL}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {answer.question.model_answer}
          </Typography>
        </Box>
      )}
      <Box>
        <Button variant="contained" onClick={onGrade}>
          {M.GRADE_ACTION}
        </Button>
      </Box>
    </Paper>
  );
}

/** 'Por calificar' (04 §2.3): the short, large and file answers waiting for points, the earliest submitted first. */
export function PendingAnswers({ scheduledId }: { scheduledId: string }) {
  const [page, setPage] = useState(1);
  const list = usePendingAnswers(scheduledId, page);
  const [grading, setGrading] = useState<PendingAnswer | null>(null);
  if (list.isError) return <ErrorPanel code={errorCodeOf(statusOf(list.error))} onReload={() => list.refetch()} />;
  const answers = list.data?.answers ?? [];
  const pages = list.data?.pagination.totalPages ?? 1;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {list.isFetching && <LinearProgress aria-label={M.LOADING} />}
      {list.isSuccess && answers.length === 0 && <Typography color="text.secondary">{M.NOTHING_TO_GRADE}</Typography>}
      {answers.map((answer) => (
        <AnswerCard key={answer._id} answer={answer} onGrade={() => setGrading(answer)} />
      ))}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_e, next) => setPage(next)} />}
      {grading && <GradeAnswerDialog answer={grading} onClose={() => setGrading(null)} />}
    </Box>
  );
}
