import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StorageDriver } from './driver.js';

/** the temporary name put() writes under: `<key>.part-<uuid>` */
const PARTIAL = /\.part-[0-9a-f-]{36}$/;

export function localDriver(root: string): StorageDriver {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(join(base, key));
    if (!p.startsWith(base + sep)) throw new Error('storage key outside the root');
    return p;
  };
  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // a temporary name first: a failed or interrupted write never leaves a file under the final name
      const temp = `${target}.part-${randomUUID()}`;
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const p = pathOf(key);
      try {
        const s = await stat(p);
        return { body: createReadStream(p), size: s.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list() {
      const keys: string[] = [];
      for (const name of await namesUnder(base)) {
        if (PARTIAL.test(name)) continue;
        const full = join(base, name);
        if ((await stat(full)).isFile()) keys.push(relative(base, full).split(sep).join('/'));
      }
      return keys.sort();
    },
    async removePartial() {
      const partial = (await namesUnder(base)).filter((name) => PARTIAL.test(name));
      for (const name of partial) await rm(join(base, name), { force: true });
      return partial.length;
    },
  };
}

/** every name below the folder (none when it does not exist yet) */
const namesUnder = (base: string) => readdir(base, { recursive: true }).catch(() => [] as string[]);
