import { courses } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { toCertificateOutput } from './certificate-output.js';
import { certificateOfCourse, templatesFor } from './certificates.queries.js';

export const getCertificatesTemplates = defineHandler(courses.getCertificatesTemplates, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const course = await findInEntity<{ id: string }>(ctx.db, 'courses', input.course, entityId, 'id');
  const chosen = await certificateOfCourse(ctx.db, entityId, course.id);
  const templates = await templatesFor(ctx.db, entityId);
  return {
    certificates: templates.map((t) =>
      toCertificateOutput(t, chosen?.template_id === t.id ? chosen.images : null, ctx.services.storage),
    ),
  };
});
