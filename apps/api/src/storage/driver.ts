import type { Readable } from 'node:stream';

/** Where the bytes live (spec 03 §3): a local folder by default, any S3-compatible store when configured. */
export interface StorageDriver {
  /** writes the whole stream under key, atomically: the key exists only once every byte is stored */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /** every stored key, in name order; a write still in progress (a temporary name) is not one (backups) */
  list(): Promise<string[]>;
  /**
   * removes what writes cut short left behind (a killed process's temporary files); run once at start, by the one
   * server that owns a local folder. S3 keeps no partial object: an interrupted multipart upload is the bucket's
   * lifecycle rule to clean (README).
   */
  removePartial?(): Promise<number>;
}
