// What an upload left under DATA_DIR/files and in the upload ledger, for tests of uploads that must leave nothing.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './harness.js';

/** every file under DATA_DIR/files, temporary ones (.part-…) included */
export function filesOf(t: TestApp): string[] {
  try {
    return readdirSync(join(t.dataDir, 'files'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/** the bytes of those files (one removed while it is looked at counts as none) */
export function bytesOf(t: TestApp): number {
  let total = 0;
  for (const file of filesOf(t)) {
    try {
      total += statSync(file).size;
    } catch {}
  }
  return total;
}

/** the most bytes under DATA_DIR/files at any look while `during` runs (a look every 5 ms) */
export async function peakBytes<T>(t: TestApp, during: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = bytesOf(t);
  const sampler = setInterval(() => {
    peak = Math.max(peak, bytesOf(t));
  }, 5);
  try {
    const result = await during();
    return { result, peak: Math.max(peak, bytesOf(t)) };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Until the server has cleaned up after a cut upload: no file and no ledger note (storage/upload-ledger.ts), held for
 * half a second. The client gives up before the server has even read the first bytes: a single empty look could come
 * before the server notes the upload and then removes it.
 */
export async function settled(t: TestApp, ms = 5000) {
  const until = Date.now() + ms;
  const clean = async () => !filesOf(t).length && !(await t.db.query('SELECT 1 FROM upload_ledger LIMIT 1')).length;
  let cleanSince = (await clean()) ? Date.now() : 0;
  while (Date.now() < until && (!cleanSince || Date.now() - cleanSince < 500)) {
    await new Promise((r) => setTimeout(r, 50));
    if (!(await clean())) cleanSince = 0;
    else cleanSince ||= Date.now();
  }
}
