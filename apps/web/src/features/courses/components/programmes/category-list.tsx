import { type CategoryOutput, M } from '@edu/shared';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useCategories } from '../../api/get-categories';
import { SearchField } from '../../../../components/search-field';
import { SelectableItem } from '../../../../components/selectable-item';

const SEARCH_DEBOUNCE_MS = 300;

interface CategoryListProps {
  selectedId: string | null;
  onSelect: (category: CategoryOutput) => void;
  onAdd: () => void;
}

/** The left column of 02 §2.2: search, 'Agregar categoría', and each category with its number of courses. */
export function CategoryList({ selectedId, onSelect, onAdd }: CategoryListProps) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const categories = useCategories(query);
  const list = categories.data?.categories ?? [];

  return (
    <Paper variant="outlined" component="nav" aria-label={M.CATEGORIES_TITLE} sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2, pb: 1 }}>
        <Typography variant="h6" component="h2">
          {M.CATEGORIES_TITLE}
        </Typography>
        <Tooltip title={M.ADD_CATEGORY}>
          <IconButton color="primary" aria-label={M.ADD_CATEGORY} onClick={onAdd}>
            <AddIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ px: 2, pb: 1 }}>
        <SearchField label={M.SEARCH_CATEGORY} value={search} onChange={setSearch} fullWidth />
      </Box>
      {categories.isFetching && <LinearProgress aria-label={M.LOADING} />}
      {categories.isSuccess && list.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {M.CATEGORIES_EMPTY_SEARCH}
        </Typography>
      )}
      <List dense disablePadding sx={{ maxHeight: { md: 'calc(100vh - 280px)' }, overflowY: 'auto' }}>
        {list.map((category) => (
          <SelectableItem
            key={category._id}
            selected={category._id === selectedId}
            onSelect={() => onSelect(category)}
            primary={category.name}
            secondary={M.coursesCount(category.totalCourses)}
          />
        ))}
      </List>
    </Paper>
  );
}
