import { DEFAULT_TIME_ZONE, formatDayMonthYear, M, todayIn } from '@edu/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface VerifiedCertificate {
  student_name: string;
  course_name: string;
  start_date: string;
  end_date: string;
  issued_at: string;
}

/** The issue date is a timestamp: its calendar day in the platform's time zone (03 §1). */
const issuedOn = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDayMonthYear(todayIn(DEFAULT_TIME_ZONE, date));
};

/** For whom, which course, its dates (day-month-year), the issue date and the code. */
export function CertificateDetails({ certificate, code }: { certificate: VerifiedCertificate; code: string }) {
  const rows = [
    [M.CERTIFICATE_ISSUED_TO, certificate.student_name],
    [M.CERTIFICATE_COURSE, certificate.course_name],
    [
      M.CERTIFICATE_DATES,
      M.scheduledDates(formatDayMonthYear(certificate.start_date), formatDayMonthYear(certificate.end_date)),
    ],
    [M.CERTIFICATE_ISSUED_AT, issuedOn(certificate.issued_at)],
    [M.CERTIFICATE_CODE, code],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { sm: 'auto 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
