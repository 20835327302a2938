import { certificates } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { normaliseCode } from './certificate-code.js';
import { certificateByCode } from './certificates.queries.js';
import { fullName } from './issue-certificate.js';

// The public page of a certificate's QR code (no sign-in). An unknown code: not valid, nothing shown. A certificate
// whose student left the course (or whose entity was removed) is shown as not valid, still saying whose and which
// course it was, so that the page can tell the reader why (decision 0018).
export const verifyCertificate = defineHandler(certificates.verifyCertificate, async (input, ctx) => {
  const row = await certificateByCode(ctx.db, normaliseCode(input.code));
  if (!row) return { valid: false, certificate: null };
  return {
    valid: row.is_valid && row.enrolled && row.entity_active,
    certificate: {
      student_name: fullName(row),
      course_name: row.course_name,
      start_date: row.start_date,
      end_date: row.end_date,
      issued_at: new Date(row.issued_at).toISOString(),
      entity: {
        entity_name: row.entity_name,
        logo: row.logo ? ctx.services.storage.urlOf(row.logo) : null,
        colors: { bg_sidebar: row.bg_sidebar, bg_buttons: row.bg_buttons, font_color: row.font_color },
      },
    },
  };
});
