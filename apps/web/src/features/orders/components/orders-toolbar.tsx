import { M } from '@edu/shared';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

interface OrdersToolbarProps {
  title?: string;
  email: string;
  onEmailChange: (value: string) => void;
  onRefresh: () => void;
}

/** The list's title, its filter by the buyer's e-mail (02 §2.11) and 'Actualizar'. */
export function OrdersToolbar({ title, email, onEmailChange, onRefresh }: OrdersToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      {title && (
        <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
        <TextField
          size="small"
          type="search"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          placeholder={M.ORDERS_FILTER_EMAIL}
          slotProps={{
            htmlInput: { 'aria-label': M.ORDERS_FILTER_EMAIL },
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
      </Box>
    </Box>
  );
}
