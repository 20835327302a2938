import type { Db } from '../../db/client.js';

export interface TemplateRow {
  id: string;
  name: string;
  preview: string;
  resources: { name: string; name_front: string }[];
}

/** One image of a course's certificate: the template resource it fills and the private storage key of its bytes. */
export interface CertificateImage {
  name: string;
  name_front: string;
  key: string;
  mime: string;
}

export interface CourseCertificateRow {
  template_id: string;
  images: CertificateImage[];
}

const TEMPLATE_COLUMNS = 'id, name, preview, resources';

/** The platform's built-in templates and the entity's own. */
export async function templatesFor(db: Db, entityId: string) {
  return db.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM certificate_templates WHERE entity_id IS NULL OR entity_id = $1 ORDER BY sort, name, id`,
    [entityId],
  );
}

export async function templateFor(db: Db, entityId: string, id: string) {
  const rows = await db.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM certificate_templates WHERE id = $1 AND (entity_id IS NULL OR entity_id = $2)`,
    [id, entityId],
  );
  return rows[0];
}

export async function certificateOfCourse(db: Db, entityId: string, courseId: string) {
  const rows = await db.query<CourseCertificateRow>(
    'SELECT template_id, images FROM course_certificates WHERE course_id = $1 AND entity_id = $2',
    [courseId, entityId],
  );
  return rows[0];
}

export async function saveCourseCertificate(
  db: Db,
  v: { entityId: string; courseId: string; templateId: string; images: CertificateImage[] },
) {
  await db.query(
    `INSERT INTO course_certificates (course_id, entity_id, template_id, images) VALUES ($1, $2, $3, $4)
     ON CONFLICT (course_id) DO UPDATE SET template_id = excluded.template_id, images = excluded.images, updated_at = now()`,
    [v.courseId, v.entityId, v.templateId, JSON.stringify(v.images)],
  );
}
