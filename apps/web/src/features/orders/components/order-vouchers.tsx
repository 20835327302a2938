import { M, type OrderOutput, type Output, type orders } from '@edu/shared';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDateTime } from './order-format';
import { VoucherReading } from './voucher-reading';

type Voucher = Output<typeof orders.getOrderDetail>['vouchers'][number];

/** 04 §2.4: the other orders whose voucher has the same image, or the same operation number and amount. */
function Duplicates({ duplicates }: { duplicates: Voucher['duplicates'] }) {
  if (duplicates.length === 0) return null;
  return (
    <Alert severity="warning" variant="outlined" sx={{ maxWidth: 420 }}>
      <AlertTitle>{M.POSSIBLE_DUPLICATE_VOUCHER}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {duplicates.map((d) => (
          <li key={`${d.order_id}-${d.reason}`}>
            {M.duplicateOf(
              M.DUPLICATE_REASONS[d.reason],
              d.buyer,
              d.email,
              formatDateTime(d.created_at),
              M.ORDER_STATE_LABELS[d.state],
            )}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * The deposit vouchers (02 §2.12): the operation number the student typed, each image with 'Comprobante' opening it
 * (a signed link) in a new tab, and beside it 'Posible voucher duplicado' when another order shares it (04 §2.4) and
 * what the server read from it (decision 0060).
 */
export function OrderVouchers({
  vouchers,
  order,
}: {
  vouchers: readonly Voucher[];
  order: OrderOutput;
}) {
  const operationNumber = order.operation_number;
  return (
    <Box component="section" aria-label={M.ORDER_VOUCHERS_TITLE}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {M.ORDER_VOUCHERS_TITLE}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {operationNumber ? (
          <>
            {M.ORDER_OPERATION_NUMBER}: <strong>{operationNumber}</strong>
          </>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {M.ORDER_NO_OPERATION_NUMBER}
          </Box>
        )}
      </Typography>
      {vouchers.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {M.ORDER_NO_VOUCHERS}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {vouchers.map((voucher, i) => (
          <Box key={voucher._id} sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', alignContent: 'start' }}>
            <Box
              component="img"
              src={voucher.image_url}
              alt={M.voucherImageAlt(i + 1)}
              sx={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
            <Link
              href={voucher.image_url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              {M.VOUCHER_LINK}
              <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
            </Link>
            <VoucherReading reading={voucher.reading} order={order} />
            <Duplicates duplicates={voucher.duplicates} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
