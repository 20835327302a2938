import { M, type ScheduledOutput } from '@edu/shared';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { ErrorPanel } from '../../../../components/error-panel';
import { useScheduledSidebar } from '../../api/get-scheduleds';
import { SelectableItem } from '../../../../components/selectable-item';

interface CoursesSidebarProps {
  selectedId: string | null;
  onSelect: (scheduled: ScheduledOutput) => void;
}

/**
 * 'Cursos, Diplomados' (02 §2.11): the main scheduled courses, numbered, with their category, newest start first; the
 * search runs on Enter or the magnifier, and 'Mostrar más' appends the next 20.
 */
export function CoursesSidebar({ selectedId, onSelect }: CoursesSidebarProps) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const list = useScheduledSidebar(search);
  const rows = list.data?.pages.flatMap((page) => page.scheduleds) ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };

  return (
    <Paper variant="outlined" component="nav" aria-label={M.STUDENTS_COURSES_SIDEBAR} sx={{ overflow: 'hidden' }}>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
        {M.STUDENTS_COURSES_SIDEBAR}
      </Typography>
      <Box component="form" role="search" onSubmit={submit} sx={{ px: 2, pb: 1 }}>
        <OutlinedInput
          size="small"
          fullWidth
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={M.SEARCH_SCHEDULED}
          inputProps={{ 'aria-label': M.SEARCH_SCHEDULED, maxLength: 100 }}
          endAdornment={
            <InputAdornment position="end">
              <IconButton type="submit" edge="end" size="small" aria-label={M.SEARCH}>
                <SearchIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          }
        />
      </Box>
      {list.isFetching && <LinearProgress aria-label={M.LOADING} />}
      {list.isError && <ErrorPanel onReload={() => list.refetch()} />}
      {list.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {M.NO_SCHEDULEDS}
        </Typography>
      )}
      <List dense disablePadding sx={{ maxHeight: { md: 'calc(100vh - 300px)' }, overflowY: 'auto' }}>
        {rows.map((scheduled, index) => (
          <SelectableItem
            key={scheduled._id}
            selected={scheduled._id === selectedId}
            onSelect={() => onSelect(scheduled)}
            sx={{ gap: 1.5, alignItems: 'flex-start' }}
            before={
              <Typography component="span" color="text.secondary" sx={{ minWidth: 24, pt: 0.75 }}>
                {index + 1}.
              </Typography>
            }
            primary={scheduled.name}
            secondary={scheduled.category?.name ?? M.NO_VALUE}
          />
        ))}
      </List>
      {list.hasNextPage && (
        <Box sx={{ p: 1.5, display: 'grid' }}>
          <Button onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {M.SHOW_MORE}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
