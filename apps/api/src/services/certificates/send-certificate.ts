import { certificates, M } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { certificateFileName, certificateMail } from '../../mail/certificate-mail.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { verifyUrlOf } from './certificate-output.js';
import { certificateOf, enrolledStudent, mainScheduledOf } from './certificates.queries.js';
import { fullName } from './issue-certificate.js';
import { readStored } from './pdf/images.js';

// Tab 'Certificado' → send (02 §8 'El certificado se ha enviado al correo {email}'): queued in the mail outbox in the
// call's transaction, with the PDF attached. The attachment is a copy made now: re-generating the certificate before
// the outbox sends must not leave the mail without its file (the outbox never loses a mail, spec 03 §3).
export const sendCertificate = defineHandler(certificates.sendCertificate, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const { storage, mailer, config } = ctx.services;
  const scheduled = await mainScheduledOf(ctx.db, entityId, input.scheduled);
  if (!scheduled) throw notFound();
  const certificate = await certificateOf(ctx.db, entityId, scheduled.id, input.student);
  const pdf = certificate ? await readStored(storage.driver, certificate.file_key) : null;
  if (!certificate || !pdf) throw new AppError('NOT_FOUND', M.CERTIFICATE_NOT_GENERATED);
  const student = await enrolledStudent(ctx.db, entityId, scheduled.id, input.student);
  if (!certificate.is_valid || !student) throw new AppError('CONFLICT', M.CERTIFICATE_NO_LONGER_VALID);

  const copy = await storage.saveBuffer(pdf, {
    mime: 'application/pdf',
    ext: 'pdf',
    visibility: 'private',
    prefix: 'mail',
  });
  try {
    const mail = certificateMail({
      studentName: fullName(student),
      courseName: scheduled.name,
      entityName: scheduled.entity_name,
      verifyUrl: verifyUrlOf(config.publicUrl, certificate.code),
    });
    await mailer.enqueue(ctx.db, {
      requestId: ctx.requestId,
      to: input.email,
      ...mail,
      attachments: [
        { filename: certificateFileName(certificate.code), storageKey: copy.key, contentType: 'application/pdf' },
      ],
    });
  } catch (error) {
    await storage.delete(copy.key).catch(() => {});
    throw error;
  }
  ctx.audit.recordId = certificate.id;
  return { message: M.certificateSent(input.email) };
});
