// Issues (or re-issues) a student's certificate of a main scheduled course: renders the PDF and stores it as a private
// file. Shared by generateCertificate_2 and the demo data. A second issue replaces the PDF and keeps the code.
import { M, todayIn } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Services } from '../../rpc/context.js';
import { newCertificateCode } from './certificate-code.js';
import { certificateLookOf } from './certificate-look.js';
import { verifyUrlOf } from './certificate-output.js';
import {
  type CertificateRow,
  claimCertificate,
  enrolledStudent,
  mainScheduledOf,
  storeCertificateFile,
} from './certificates.queries.js';
import { renderCertificate } from './pdf/render-certificate.js';

export interface Issued {
  row: CertificateRow;
  /** the PDF this issue replaced: to remove from storage once the transaction has committed */
  replacedKey: string | null;
  /** the certificate was issued moments ago (a double click, two people at once): answered as it is, nothing written */
  isRepeat: boolean;
}

/** A generation this soon after the last one is the same request again (decision 0052); later ones print anew. */
export const CERTIFICATE_REPEAT_SECONDS = 60;

export const fullName = (u: { name: string; lastname: string; email?: string }) =>
  `${u.name} ${u.lastname}`.replace(/\s+/g, ' ').trim() || (u.email ?? '');

export async function issueCertificate(
  db: Db,
  services: Pick<Services, 'storage' | 'config'>,
  v: { entityId: string; scheduledId: string; userId: string },
): Promise<Issued> {
  const scheduled = await mainScheduledOf(db, v.entityId, v.scheduledId, true);
  if (!scheduled) throw new AppError('NOT_FOUND', M.SCHEDULED_NOT_FOUND);
  const student = await enrolledStudent(db, v.entityId, scheduled.id, v.userId);
  if (!student) throw new AppError('NOT_FOUND', M.STUDENT_NOT_ENROLLED);

  const slot = await claimCertificate(db, {
    ...v,
    scheduledId: scheduled.id,
    code: newCertificateCode(),
    recentSeconds: CERTIFICATE_REPEAT_SECONDS,
  });
  if (slot.file_key && slot.is_valid && slot.is_recent) return { row: slot, replacedKey: null, isRepeat: true };
  const look = await certificateLookOf(db, services, scheduled);
  const pdf = await renderCertificate(
    {
      entityName: scheduled.entity_name,
      studentName: fullName(student),
      courseName: scheduled.name,
      programmeName: scheduled.programme_name,
      startDate: scheduled.start_date,
      endDate: scheduled.end_date,
      issuedOn: todayIn(services.config.TIME_ZONE),
      code: slot.code,
      verifyUrl: verifyUrlOf(services.config.publicUrl, slot.code),
    },
    look,
  );
  const file = await services.storage.saveBuffer(Buffer.from(pdf), {
    mime: 'application/pdf',
    ext: 'pdf',
    visibility: 'private',
    prefix: 'certificates',
  });
  try {
    const row = await storeCertificateFile(db, slot.id, file.key, look.templateId);
    return { row, replacedKey: slot.file_key || null, isRepeat: false };
  } catch (error) {
    // the transaction rolls back: the new file must not stay behind
    await services.storage.delete(file.key).catch(() => {});
    throw error;
  }
}
