import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useAllCategories } from '../../../../lib/queries/categories';
import { BrowserColumn } from './browser-column';
import { SearchField } from '../../../../components/search-field';
import { SelectableItem } from '../../../../components/selectable-item';

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
        <SelectableItem
          key={category._id}
          selected={category._id === selectedId}
          onSelect={() => onSelect(category._id)}
          primary={category.name}
          secondary={M.coursesCount(category.totalCourses)}
        />
      ))}
    </BrowserColumn>
  );
}
