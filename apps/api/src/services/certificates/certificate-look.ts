// How a course's certificate looks: the template the course chose with setCertificateForCourse with the images
// uploaded for its resources, or, when the course chose none, the plain look in the entity's colours and logo.
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../storage/storage.js';
import { certificateOfCourse } from '../courses/certificates.queries.js';
import type { ScheduledForCertificate } from './certificates.queries.js';
import { drawable, readStored } from './pdf/images.js';
import type { CertificateLayout, CertificateLook } from './pdf/render-certificate.js';

/** The built-in templates of migration 003; an entity's own template draws as the classic one. */
const LAYOUTS: Record<string, CertificateLayout> = {
  '00000000-0000-4000-8000-00000000c001': 'classic',
  '00000000-0000-4000-8000-00000000c002': 'modern',
};

export async function certificateLookOf(
  db: Db,
  { storage, config }: { storage: Storage; config: Config },
  scheduled: ScheduledForCertificate,
): Promise<CertificateLook & { templateId: string | null }> {
  const colors = {
    bg_sidebar: scheduled.bg_sidebar,
    bg_buttons: scheduled.bg_buttons,
    font_color: scheduled.font_color,
  };
  const chosen = await certificateOfCourse(db, scheduled.entity_id, scheduled.course_id);
  const keyOf = (name: string) => chosen?.images.find((i) => i.name === name)?.key;
  const limits = { pixels: config.MAX_IMAGE_PIXELS, side: config.MAX_IMAGE_SIDE };
  // fitted one after another: each may decode on sharp's threads, and the machine has few
  const read = async (key: string | null | undefined) => drawable(await readStored(storage.driver, key), limits);
  const background = await read(keyOf('background'));
  const courseLogo = await read(keyOf('logo'));
  const signature = await read(keyOf('signature'));
  const entityLogo = courseLogo ? null : await read(scheduled.logo);
  return {
    templateId: chosen?.template_id ?? null,
    layout: chosen ? (LAYOUTS[chosen.template_id] ?? 'classic') : 'plain',
    colors,
    background,
    logo: courseLogo ?? entityLogo,
    signature,
  };
}
