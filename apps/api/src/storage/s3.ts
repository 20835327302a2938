import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { Config } from '../config/env.js';
import type { StorageDriver } from './driver.js';

export function s3Driver(config: Config): StorageDriver {
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  const Bucket = config.S3_BUCKET as string;
  return {
    async put(key, body, contentType) {
      // a multipart upload: the object appears only when it completes; an aborted one leaves nothing
      let bodyError: unknown;
      body.on('error', (error) => {
        bodyError = error;
      });
      const upload = new Upload({ client, params: { Bucket, Key: key, Body: body, ContentType: contentType } });
      try {
        await upload.done();
      } catch (error) {
        // the body's own failure (TOO_LARGE, a broken upload) is what the caller must see: when the cleanup
        // (AbortMultipartUpload) fails too, as on stores that lack it, lib-storage throws that failure instead
        throw bodyError ?? error;
      }
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
  };
}
