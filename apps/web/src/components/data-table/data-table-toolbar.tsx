import { M } from '@edu/shared';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export interface DataTableToolbarProps {
  title?: string;
  search?: { value: string; onChange: (value: string) => void };
  onRefresh?: () => void;
  onAdd?: () => void;
  addLabel?: string;
}

/** Title, name search, refresh and add (01 §2, reusable table behaviour). */
export function DataTableToolbar({ title, search, onRefresh, onAdd, addLabel = M.TABLE_ADD }: DataTableToolbarProps) {
  if (!title && !search && !onRefresh && !onAdd) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2 }}>
      {title && (
        <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
        {search && (
          <TextField
            size="small"
            type="search"
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
            placeholder={M.TABLE_SEARCH_PLACEHOLDER}
            slotProps={{
              htmlInput: { 'aria-label': M.TABLE_SEARCH_PLACEHOLDER },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        {onRefresh && (
          <Tooltip title={M.TABLE_REFRESH}>
            <IconButton aria-label={M.TABLE_REFRESH} onClick={onRefresh}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        )}
        {onAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </Box>
    </Box>
  );
}
