import { M, type OrderOutput } from '@edu/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BuyerAvatar } from './buyer-avatar';
import { buyerName } from './order-format';

/** The buyer's data of the order detail (02 §2.12): photo, name, lastname, email, phone, DNI, address. */
export function OrderBuyer({ order }: { order: OrderOutput }) {
  const { user } = order;
  const fields = [
    [M.NAME_LABEL, user.name],
    [M.LASTNAME_LABEL, user.lastname],
    [M.COL_EMAIL, user.email],
    [M.COL_PHONE, user.phone],
    [M.COL_DNI, user.dni],
    [M.ADDRESS_LABEL, user.address],
  ] as const;
  return (
    <Box component="section" aria-label={M.ORDER_BUYER_DATA}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {M.ORDER_BUYER_DATA}
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <BuyerAvatar photo={user.photo} name={buyerName(order)} size={72} />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {fields.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value || M.NO_VALUE}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
