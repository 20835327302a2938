// The 1 GiB upload (docs/performance.md): one class video streamed to the bench's server as the large entity's admin, while the
// server's resident memory is sampled every 50 ms from /proc; the material is deleted afterwards (the dataset is left
// as it was). Goal: growth under 200 MB (the bytes stream to storage, never held whole).
import { materials } from '@edu/shared';
import { tinyMp4 } from '../seed/documents.js';
import { streamUpload } from '../test/http-upload.js';
import type { Fixtures } from './bench-fixtures.js';
import { type BenchServer, rpc } from './bench-server.js';

export interface UploadMemory {
  sizeMiB: number;
  status: number | null;
  seconds: number;
  mbPerSecond: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  growthMb: number;
}

const MiB = 1024 * 1024;
export const UPLOAD_GROWTH_BUDGET_MB = 200;

export async function uploadMemory(server: BenchServer, f: Fixtures, adminToken: string, sizeMiB = 1024): Promise<UploadMemory> {
  const before = server.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.rss());
  }, 50);
  const result = await streamUpload({
    port: Number(new URL(server.base).port),
    token: adminToken,
    def: materials.addMaterials,
    // a class material of the module with the largest bank (a repository material would need a category)
    fields: {
      entity_id: f.entityId,
      course_id: f.bankModuleId,
      title: 'Video de carga (bench)',
      description: 'Subida de 1 GiB del benchmark',
    },
    fileField: 'files',
    fileName: 'video-bench.mp4',
    head: tinyMp4(),
    size: sizeMiB * MiB,
  }).finally(() => clearInterval(sampler));
  const id = (result.body as { material?: { _id: string } } | null)?.material?._id;
  if (id) {
    await rpc(server.base, 'materials', { fname: 'deleteMaterial', material_id: id, entity_id: f.entityId }, adminToken);
  }
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    sizeMiB,
    status: result.status,
    seconds: round(result.seconds),
    mbPerSecond: round(sizeMiB / result.seconds),
    rssBeforeMb: round(before / MiB),
    rssPeakMb: round(peak / MiB),
    growthMb: round((peak - before) / MiB),
  };
}
