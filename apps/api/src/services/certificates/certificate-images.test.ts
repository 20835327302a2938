// A certificate's images never stall the server (decision 0025): a 16000 × 16000 PNG background used to
// be decoded by pdf-lib on the event loop, inside generateCertificate_2's transaction, and /health went unanswered for
// 17 s. Uploaded images are now stored fitted to the page; older ones, stored before, are fitted off the event loop
// when drawn, or left out when over the pixel limits. Over real HTTP, /health asked all along.
import { CERTIFICATE_IMAGE_FIT, certificates as sc, courses } from '@edu/shared';
import { PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageHeader } from '../../storage/image-header.js';
import { TEMPLATES } from '../../test/fixtures.js';
import { callOverHttp, type HealthSeen, idleNoise, useListeningTestApp, whileAskingHealth } from '../../test/health-watch.js';
import { enrolStudentA } from './certificates-test-kit.js';
import { hugePng, picture } from '../../test/images.js';
import { readPdf } from './pdf/read-pdf.js';

/** /health was silent for 17 s while a huge image was decoded; a loaded CI machine answers in up to ~0.5 s (not a speed goal) */
const HEALTH_SLACK_MS = 1000;

const { t, as, server } = useListeningTestApp(['adminA']);
/** the slack plus twice what /health took here with nothing running: a machine at load 12 is slow for everyone */
let slack = HEALTH_SLACK_MS;
beforeAll(async () => {
  await enrolStudentA(t);
  slack = HEALTH_SLACK_MS + 2 * (await idleNoise(server.port));
});

const course = () => t.fx.programmes.A.course;
const stored = async (key: string) => {
  const file = await t.app.services.storage.driver.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of file?.body ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const imagesOfCourse = async () =>
  (
    await t.db.query<{ images: { name: string; key: string; mime: string }[] }>(
      'SELECT images FROM course_certificates WHERE course_id = $1',
      [course()],
    )
  )[0].images;

/** Generates over HTTP while /health is asked; answers the PDF's images (width × height) and how /health fared. */
async function generate() {
  const input = {
    scheduled_id: t.fx.scheduleds.A.scheduled,
    entity_id: t.fx.entityA,
    student_id: t.fx.users.studentA.id,
  };
  // issued a while ago: a generation within a minute of the last answers it unchanged (decision 0052)
  await t.db.query(`UPDATE student_certificates SET issued_at = issued_at - interval '2 minutes'`);
  const { out, health, live } = await whileAskingHealth(server.port, () =>
    callOverHttp(server.port, sc.generateCertificate_2, input, as.adminA),
  );
  expect(out.status, JSON.stringify(out.body)).toBe(200);
  // callOverHttp answers untyped JSON (a real socket, so /health can be asked meanwhile)
  const pdf = await t.app.inject({ method: 'GET', url: out.body.url as string });
  const { doc, text } = await readPdf(pdf.rawPayload);
  expect(text).toContain('Entidad A');
  const size = (o: PDFRawStream, name: string) => (o.dict.get(PDFName.of(name)) as PDFNumber).asNumber();
  const images = doc.context
    .enumerateIndirectObjects()
    .map(([, o]) => o)
    .filter(
      (o): o is PDFRawStream => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
    .map((o) => [size(o, 'Width'), size(o, 'Height')]);
  return { images, health, live };
}

/**
 * /health answered while a certificate was generated. On PGlite its query also waits for generateCertificate_2's
 * transaction (one connection), drawing included: there /health/live, which only needs the event loop, shows that
 * nothing blocks it, and /health is held no longer than a drawing takes.
 */
function answeredMeanwhile({ health, live }: { health: HealthSeen; live: HealthSeen }) {
  expect(health.answers).toBeGreaterThan(0);
  expect(live.worst).toBeLessThan(slack);
  expect(health.worst).toBeLessThan(slack);
}

describe('a certificate template uploaded larger than the page needs', () => {
  it('is stored fitted (6000 × 4000 → 2480 × 1653 JPEG) while /health answers, and the certificate draws it', async () => {
    const background = await picture(6000, 4000).jpeg({ quality: 80 }).toBuffer();
    const { out, health } = await whileAskingHealth(server.port, () =>
      callOverHttp(server.port, courses.setCertificateForCourse, { course: course(), certificate: TEMPLATES.modern }, as.adminA, [
        { field: 'files', name: 'fondo.jpg', bytes: background },
      ]),
    );
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(health.worst).toBeLessThan(slack);
    const [image] = await imagesOfCourse();
    expect(image).toMatchObject({ name: 'background', mime: 'image/jpeg' });
    expect(imageHeader(await stored(image.key))).toEqual({ mime: 'image/jpeg', width: 2480, height: 1653 });

    const { images } = await generate();
    expect(images).toContainEqual([2480, 1653]);
  });
});

/** Puts an image in storage and in the course's template as an upload before the limits would have (bypassing them). */
async function storeAsBefore(name: 'background' | 'logo', bytes: Buffer) {
  const file = await t.app.services.storage.saveBuffer(bytes, {
    mime: 'image/png',
    ext: 'png',
    visibility: 'private',
    prefix: 'courses',
  });
  const images = (await imagesOfCourse()).filter((i) => i.name !== name);
  images.push({ name, name_front: name, key: file.key, mime: 'image/png' } as (typeof images)[number]);
  await t.db.query('UPDATE course_certificates SET images = $1 WHERE course_id = $2', [
    JSON.stringify(images),
    course(),
  ]);
}

describe('images stored before uploads were checked', () => {
  it('a 16000 × 16000 PNG background is left out, and /health answers throughout (it went silent for 17 s)', async () => {
    // the first generation of a process warms up pdf-lib and the fonts; it draws the fitted background
    expect((await generate()).images).toContainEqual([2480, 1653]);
    await storeAsBefore('background', hugePng(16000, 16000));
    const generated = await generate();
    answeredMeanwhile(generated);
    const { images } = generated;
    // the QR code alone
    expect(images).toHaveLength(1);
    for (const [width, height] of images)
      expect(Math.max(width, height)).toBeLessThanOrEqual(CERTIFICATE_IMAGE_FIT.maxSide);
  });

  it('a 6000 × 4000 PNG logo is drawn fitted (as JPEG), decoded off the event loop', async () => {
    await storeAsBefore('logo', await picture(6000, 4000).png({ compressionLevel: 1 }).toBuffer());
    const generated = await generate();
    answeredMeanwhile(generated);
    expect(generated.images).toHaveLength(2);
    expect(generated.images).toContainEqual([2480, 1653]);
  });
});
