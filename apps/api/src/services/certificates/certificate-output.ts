import type { StudentCertificateOutput } from '@edu/shared';
import type { Storage } from '../../storage/storage.js';
import type { CertificateRow } from './certificates.queries.js';

/** The public page a certificate's QR code opens (the web app's /certificados/{code}). */
export const verifyUrlOf = (publicUrl: string, code: string) => `${publicUrl}/certificados/${code}`;

export function toStudentCertificateOutput(
  row: CertificateRow | undefined,
  storage: Storage,
  publicUrl: string,
): StudentCertificateOutput {
  if (!row?.file_key) return { hasCertificate: false, url: null, code: null, verify_url: null, issued_at: null };
  return {
    hasCertificate: true,
    url: storage.urlOf(row.file_key),
    code: row.code,
    verify_url: verifyUrlOf(publicUrl, row.code),
    issued_at: new Date(row.issued_at).toISOString(),
  };
}
