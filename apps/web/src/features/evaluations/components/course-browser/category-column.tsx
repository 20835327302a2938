import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useAllCategories } from '../../../../lib/queries/categories';
import { BrowserColumn } from './browser-column';
import { SearchField } from '../../../../components/search-field';

interface CategoryColumnProps {
  selectedId: string | null;
  onSelect: (categoryId: string) => void;
}

const normalised = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The entity's categories with their number of programmes; the search filters the list already loaded. */
export function CategoryColumn({ selectedId, onSelect }: CategoryColumnProps) {
  const [search, setSearch] = useState('');
  const categories = useAllCategories();
  const wanted = normalised(search.trim());
  const list = (categories.data?.categories ?? []).filter((category) => normalised(category.name).includes(wanted));

  return (
    <BrowserColumn
      title={M.CATEGORIES_TITLE}
      isLoading={categories.isPending}
      emptyText={categories.isError ? M.ERROR_OCCURRED : list.length === 0 ? M.CATEGORIES_EMPTY_SEARCH : null}
      toolbar={
        <Box sx={{ px: 2, pb: 1 }}>
          <SearchField label={M.SEARCH_CATEGORY} value={search} onChange={setSearch} fullWidth />
        </Box>
      }
    >
      {list.map((category) => (
        <ListItem key={category._id} disablePadding>
          <ListItemButton
            selected={category._id === selectedId}
            aria-current={category._id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(category._id)}
          >
            <ListItemText primary={category.name} secondary={M.coursesCount(category.totalCourses)} />
          </ListItemButton>
        </ListItem>
      ))}
    </BrowserColumn>
  );
}
