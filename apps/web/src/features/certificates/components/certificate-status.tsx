import { M } from '@edu/shared';
import CancelIcon from '@mui/icons-material/Cancel';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** 'Certificado válido' or 'Certificado no válido', the page's one heading. */
export function CertificateStatus({ isValid }: { isValid: boolean }) {
  const Icon = isValid ? VerifiedIcon : CancelIcon;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
      <Icon color={isValid ? 'success' : 'error'} sx={{ fontSize: 40 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} color={isValid ? 'success.main' : 'error.main'}>
        {isValid ? M.CERTIFICATE_VALID : M.CERTIFICATE_INVALID}
      </Typography>
    </Box>
  );
}
