import { M } from '@edu/shared';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SearchField, RefreshButton } from '../search-field';

export interface DataTableToolbarProps {
  title?: string;
  search?: { value: string; onChange: (value: string) => void };
  onRefresh?: () => void;
  onAdd?: () => void;
  addLabel?: string;
  /** more buttons before 'add' (an 'Exportar' menu, a bulk enrolment) */
  actions?: ReactNode;
}

/** Title, name search, refresh and add (01 §2, reusable table behaviour). */
export function DataTableToolbar({ title, search, onRefresh, onAdd, addLabel = M.TABLE_ADD, actions }: DataTableToolbarProps) {
  if (!title && !search && !onRefresh && !onAdd && !actions) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2 }}>
      {title && (
        <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
        {search && (
          <SearchField label={M.TABLE_SEARCH_PLACEHOLDER} value={search.value} onChange={search.onChange} />
        )}
        {onRefresh && (
          <RefreshButton onClick={onRefresh} />
        )}
        {actions}
        {onAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </Box>
    </Box>
  );
}
