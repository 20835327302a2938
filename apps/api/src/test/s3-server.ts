// A real S3-compatible server (s3rver, the maintained @20minutes fork) on a random loopback port, for the S3
// driver's tests. Requests are signed and checked with its default key pair.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  store: { listObjects(bucket: string, options: object): Promise<{ objects: { key: string }[] }> };
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

// the package ships no types; required through createRequire so that tsc does not need a declaration
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

export interface TestS3 {
  /** the environment that points the app at this server */
  env: Record<string, string>;
  /** every object key the bucket holds, as the server itself sees it */
  objectKeys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3(bucket = 'edu-test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'edu-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async objectKeys() {
      const { objects } = await server.store.listObjects(bucket, {});
      return objects.map((o) => o.key).sort();
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
