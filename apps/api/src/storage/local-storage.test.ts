// The storage contract on the local driver (the default), plus what only a folder can show: the temporary file.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.js';
import { localDriver } from './local.js';
import { storageContract } from './storage-contract.js';

async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
      .sort();
  } catch {
    return [];
  }
}

describe('local storage', () => {
  storageContract(async () => {
    const t = await startTestApp();
    return { t, leftovers: () => filesUnder(join(t.dataDir, 'files')), close: () => t.close() };
  });
});

describe('local driver', () => {
  it('writes under <key>.part-<uuid> and renames once the stream ends', async () => {
    const t = await startTestApp();
    try {
      const root = join(t.dataDir, 'files');
      const body = new PassThrough();
      const putting = t.app.services.storage.driver.put('public/tests/logo.png', body, 'image/png');
      body.write(Buffer.alloc(1000));
      // the temporary file appears once the write stream opens: poll, as a busy disk (a 1 GiB upload in a parallel
      // test file) may take longer than a fixed pause
      for (let waited = 0; waited < 5000 && !(await filesUnder(root)).length; waited += 20) await new Promise((r) => setTimeout(r, 20));
      expect(await filesUnder(root)).toEqual([expect.stringMatching(/^public\/tests\/logo\.png\.part-[0-9a-f-]{36}$/)]);
      // a write in progress is not listed (backups list through the driver)
      expect(await t.app.services.storage.driver.list()).toEqual([]);
      body.end();
      await putting;
      expect(await filesUnder(root)).toEqual(['public/tests/logo.png']);
      expect(await t.app.services.storage.driver.list()).toEqual(['public/tests/logo.png']);
    } finally {
      await t.close();
    }
  });

  it('refuses keys that climb out of its folder', async () => {
    const driver = localDriver('/tmp/edu-storage-root-that-is-never-written');
    for (const key of ['../secrets.json', 'public/../../secrets.json']) {
      await expect(driver.put(key, new PassThrough(), 'text/plain')).rejects.toThrow('outside the root');
      await expect(driver.get(key)).rejects.toThrow('outside the root');
      await expect(driver.delete(key)).rejects.toThrow('outside the root');
    }
  });
});
