// Uploads are authorised before their body is read (decision 0026), over real HTTP: another entity's
// coordinador sending a 24 MB video to entity A's addMaterials, a role the fname refuses, or an unknown token is
// answered at the first file part, while most of the body is still unsent; nothing reaches DATA_DIR/files or the upload
// ledger, and the connection closes instead of reading the rest (decision 0026).
import type { AddressInfo, Socket } from 'node:net';
import { M, materials, orders, users } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { tinyMp4 } from '../seed/documents.js';
import { useTestApp } from '../test/harness.js';
import { type StreamUpload, streamUpload } from '../test/http-upload.js';
import { png } from '../test/images.js';
import { filesOf, peakBytes, settled } from '../test/stored-files.js';

const MiB = 1024 * 1024;
const SIZE = 24 * MiB;
/** 256 KiB every 20 ms: the 24 MB take about 2 s to send, and a quarter of them half a second */
const SLOW = { bytes: 256 * 1024, pauseMs: 20 };

const { t } = useTestApp();
let port: number;
const tokens: Record<string, string> = {};
/** the server's side of every connection, for the bytes it read */
const sockets: Socket[] = [];

beforeAll(async () => {
  t.app.server.on('connection', (socket: Socket) => sockets.push(socket));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  for (const who of ['adminA', 'coordA', 'coordB'] as const) tokens[who] = await t.signIn(t.fx.users[who].email);
});

const video = () => ({
  def: materials.addMaterials,
  fields: {
    entity_id: t.fx.entityA,
    category_id: t.fx.programmes.A.category,
    title: 'Grabación de la clase',
    description: 'Video de la sesión',
    state: 'private',
  },
  fileField: 'files',
  fileName: 'clase.mp4',
  head: tinyMp4(),
  size: SIZE,
});

/** streams the upload, and says what reached the disk meanwhile and how much of the body the server read */
async function refused(u: Omit<StreamUpload, 'port'>) {
  const before = await t.snapshot();
  const firstSocket = sockets.length;
  const { result, peak } = await peakBytes(t, () => streamUpload({ port, ...u }));
  await settled(t);
  // the server's side closes within its linger (http/unread-body.ts) once the client has gone
  await new Promise((r) => setTimeout(r, 300));
  const serverRead = sockets.slice(firstSocket).reduce((sum, s) => sum + s.bytesRead, 0);
  console.info(
    `${u.def.name} refused ${result.status}: answer after ${((result.answerSeconds ?? 0) * 1000).toFixed(0)} ms, ` +
      `${(result.sent / MiB).toFixed(1)} of ${(u.size / MiB).toFixed(0)} MiB sent, server read ${(serverRead / MiB).toFixed(1)} MiB, ` +
      `peak on disk ${peak} bytes`,
  );
  expect(filesOf(t)).toEqual([]);
  expect(await t.snapshot()).toBe(before);
  return { ...result, peak, serverRead };
}

describe('an upload the caller may not make', () => {
  it.each([
    ["another entity's coordinador", 403, 'coordB', 'FORBIDDEN'],
    ['a role addMaterials does not take (the coordinador of the entity)', 403, 'coordA', 'FORBIDDEN'],
    ['an unknown token', 401, null, 'UNAUTHENTICATED'],
  ] as const)(
    '%s is answered %i while most of 24 MB is unsent, and nothing is stored',
    async (_who, status, who, code) => {
      const r = await refused({ ...video(), token: who ? tokens[who] : 'no-es-un-token', throttle: SLOW });
      expect(r).toMatchObject({ status, body: { code } });
      expect(r.sent).toBeLessThan(SIZE * 0.25);
      expect(r.peak).toBe(0);
      expect(r.headers?.connection).toBe('close');
    },
  );

  it("a buyer who is not a member of the entity sends vouchers to createOrder: 403 before a byte is stored", async () => {
    const r = await refused({
      def: orders.createOrder,
      fields: { entity_id: t.fx.entityA, products: JSON.stringify([{ scheduled_id: t.fx.scheduleds.A.scheduled }]) },
      fileField: 'vouchers',
      fileName: 'voucher.png',
      head: await png(),
      size: 4 * MiB,
      token: tokens.coordB,
      throttle: SLOW,
    });
    expect(r).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(r.sent).toBeLessThan(4 * MiB * 0.5);
    expect(r.peak).toBe(0);
  });

  it('is answered at once even when the client keeps sending, and the server reads little of the rest', async () => {
    const r = await refused({ ...video(), token: tokens.coordB, ignoreAnswer: true });
    expect(r).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: M.NO_ENTITY_ACCESS } });
    expect(r.peak).toBe(0);
    expect(r.serverRead).toBeLessThan(MiB);
  });

  it.each([
    ['a content type the server does not read', 415, 'application/xml'],
    ['a JSON body over its limit', 413, 'application/json'],
  ])('%s is answered %i without reading the body either', async (_label, status, contentType) => {
    const r = await refused({ ...video(), token: tokens.adminA, contentType, ignoreAnswer: true });
    expect(r.status).toBe(status);
    expect(r.headers?.connection).toBe('close');
    expect(r.serverRead).toBeLessThan(MiB);
  });
});

describe('a file sent before the fields', () => {
  it('is refused before it is stored when the fields that name the entity come after it', async () => {
    const { fields, ...rest } = video();
    const r = await refused({ ...rest, fields: {}, fieldsAfterFile: fields, token: tokens.coordB, throttle: SLOW });
    expect(r).toMatchObject({ status: 400, body: { code: 'VALIDATION', fields: { entity_id: M.FIELD_REQUIRED } } });
    expect(r.sent).toBeLessThan(SIZE * 0.25);
    expect(r.peak).toBe(0);
  });

  it('cannot name an entity after a file admitted without one (updateUser of oneself)', async () => {
    const photo = await png();
    const r = await refused({
      def: users.updateUser,
      fields: { user: t.fx.users.coordB.id },
      fieldsAfterFile: { entity: t.fx.entityA },
      fileField: 'photo',
      fileName: 'foto.png',
      head: photo,
      size: photo.length,
      token: tokens.coordB,
    });
    expect(r).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', message: M.FIELDS_BEFORE_FILES, fields: { entity: M.FIELDS_BEFORE_FILES } },
    });
  });
});

describe('an upload the caller may make', () => {
  it('still goes through, over the same server', async () => {
    const r = await streamUpload({ port, ...video(), size: 2 * MiB, token: tokens.adminA });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(filesOf(t)).toHaveLength(1);
  });
});
