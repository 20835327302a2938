// The storage contract on the S3 driver, against a real S3-compatible server on loopback.
import { describe } from 'vitest';
import { startTestApp } from '../test/harness.js';
import { startS3 } from '../test/s3-server.js';
import { storageContract } from './storage-contract.js';

describe('S3 storage', () => {
  storageContract(async () => {
    const s3 = await startS3();
    const t = await startTestApp(s3.env);
    return {
      t,
      leftovers: () => s3.objectKeys(),
      async close() {
        await t.close();
        await s3.close();
      },
    };
  });
});
