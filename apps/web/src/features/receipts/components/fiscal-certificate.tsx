import { FISCAL_LIMITS, type FiscalSettingsOutput, formatLimaDateTime, M } from '@edu/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { PasswordField } from '../../../components/password-field';
import { UploadProgress } from '../../../components/upload-progress';
import { ApiError } from '../../../lib/api';
import { useUploadFiscalCertificate } from '../api/upload-fiscal-certificate';

const F = M.FISCAL_LABELS;
const ACCEPT = '.pfx,.p12,application/x-pkcs12';

/** The day an instant falls on in Lima, as the screens write it: '31/12/2044'. */
const limaDay = (iso: string) => formatLimaDateTime(iso).slice(0, 10);

/** Why the picked file or the typed password cannot be sent, as the server would say it. */
function problemsOf(file: File | null, password: string) {
  return {
    file: !file
      ? M.CERTIFICATE_REQUIRED
      : file.size > FISCAL_LIMITS.certificateBytes
        ? M.CERTIFICATE_PROBLEMS.not_pkcs12
        : undefined,
    password: password ? undefined : M.CERTIFICATE_PASSWORD_REQUIRED,
  };
}

/**
 * The entity's digital certificate (decision 0063): the one kept (its subject and until when it is valid) and a new
 * .pfx or .p12 with its password, uploaded with its progress. The server reads it before keeping it.
 */
export function FiscalCertificate({ certificate }: { certificate: FiscalSettingsOutput['certificate'] }) {
  const upload = useUploadFiscalCertificate();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ file?: string; password?: string }>({});
  const [isChecked, setChecked] = useState(false);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    setFile(picked);
    if (isChecked) setProblems(problemsOf(picked, password));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(file, password);
    setChecked(true);
    setProblems(found);
    if (!file || found.file || found.password) return;
    upload.mutate(
      { file, password },
      {
        onSuccess: () => {
          setFile(null);
          setPassword('');
          setChecked(false);
        },
        // the toast has said why; the field it names is marked too (a wrong password, a file that is no .pfx)
        onError: (error) => {
          if (error instanceof ApiError) {
            setProblems({ file: error.fields.certificate, password: error.fields.certificate_password });
          }
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        {certificate
          ? M.fiscalCertificateOf(certificate.subject, limaDay(certificate.not_after))
          : M.FISCAL_NO_CERTIFICATE}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={upload.isPending}>
            {F.certificate}
            <input
              id={fileId}
              hidden
              type="file"
              accept={ACCEPT}
              aria-invalid={Boolean(problems.file)}
              aria-describedby={problems.file ? `${fileId}-error` : undefined}
              onChange={pick}
            />
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
          {problems.file && (
            <FormHelperText id={`${fileId}-error`} error>
              {problems.file}
            </FormHelperText>
          )}
        </Box>
        <PasswordField
          label={F.certificatePassword}
          required
          autoComplete="off"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (isChecked) setProblems(problemsOf(file, event.target.value));
          }}
          inputProps={{ maxLength: FISCAL_LIMITS.certificatePassword }}
          error={Boolean(problems.password)}
          helperText={problems.password}
        />
      </Box>
      {upload.upload.percent !== null ? (
        <UploadProgress percent={upload.upload.percent} onCancel={upload.upload.cancel} />
      ) : (
        <Box>
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            {M.FISCAL_UPLOAD_CERTIFICATE}
          </Button>
        </Box>
      )}
    </Box>
  );
}
