import { formatSoles, M, type OrderOutput } from '@edu/shared';
import Box from '@mui/material/Box';
import { type Column, OneLine } from '../../../components/data-table';
import { BuyerAvatar } from './buyer-avatar';
import { MatchChip } from './match-chip';
import { buyerName, formatDateTime } from './order-format';
import { OrderStateChip } from './order-state-chip';

/** The columns of 'Listado de Vouchers' and 'Historial' (02 §2.11, §3 'Order'). */
export const ORDER_COLUMNS: readonly Column<OrderOutput>[] = [
  {
    key: 'buyer',
    header: M.COL_BUYER,
    render: (row) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <BuyerAvatar photo={row.user.photo} name={buyerName(row)} />
        {buyerName(row)}
      </Box>
    ),
  },
  { key: 'email', header: M.COL_EMAIL, hideBelow: 'md', render: (row) => row.user.email },
  { key: 'total', header: M.COL_TOTAL, align: 'right', render: (row) => formatSoles(row.total_price) },
  {
    key: 'date',
    header: M.COL_DATE,
    hideBelow: 'sm',
    render: (row) => <OneLine>{formatDateTime(row.created_at)}</OneLine>,
  },
  { key: 'state', header: M.COL_STATE, render: (row) => <OrderStateChip state={row.state} /> },
];

/**
 * 'Listado de Vouchers' adds how each pending order stands against the bank's movements (decision 0062); to keep it on
 * screen at 1024 px the e-mail (in the detail, and the list's search) shows from 1200 px.
 */
export const PENDING_COLUMNS: readonly Column<OrderOutput>[] = [
  ...ORDER_COLUMNS.map((c): Column<OrderOutput> => (c.key === 'email' ? { ...c, hideBelow: 'lg' } : c)),
  { key: 'match', header: M.MATCH_FILTER_LABEL, render: (row) => <MatchChip match={row.match} /> },
];
