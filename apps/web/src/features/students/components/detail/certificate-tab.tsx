import { type CertificateIssuing, formatDayMonthYear, M, todayIn } from '@edu/shared';
import DownloadIcon from '@mui/icons-material/Download';
import MailIcon from '@mui/icons-material/Mail';
import PreviewIcon from '@mui/icons-material/Preview';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorPanel } from '../../../../components/error-panel';
import { PageSpinner } from '../../../../components/page-spinner';
import { useGenerateCertificate } from '../../api/generate-certificate-2';
import { useCertificateByUser } from '../../api/get-certificate-by-user';
import { useStudentPermissions } from '../../api/students-lists';
import { SendCertificateDialog } from './send-certificate-dialog';

/** The day a timestamp falls on in Lima (03 §1), as day-month-year. */
const shown = (iso: string) => formatDayMonthYear(todayIn(undefined, new Date(iso)));

/** Who issues the certificate, when (the entity's rule, decision 0054), and whether this student may have it now. */
function IssuingRule({ issuing }: { issuing: CertificateIssuing }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>{M.CERTIFICATE_ISSUERS}</Typography>
      <Typography>{M.certificateWhen(issuing.rule, formatDayMonthYear(issuing.end_date), issuing.passing_mark)}</Typography>
      <Alert severity={issuing.refusal ? 'info' : 'success'}>{issuing.refusal ?? M.CERTIFICATE_READY}</Alert>
    </Box>
  );
}

interface CertificateTabProps {
  scheduledId: string;
  student: { _id: string; email: string };
}

/**
 * Tab Certificado (02 §2.11, §4): absent until generated, then previewed, downloaded and sent by e-mail. Before it is
 * generated it says who issues it and when, and whether this student may have it now (decision 0054). The coordinador
 * reads it only (03 §2): no Generar nor Enviar.
 */
export function CertificateTab({ scheduledId, student }: CertificateTabProps) {
  const { canCertify, canSendCertificate } = useStudentPermissions();
  const certificate = useCertificateByUser(scheduledId, student._id);
  const generate = useGenerateCertificate(scheduledId, student._id);
  const [isPreviewing, setPreviewing] = useState(false);
  const [isSending, setSending] = useState(false);

  if (certificate.isPending) return <PageSpinner />;
  if (certificate.isError) return <ErrorPanel onReload={() => certificate.refetch()} />;
  const { hasCertificate, url, code, verify_url: verifyUrl, issued_at: issuedAt } = certificate.data;
  if (!hasCertificate || !url) {
    const { issuing } = certificate.data;
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography color="text.secondary">{M.NO_CERTIFICATE}</Typography>
        {issuing && <IssuingRule issuing={issuing} />}
        {canCertify && (
          <Button
            variant="contained"
            startIcon={<WorkspacePremiumIcon />}
            onClick={() => generate.mutate()}
            disabled={generate.isPending || Boolean(issuing?.refusal)}
          >
            {M.GENERATE_CERTIFICATE}
          </Button>
        )}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        {issuedAt && <Typography>{M.certificateIssuedOn(shown(issuedAt))}</Typography>}
        {code && <Typography color="text.secondary">{`${M.CERTIFICATE_CODE}: ${code}`}</Typography>}
        {verifyUrl && (
          <Link href={verifyUrl} target="_blank" rel="noopener">
            {M.CERTIFICATE_VERIFY}
          </Link>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<PreviewIcon />} onClick={() => setPreviewing((v) => !v)}>
          {M.PREVIEW_CERTIFICATE}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} href={url} download target="_blank" rel="noopener">
          {M.DOWNLOAD_CERTIFICATE}
        </Button>
        {canSendCertificate && (
          <Button variant="contained" startIcon={<MailIcon />} onClick={() => setSending(true)}>
            {M.SEND_CERTIFICATE}
          </Button>
        )}
      </Box>
      {isPreviewing && (
        <Box
          component="iframe"
          title={M.CERTIFICATE_TITLE}
          src={url}
          sx={{ width: '100%', height: 520, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
      {isSending && (
        <SendCertificateDialog scheduledId={scheduledId} student={student} onClose={() => setSending(false)} />
      )}
    </Box>
  );
}
