import { EVALUATION_OPTIONS, type EvaluationOutput, formatDuration, M } from '@edu/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PublishIcon from '@mui/icons-material/Publish';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { statusOf } from '../../../lib/api';
import { useEvaluation } from '../api/get-evaluation';
import { EvaluationQuestionsTable } from './evaluation-questions-table';
import { NivelCounts } from './nivel-counts';
import { PublishDialog } from './publish-dialog';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** The six options as checked or unchecked boxes that cannot be changed here. */
function OptionsShown({ options }: { options: EvaluationOutput['options'] }) {
  return (
    <Box component="span" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      {EVALUATION_OPTIONS.map((option) => (
        <FormControlLabel
          key={option}
          control={<Checkbox size="small" checked={options[option]} disabled />}
          label={M.EVALUATION_OPTION_LABELS[option]}
          // read-only, not unavailable: the state keeps the colours of a live box
          sx={{
            '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
            '& .MuiCheckbox-root.Mui-checked.Mui-disabled': { color: 'primary.main' },
          }}
        />
      ))}
    </Box>
  );
}

interface EvaluationDetailsProps {
  evaluationId: string;
  onEdit: () => void;
  onDelete: () => void;
  /** published: it has left the list of evaluations in preparation */
  onPublished: () => void;
}

/** The show mode (02 §4): the evaluation read-only, with Editar, Eliminar and 'Publicar' (04 §2.4). */
export function EvaluationDetails({ evaluationId, onEdit, onDelete, onPublished }: EvaluationDetailsProps) {
  const found = useEvaluation(evaluationId);
  const [publishing, setPublishing] = useState(false);
  if (found.isPending) return <PageSpinner />;
  if (found.isError) return <ErrorPanel code={errorCodeOf(statusOf(found.error))} onReload={() => found.refetch()} />;
  const { evaluation, questions, publish_defaults } = found.data;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={evaluation.title}
      sx={{ p: 3, display: 'grid', gap: 2.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {evaluation.title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {!evaluation.published && (
            <Button variant="contained" startIcon={<PublishIcon />} onClick={() => setPublishing(true)}>
              {M.PUBLISH_LABEL}
            </Button>
          )}
          <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
            {M.EDIT}
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
            {M.DELETE}
          </Button>
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1.5,
          alignItems: 'baseline',
          m: 0,
        }}
      >
        <Fact label={M.EVALUATION_ATTEMPTS_LABEL}>{evaluation.attempts}</Fact>
        <Fact label={M.EVALUATION_DURATION_LABEL}>{formatDuration(evaluation.duration_time)}</Fact>
        <Fact label={M.OPTIONS}>
          <OptionsShown options={evaluation.options} />
        </Fact>
        <Fact label={M.EVALUATION_NIVEL_LABEL}>
          <NivelCounts counts={evaluation.nivel} />
        </Fact>
      </Box>
      <EvaluationQuestionsTable questions={questions} />
      {publishing && (
        <PublishDialog
          evaluation={evaluation}
          window={publish_defaults}
          onClose={() => setPublishing(false)}
          onPublished={onPublished}
        />
      )}
    </Paper>
  );
}
