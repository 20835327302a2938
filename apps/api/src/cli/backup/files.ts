// The stored files: read and written through the storage driver (local folder or S3), listed here because the
// driver interface has no listing (the server never needs one).
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Config } from '../../config/env.js';
import type { StorageDriver } from '../../storage/driver.js';
import { localDriver } from '../../storage/local.js';
import { s3Driver } from '../../storage/s3.js';

export interface FileStore {
  driver: StorageDriver;
  /** every stored key, in name order; a local write still in progress (its temporary name) is not one */
  list(): Promise<string[]>;
}

export function fileStore(config: Config): FileStore {
  if (config.STORAGE_DRIVER === 's3') return { driver: s3Driver(config), list: () => listS3(config) };
  const root = join(config.DATA_DIR, 'files');
  return { driver: localDriver(root), list: () => listLocal(root) };
}

async function listLocal(root: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(root, { recursive: true });
  } catch {
    return [];
  }
  const keys: string[] = [];
  for (const name of entries) {
    if (/\.part-[0-9a-f-]{36}$/.test(name)) continue;
    const full = join(root, name);
    if ((await stat(full)).isFile()) keys.push(relative(root, full).split(sep).join('/'));
  }
  return keys.sort();
}

async function listS3(config: Config): Promise<string[]> {
  const { ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: config.S3_BUCKET, ContinuationToken: token }));
    for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  client.destroy();
  return keys.sort();
}
