import { courses, IMAGE_MIME_TYPES, M } from '@edu/shared';
import { AppError, notFound, validation } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { toCertificateOutput } from './certificate-output.js';
import { type CertificateImage, certificateOfCourse, saveCourseCertificate, templateFor } from './certificates.queries.js';

const isImage = (mime: string) => (IMAGE_MIME_TYPES as readonly string[]).includes(mime);

// Chooses the course's template and stores the images for its resources (generateCertificate draws certificates from them, decision 0018).
// Files fill the resources `body` names, in order (else the template's resources in order). Choosing the same
// template again keeps the images not re-sent; choosing another drops the old ones. Replaced files go after commit.
export const setCertificateForCourse = defineHandler(courses.setCertificateForCourse, async (input, ctx) => {
  const entityId = entityOf(ctx);
  if (input.entity && input.entity !== entityId) throw notFound();
  const course = await findInEntity<{ id: string }>(ctx.db, 'courses', input.course, entityId, 'id');
  const template = await templateFor(ctx.db, entityId, input.certificate);
  if (!template) throw notFound();
  const files = ctx.files.files ?? [];
  if (files.some((f) => !isImage(f.mime))) throw new AppError('BAD_FILE_TYPE', M.CERTIFICATE_IMAGE_ONLY);

  const names = input.body ? input.body.map((b) => b.name) : template.resources.slice(0, files.length).map((r) => r.name);
  const known = new Set(template.resources.map((r) => r.name));
  if (names.length !== files.length || new Set(names).size !== names.length || names.some((n) => !known.has(n))) {
    throw validation(M.FIELD_INVALID, { body: M.FIELD_INVALID });
  }

  const current = await certificateOfCourse(ctx.db, entityId, course.id);
  const previous = current?.template_id === template.id ? current.images : [];
  const kept = previous.filter((i) => !names.includes(i.name));
  const uploaded: CertificateImage[] = files.map((f, i) => ({
    name: names[i],
    name_front: template.resources.find((r) => r.name === names[i])?.name_front ?? names[i],
    key: f.key,
    mime: f.mime,
  }));
  const order = template.resources.map((r) => r.name);
  const images = [...kept, ...uploaded].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  await saveCourseCertificate(ctx.db, { entityId, courseId: course.id, templateId: template.id, images });

  const dropped = (current?.images ?? []).filter((i) => !kept.includes(i)).map((i) => i.key);
  ctx.afterCommit(() => Promise.all(dropped.map((key) => ctx.services.storage.delete(key))));
  ctx.audit.recordId = course.id;
  return { certificate: toCertificateOutput(template, images, ctx.services.storage) };
});
