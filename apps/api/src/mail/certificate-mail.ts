// The mail that carries a student's certificate (sendCertificate): the PDF attached, and the public page where anyone
// can check it. Texts from packages/shared messages; names are escaped in the HTML part.
import { M } from '@edu/shared';

export interface CertificateMailFacts {
  studentName: string;
  courseName: string;
  entityName: string;
  verifyUrl: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function certificateMail(f: CertificateMailFacts): { subject: string; text: string; html: string } {
  const intro = M.certificateMailText(f.studentName, f.courseName, f.entityName);
  const paragraphs = intro
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
  return {
    subject: M.certificateMailSubject(f.courseName),
    text: `${intro}\n\n${M.CERTIFICATE_MAIL_VERIFY}\n${f.verifyUrl}\n`,
    html: `${paragraphs}<p>${escapeHtml(M.CERTIFICATE_MAIL_VERIFY)}<br><a href="${escapeHtml(f.verifyUrl)}">${escapeHtml(f.verifyUrl)}</a></p>`,
  };
}

/** The attachment's file name: the code keeps two certificates of one person apart in a mailbox. */
export const certificateFileName = (code: string) => `certificado-${code}.pdf`;
