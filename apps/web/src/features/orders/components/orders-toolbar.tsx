import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SearchField, RefreshButton } from '../../../components/search-field';

interface OrdersToolbarProps {
  title?: string;
  email: string;
  onEmailChange: (value: string) => void;
  onRefresh: () => void;
  /** more filters beside the e-mail's ('Conciliación') */
  filters?: ReactNode;
  /** 'Exportar', 'Aceptar coincidencias' */
  actions?: ReactNode;
}

/** The list's title, its filter by the buyer's e-mail (02 §2.11), its other filters and 'Actualizar'. */
export function OrdersToolbar({ title, email, onEmailChange, onRefresh, filters, actions }: OrdersToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      {title && (
        <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, ml: 'auto' }}>
        <SearchField label={M.ORDERS_FILTER_EMAIL} value={email} onChange={onEmailChange} />
        {filters}
        <RefreshButton onClick={onRefresh} />
        {actions}
      </Box>
    </Box>
  );
}
