import {
  formatSoles,
  M,
  type OrderOutput,
  type Output,
  type orders,
  VOUCHER_TRUSTED_CONFIDENCE,
  voucherDifferences,
} from '@edu/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from './order-format';

type Reading = Output<typeof orders.getOrderDetail>['vouchers'][number]['reading'];
type Field = 'operation_number' | 'amount' | 'paid_at' | 'source';

/** a value read below the trusted confidence is shown as a hint: the counter checks it on the image */
function Value({ text, confidence }: { text: string | null; confidence: number }) {
  if (text === null)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {M.VOUCHER_READ_NOTHING}
      </Box>
    );
  return (
    <>
      <strong>{text}</strong>
      {confidence < VOUCHER_TRUSTED_CONFIDENCE && (
        <Box component="span" sx={{ color: 'warning.main', ml: 0.5 }}>
          ({M.VOUCHER_READ_DOUBTFUL})
        </Box>
      )}
    </>
  );
}

/**
 * 'Leído del voucher' (decision 0060): what the server read from the image, beside what the student typed, and the
 * differences from the order in words (another amount, another number, a date after the order or too old).
 */
export function VoucherReading({ reading, order }: { reading: Reading; order: OrderOutput }) {
  if (!reading) return null;
  if (reading.state === 'queued' || reading.state === 'reading') {
    return (
      <Typography variant="body2" role="status" color="text.secondary">
        {M.VOUCHER_READING}
      </Typography>
    );
  }
  if (reading.state === 'failed') {
    return (
      <Typography variant="body2" color="text.secondary">
        {M.VOUCHER_READ_FAILED}
      </Typography>
    );
  }
  const c = (f: Field) => reading.confidence?.[f] ?? 0;
  const rows: [string, string | null, Field, string | null][] = [
    [M.OPERATION_NUMBER_LABEL, reading.operation_number, 'operation_number', order.operation_number],
    [M.VOUCHER_READ_AMOUNT, reading.amount && formatSoles(reading.amount), 'amount', formatSoles(order.total_price)],
    [M.VOUCHER_READ_PAID_AT, reading.paid_at && formatDateTime(reading.paid_at), 'paid_at', null],
    [M.VOUCHER_READ_SOURCE, reading.source && M.VOUCHER_SOURCE_LABELS[reading.source], 'source', null],
  ];
  const differences = voucherDifferences(order, reading);
  return (
    <Box component="section" aria-label={M.VOUCHER_READ_TITLE} sx={{ display: 'grid', gap: 0.5, maxWidth: 420 }}>
      <Typography variant="subtitle2" component="h4">
        {M.VOUCHER_READ_TITLE}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, typography: 'body2' }}
      >
        {rows.map(([label, text, field, typed]) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <Value text={text} confidence={c(field)} />
              {field === 'operation_number' && typed && (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' '}
                  · {M.VOUCHER_TYPED}: {typed}
                </Box>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      {differences.length > 0 && (
        <Alert severity="warning" variant="outlined">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {differences.map((d) => (
              <li key={d.kind}>{d.text}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
