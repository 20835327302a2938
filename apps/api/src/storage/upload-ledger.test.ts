// Files of calls that never committed: noted before the first byte, forgotten with the row's transaction, swept once
// older than any upload; temporary files of writes cut short removed at start (the kill -9 test: test/faults.test.ts).
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { materials } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../seed/documents.js';
import { useTestApp } from '../test/harness.js';
import { ABANDONED_AFTER_HOURS } from './upload-ledger.js';

const { t, as } = useTestApp(['adminA']);

const notes = () => t.db.query<{ key: string }>('SELECT key FROM upload_ledger ORDER BY key');
const fileOf = (key: string) => join(t.dataDir, 'files', key);
const material = (title: string) => ({
  entity_id: t.fx.entityA,
  course_id: t.fx.programmes.A.module,
  title,
  description: 'Ledger',
});

describe('the upload ledger', () => {
  it('keeps no note of a file whose call committed, nor of one whose call was refused', async () => {
    const pdf = tinyPdf('Guía', ['Semana 1']);
    const saved = await t.upload(materials.addMaterials, material('Guía con nota'), [{ field: 'files', name: 'guia.pdf', bytes: pdf }], as.adminA);
    expect(saved.status).toBe(200);
    // refused after the file was stored: a title over its limit
    const refused = await t.upload(materials.addMaterials, material('x'.repeat(5000)), [{ field: 'files', name: 'guia.pdf', bytes: pdf }], as.adminA);
    expect(refused.status).toBe(400);
    expect(await notes()).toEqual([]);
    const [row] = await t.db.query<{ file_key: string }>(`SELECT file_key FROM materials WHERE title = 'Guía con nota'`);
    expect(existsSync(fileOf(row.file_key))).toBe(true);
  });

  it(`removes the file of a note older than ${ABANDONED_AFTER_HOURS} hours, and leaves younger notes and committed files`, async () => {
    const { storage, uploads } = t.app.services;
    const put = async (key: string) => {
      await uploads.reserve(key);
      await storage.driver.put(key, Readable.from([Buffer.from('%PDF-1.4 huérfano')]), 'application/pdf');
    };
    const old = `private/materials/2026-01/${randomUUID()}.pdf`;
    const young = `private/materials/2026-11/${randomUUID()}.pdf`;
    await put(old);
    await put(young);
    await t.db.query(`UPDATE upload_ledger SET started_at = now() - interval '25 hours' WHERE key = $1`, [old]);
    await t.db.query(`UPDATE upload_ledger SET started_at = now() - interval '23 hours' WHERE key = $1`, [young]);
    const committed = await t.db.query<{ file_key: string }>('SELECT file_key FROM materials WHERE file_key IS NOT NULL');

    expect(await uploads.sweep()).toBe(1);
    expect(existsSync(fileOf(old))).toBe(false);
    expect(existsSync(fileOf(young))).toBe(true);
    expect((await notes()).map((n) => n.key)).toEqual([young]);
    for (const { file_key } of committed) expect(existsSync(fileOf(file_key))).toBe(true);
    expect(await uploads.sweep()).toBe(0);
  });

  it('removes the temporary files a killed write left, and nothing else', async () => {
    const { storage } = t.app.services;
    const kept = `private/materials/2026-11/${randomUUID()}.pdf`;
    await storage.driver.put(kept, Readable.from([Buffer.from('%PDF-1.4 completo')]), 'application/pdf');
    const partial = `${fileOf(`private/materials/2026-11/${randomUUID()}.mp4`)}.part-${randomUUID()}`;
    mkdirSync(dirname(partial), { recursive: true });
    writeFileSync(partial, Buffer.alloc(1024));

    expect(await storage.driver.removePartial?.()).toBe(1);
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(fileOf(kept))).toBe(true);
    const left = readdirSync(join(t.dataDir, 'files'), { recursive: true }).map(String);
    expect(left.filter((name) => name.includes('.part-'))).toEqual([]);
  });
});
