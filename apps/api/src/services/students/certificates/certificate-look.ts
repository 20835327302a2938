// How a course's certificate looks: the template the course chose in step 3 (setCertificateForCourse) with the images
// uploaded for its resources, or, when the course chose none, the plain look in the entity's colours and logo.
import type { Db } from '../../../db/client.js';
import type { Storage } from '../../../storage/storage.js';
import { certificateOfCourse } from '../../courses/certificates.queries.js';
import type { ScheduledForCertificate } from './certificates.queries.js';
import { readStored } from './pdf/images.js';
import type { CertificateLayout, CertificateLook } from './pdf/render-certificate.js';

/** The built-in templates of migration 003; an entity's own template draws as the classic one. */
const LAYOUTS: Record<string, CertificateLayout> = {
  '00000000-0000-4000-8000-00000000c001': 'classic',
  '00000000-0000-4000-8000-00000000c002': 'modern',
};

export async function certificateLookOf(
  db: Db,
  storage: Storage,
  scheduled: ScheduledForCertificate,
): Promise<CertificateLook & { templateId: string | null }> {
  const colors = {
    bg_sidebar: scheduled.bg_sidebar,
    bg_buttons: scheduled.bg_buttons,
    font_color: scheduled.font_color,
  };
  const chosen = await certificateOfCourse(db, scheduled.entity_id, scheduled.course_id);
  const keyOf = (name: string) => chosen?.images.find((i) => i.name === name)?.key;
  const [background, courseLogo, signature, entityLogo] = await Promise.all([
    readStored(storage.driver, keyOf('background')),
    readStored(storage.driver, keyOf('logo')),
    readStored(storage.driver, keyOf('signature')),
    readStored(storage.driver, scheduled.logo),
  ]);
  return {
    templateId: chosen?.template_id ?? null,
    layout: chosen ? (LAYOUTS[chosen.template_id] ?? 'classic') : 'plain',
    colors,
    background,
    logo: courseLogo ?? entityLogo,
    signature,
  };
}
