import { M } from '@edu/shared';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { SearchField, RefreshButton } from '../../../components/search-field';

interface QuestionBankToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  onRefresh: () => void;
  onImport: () => void;
  onAdd: () => void;
  /** 'Exportar' */
  actions?: ReactNode;
}

/** The table's own toolbar: the shared one has room for a single add button, the bank needs import beside it. */
export function QuestionBankToolbar({ search, onSearch, onRefresh, onImport, onAdd, actions }: QuestionBankToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <SearchField label={M.SEARCH_QUESTION} value={search} onChange={onSearch} sx={{ flex: '1 1 240px', maxWidth: 360 }} />
      <RefreshButton onClick={onRefresh} />
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto', flexWrap: 'wrap' }}>
        {actions}
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
