import { M } from '@edu/shared';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

interface Voucher {
  _id: string;
  image_url: string;
}

/** The deposit vouchers (02 §2.12): each image, and 'Comprobante' opening it (a signed link) in a new tab. */
export function OrderVouchers({ vouchers }: { vouchers: readonly Voucher[] }) {
  return (
    <Box component="section" aria-label={M.ORDER_VOUCHERS_TITLE}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {M.ORDER_VOUCHERS_TITLE}
      </Typography>
      {vouchers.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {M.ORDER_NO_VOUCHERS}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {vouchers.map((voucher, i) => (
          <Box key={voucher._id} sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
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
          </Box>
        ))}
      </Box>
    </Box>
  );
}
