// The public page of a certificate's QR code (docs/decisions/0018-students-orders-certificates.md): valid or not, for
// whom, which course, in the entity's branding. No session needed; a signed-in visitor sees the same page.
import { M } from '@edu/shared';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { statusOf } from '../../../lib/api';
import { useVerifyCertificate } from '../api/verify-certificate';
import { CertificateDetails } from '../components/certificate-details';
import { CertificateFrame } from '../components/certificate-frame';
import { CertificateStatus } from '../components/certificate-status';

export function CertificateVerifyRoute() {
  const code = useParams().code ?? '';
  const check = useVerifyCertificate(code);

  if (check.isPending && check.fetchStatus !== 'idle') return <PageSpinner fullScreen />;
  // a code the contract refuses (400) is no certificate's code; anything else may pass on a reload
  if (check.isError && statusOf(check.error) !== 400) return <ErrorPanel onReload={() => check.refetch()} />;
  // a certificate may be found yet no longer valid (its student left the course): it says whose it was, and why
  const certificate = check.data?.certificate ?? null;
  const isValid = Boolean(check.data?.valid && certificate);
  return (
    <CertificateFrame branding={certificate?.entity ?? null}>
      <CertificateStatus isValid={isValid} />
      {!isValid && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {certificate ? M.CERTIFICATE_REVOKED_TEXT : M.CERTIFICATE_INVALID_TEXT}
        </Typography>
      )}
      {certificate ? (
        <CertificateDetails certificate={certificate} code={code} />
      ) : (
        code && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {M.CERTIFICATE_CODE}: {code}
          </Typography>
        )
      )}
    </CertificateFrame>
  );
}
