// Wire service: `students` (the spec's, 03 §1; decision 0056).
// A student's certificate of a scheduled course (02 §2.11 'Certificado', §4; decision 0018): a PDF from the course's
// selected template, its verification code and QR code, and the public page the code opens.
import { z } from 'zod';
import { CERTIFICATE_RULES } from '../common/constants.js';
import { FRONT_DESK, STAFF, STUDENTS } from '../common/role-groups.js';
import * as M from '../common/messages.js';
import { defineFname } from './define.js';
import { PUBLIC_FNAMES } from './public-fnames.js';
import { email, id, messageOutput } from './fields.js';

// 03 §2: the counter (and the admins) issue and send certificates; the coordinador reads them

export const studentCertificateOutput = z.object({
  hasCertificate: z.boolean(),
  /** a short-lived signed link to the PDF (preview and download) */
  url: z.string().nullable(),
  /** the verification code printed on the certificate and in its QR code */
  code: z.string().nullable(),
  /** the public page the QR code opens */
  verify_url: z.string().nullable(),
  issued_at: z.string().nullable(),
});
export type StudentCertificateOutput = z.infer<typeof studentCertificateOutput>;

/**
 * Renders the PDF from the course's selected template with the student's name, the course and its dates; again = anew,
 * but within a minute of the last issue (a double click) the same certificate is answered as it is (decision 0052).
 */
export const generateCertificate_2 = defineFname({
  service: 'students',
  name: 'generateCertificate_2',
  input: z.object({ scheduled_id: id(), entity_id: id(), student_id: id() }),
  output: studentCertificateOutput,
  access: { kind: 'entity', roles: FRONT_DESK, entity: { from: 'field', field: 'entity_id' } },
  mutates: true,
});

/** When the entity's certificates may be issued (decision 0054) and where this student stands. */
export const certificateIssuing = z.object({
  rule: z.enum(CERTIFICATE_RULES),
  /** the course's end date (YYYY-MM-DD) */
  end_date: z.string(),
  passing_mark: z.string(),
  /** the final grade the rule looks at once the course has ended; null before, or under 'any_time' */
  final: z.string().nullable(),
  /** why generateCertificate_2 would refuse now (its very message); null when it may issue */
  refusal: z.string().nullable(),
});
export type CertificateIssuing = z.infer<typeof certificateIssuing>;

export const getCertificateByUser = defineFname({
  service: 'students',
  name: 'getCertificateByUser',
  input: z.object({ entity: id(), scheduled: id(), user: id() }),
  /** `issuing`: null when the student is not enrolled in the course */
  output: studentCertificateOutput.extend({ issuing: certificateIssuing.nullable() }),
  access: { kind: 'entity', roles: STAFF, entity: { from: 'field', field: 'entity' } },
  mutates: false,
});

/** E-mails the certificate through the outbox; the answer's message is 'El certificado se ha enviado al correo {email}'. */
export const sendCertificate = defineFname({
  service: 'students',
  name: 'sendCertificate',
  input: z.object({ entity: id(), student: id(), scheduled: id(), email: email() }),
  output: messageOutput,
  access: { kind: 'entity', roles: FRONT_DESK, entity: { from: 'field', field: 'entity' } },
  mutates: true,
});

/** The public page of a certificate's QR code (no sign-in): added by this product, like logout (decision 0018). */
export const verifyCertificate = defineFname({
  service: 'students',
  name: 'verifyCertificate',
  input: z.object({ code: z.string().trim().min(1, M.FIELD_REQUIRED).max(64, M.FIELD_INVALID) }),
  output: z.object({
    valid: z.boolean(),
    certificate: z
      .object({
        student_name: z.string(),
        course_name: z.string(),
        start_date: z.string(),
        end_date: z.string(),
        issued_at: z.string(),
        entity: z.object({
          entity_name: z.string(),
          logo: z.string().nullable(),
          colors: z.object({ bg_sidebar: z.string(), bg_buttons: z.string(), font_color: z.string() }),
        }),
      })
      .nullable(),
  }),
  access: { kind: 'public' },
  mutates: false,
});

// ── Mis certificados (04 §2.2): the caller's certificates in the entity, each with a short-lived link to its PDF and
// the public verification page.
export const myCertificate = z.object({
  /** the main scheduled course it certifies */
  scheduled_id: z.string(),
  course_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  issued_at: z.string(),
  code: z.string(),
  /** a short-lived signed link to the PDF */
  url: z.string(),
  verify_url: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificate>;

export const getMyCertificates = defineFname({
  ...PUBLIC_FNAMES.getMyCertificates,
  input: z.object({ entity_id: id() }),
  output: z.object({ certificates: z.array(myCertificate) }),
  access: { kind: 'entity', roles: STUDENTS, entity: { from: 'field', field: 'entity_id' } },
  mutates: false,
});
