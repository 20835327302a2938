// Images are checked before they are kept (decision 0025), over real HTTP: a 31 KB PNG of 16000 × 16000
// pixels was accepted as a certificate background or a logo, and drawing it blocked the whole server for 17 s. Now it
// is answered 413 at once by the size in its header, wherever an image is uploaded, with nothing stored or noted, and
// the server goes on answering /health meanwhile. Images of a normal size pass as before.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { courses, entities, type FnameDef, M, materials, orders } from '@edu/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pricedProgramme } from '../services/orders/orders-test-kit.js';
import { TEMPLATES } from '../test/fixtures.js';
import { useTestApp } from '../test/harness.js';
import { callOverHttp, whileAskingHealth } from '../test/health-watch.js';
import { hugePng, jpegHeader, picture, withMetadata } from '../test/images.js';
import { filesOf as filesOfApp } from '../test/stored-files.js';

/** /health was silent for 17 s while a huge image was decoded; a loaded CI machine answers in up to ~0.5 s (not a speed goal) */
const HEALTH_SLACK_MS = 1000;

const { t } = useTestApp();
let port: number;
let admin: string;
let student: string;
let scheduled: string;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  [admin, student] = await Promise.all([t.signIn(t.fx.users.adminA.email), t.signIn(t.fx.users.studentA.email)]);
  scheduled = (
    await pricedProgramme(t, 'A', { name: 'Fotografía', inscription: '10.00', course: '90.00', modules: [] })
  ).main;
});
// one pending order per student and course (04 §4): each voucher upload starts with none pending
beforeEach(async () => {
  await t.db.query(`UPDATE orders SET state = 'canceled', decided_at = clock_timestamp() WHERE state = 'pending'`);
});

const filesOf = () => filesOfApp(t);

/** Where an image is uploaded: the call, its fields, its file field and who sends it. */
interface Place {
  def: FnameDef;
  fields: () => Record<string, unknown>;
  field: string;
  token: () => string;
}
const PLACES: Record<string, Place> = {
  'a certificate background': {
    def: courses.setCertificateForCourse,
    fields: () => ({
      course: t.fx.programmes.A.course,
      certificate: TEMPLATES.modern,
      body: JSON.stringify([{ name: 'background' }]),
    }),
    field: 'files',
    token: () => admin,
  },
  'an entity logo': {
    def: entities.updateEntity,
    fields: () => ({ entity_id: t.fx.entityA }),
    field: 'logo',
    token: () => admin,
  },
  'a deposit voucher': {
    def: orders.createOrder,
    fields: () => ({ entity_id: t.fx.entityA, products: JSON.stringify([{ scheduled_id: scheduled }]) }),
    field: 'vouchers',
    token: () => student,
  },
  'a class material': {
    def: materials.addMaterials,
    fields: () => ({
      entity_id: t.fx.entityA,
      category_id: t.fx.programmes.A.category,
      title: 'Pizarra',
      description: 'Foto de la pizarra',
      state: 'private',
    }),
    field: 'files',
    token: () => admin,
  },
};
const places = Object.keys(PLACES);

const upload = (place: string, name: string, bytes: Buffer) => {
  const p = PLACES[place];
  return whileAskingHealth(port, () =>
    callOverHttp(port, p.def, p.fields(), p.token(), [{ field: p.field, name, bytes }]),
  );
};

/** Uploads and expects a refusal that changed nothing: no file (final or temporary), no ledger note, no row. */
async function refused(place: string, name: string, bytes: Buffer) {
  const before = await t.snapshot();
  const files = filesOf();
  const result = await upload(place, name, bytes);
  expect(filesOf()).toEqual(files);
  expect(await t.db.query('SELECT key FROM upload_ledger')).toEqual([]);
  expect(await t.snapshot()).toBe(before);
  return result;
}

const TOO_LARGE = {
  code: 'TOO_LARGE',
  message: 'La imagen es demasiado grande: como máximo 10000 px por lado y 40 megapíxeles.',
};

describe('a 31 KB PNG of 16000 × 16000 pixels', () => {
  const png = hugePng(16000, 16000);
  it('is 31 KB on the wire', () => {
    expect(png.length).toBeLessThan(32 * 1024);
    expect(M.imageTooLarge(10000, 40_000_000)).toBe(TOO_LARGE.message);
  });

  it.each(places)('is refused as %s: 413 at once, nothing kept, /health answering meanwhile', async (place) => {
    const { out, ms, health } = await refused(place, 'fondo.png', png);
    expect(out).toEqual({ status: 413, body: TOO_LARGE });
    expect(ms).toBeLessThan(2 * HEALTH_SLACK_MS);
    expect(health.answers).toBeGreaterThan(0);
    expect(health.worst).toBeLessThan(HEALTH_SLACK_MS);
  });
});

describe('a JPEG whose frame header comes after large metadata', () => {
  it.each(places)('with too many pixels is refused as %s', async (place) => {
    // 12000 × 12000 after 400 KiB of EXIF/ICC segments: the size is read past the first 4 KiB
    const { out } = await refused(place, 'foto.jpg', jpegHeader(12000, 12000, 400 * 1024));
    expect(out).toEqual({ status: 413, body: TOO_LARGE });
  });

  it.each(places)(
    'is refused as %s as an unreadable image when its size is not in the first 512 KiB',
    async (place) => {
      const { out } = await refused(place, 'foto.jpg', jpegHeader(1200, 800, 600 * 1024));
      expect(out).toEqual({ status: 415, body: { code: 'BAD_FILE_TYPE', message: M.IMAGE_FORMAT_INVALID } });
    },
  );

  it('of a normal size is stored whole', async () => {
    const bytes = withMetadata(await picture(1200, 800).jpeg().toBuffer(), 400 * 1024);
    const { out } = await upload('a class material', 'foto.jpg', bytes);
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const stored = await t.app.services.storage.driver.get(
      (
        await t.db.query<{ file_key: string }>(
          "SELECT file_key FROM materials WHERE title = 'Pizarra' ORDER BY created_at DESC LIMIT 1",
        )
      )[0].file_key,
    );
    expect(stored?.size).toBe(bytes.length);
  });
});

describe('images of 1200 × 800', () => {
  it.each(places.flatMap((place) => [[place, 'jpeg'] as const, [place, 'png'] as const]))(
    'pass as %s (%s), stored as sent',
    async (place, type) => {
      const bytes = await picture(1200, 800)[type]().toBuffer();
      const before = new Set(filesOf());
      const { out, health } = await upload(place, `imagen.${type}`, bytes);
      expect(out.status, JSON.stringify(out.body)).toBe(200);
      expect(health.worst).toBeLessThan(HEALTH_SLACK_MS);
      const added = filesOf().filter((f) => !before.has(f));
      expect(added).toHaveLength(1);
      expect(readFileSync(added[0]).equals(bytes)).toBe(true);
    },
  );
});
