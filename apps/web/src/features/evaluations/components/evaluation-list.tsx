import { formatDuration, M } from '@edu/shared';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useModuleEvaluations } from '../api/get-evaluations';
import { SearchField } from '../../../components/search-field';
import { SelectableItem } from '../../../components/selectable-item';

const SEARCH_DEBOUNCE_MS = 300;

interface EvaluationListProps {
  moduleId: string;
  selectedId: string | null;
  onSelect: (evaluationId: string) => void;
  onAdd: () => void;
}

/** The module's evaluations not yet published (02 §2.15), searched by title, and 'Añadir nueva Evaluación'. */
export function EvaluationList({ moduleId, selectedId, onSelect, onAdd }: EvaluationListProps) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const evaluations = useModuleEvaluations(moduleId, query);
  const list = evaluations.data?.evaluations ?? [];

  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-label={M.MENU_EVALUATIONS}
      sx={{ overflow: 'hidden', alignSelf: 'start' }}
    >
      <Box sx={{ p: 2, pb: 1, display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {M.MENU_EVALUATIONS}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {M.ADD_EVALUATION}
        </Button>
        <SearchField label={M.SEARCH_EVALUATION} value={search} onChange={setSearch} maxLength={100} fullWidth />
      </Box>
      {evaluations.isFetching && <LinearProgress aria-label={M.LOADING} />}
      {(evaluations.isSuccess || evaluations.isError) && list.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {evaluations.isError ? M.ERROR_OCCURRED : M.NO_EVALUATIONS}
        </Typography>
      )}
      <List dense disablePadding sx={{ maxHeight: { md: 'calc(100vh - 320px)' }, overflowY: 'auto' }}>
        {list.map((evaluation) => (
          <SelectableItem
            key={evaluation._id}
            selected={evaluation._id === selectedId}
            onSelect={() => onSelect(evaluation._id)}
            primary={evaluation.title}
            secondary={M.evaluationSummary(evaluation.questions_count, formatDuration(evaluation.duration_time))}
          />
        ))}
      </List>
    </Paper>
  );
}
