import { M } from '@edu/shared';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';

interface QuestionBankToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  onRefresh: () => void;
  onImport: () => void;
  onAdd: () => void;
}

/** The table's own toolbar: the shared one has room for a single add button, the bank needs import beside it. */
export function QuestionBankToolbar({ search, onSearch, onRefresh, onImport, onAdd }: QuestionBankToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <TextField
        size="small"
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={M.SEARCH_QUESTION}
        sx={{ flex: '1 1 240px', maxWidth: 360 }}
        slotProps={{
          htmlInput: { 'aria-label': M.SEARCH_QUESTION },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Tooltip title={M.TABLE_REFRESH}>
        <IconButton aria-label={M.TABLE_REFRESH} onClick={onRefresh}>
          <RefreshIcon />
        </IconButton>
      </Tooltip>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto', flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onImport}>
          {M.IMPORT_QUESTIONS}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {M.ADD_QUESTION}
        </Button>
      </Box>
    </Box>
  );
}
