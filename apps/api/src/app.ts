// buildApp(): the whole server as a Fastify instance that does not listen (server.ts does).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import { JSON_BODY_LIMIT_BYTES } from '@edu/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config/env.js';
import { loadSecrets } from './config/secrets.js';
import type { Db } from './db/client.js';
import { createCountCache } from './db/count-cache.js';
import { createResultCache } from './db/result-cache.js';
import { errorHandler, notFoundHandler } from './http/errors.js';
import { filesRoutes } from './http/files.js';
import { API_COMPRESSION } from './http/compression.js';
import { healthRoutes } from './http/health.js';
import { securityHeaders } from './http/security-headers.js';
import { webAppRoutes } from './http/web-app.js';
import { createMailer } from './mail/mailer.js';
import { createVoucherReader, readVoucher } from './ocr/reader.js';
import { trackActivity } from './http/activity.js';
import { createReceiptSender } from './services/receipts/index.js';
import { holdMatching, rematchEntity } from './services/reconciliation/index.js';
import type { Services } from './rpc/context.js';
import { dispatcher } from './rpc/dispatcher.js';
import { createStorage } from './storage/storage.js';
import { createUploadLedger } from './storage/upload-ledger.js';
import { LEASE_SECONDS, sweepAbandonedJobs } from './services/students/bulk/bulk-job.js';
import { holdParsePool } from './workers/pool.js';

export interface BuildOptions {
  config: Config;
  db: Db;
  validateOutput?: boolean;
  /**
   * start the background work of a running server (off in tests, which flush by hand): the mail outbox worker, the
   * voucher reader, the sweeping of uploads that never committed, and the removal of temporary files a killed process left
   */
  mailWorker?: boolean;
  logger?: boolean;
  /** where the log lines go; pino's own stdout destination when absent (server.ts gives one that cannot hang the exit) */
  logStream?: { write(line: string): void };
  /** the server's clock; the system's unless a test gives its own */
  clock?: Clock;
}

export type App = FastifyInstance & { services: Services };

export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config, db } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.LOG_LEVEL, stream: opts.logStream },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOf(config.TRUST_PROXY),
  });
  const secrets = loadSecrets(config);
  const storage = createStorage(config, secrets);
  const fileOf = async (key: string) => {
    const file = await storage.driver.get(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const mailer = createMailer(db, config, app.log, fileOf);
  // a voucher read changes what its order matches: the entity's orders are matched again in its transaction, under
  // the entity's matching lock taken first (ocr/reader.ts WriteReading)
  const reader = createVoucherReader(db, config, app.log, fileOf, readVoucher, async (tx, entityId, write) => {
    await holdMatching(tx, entityId);
    await write();
    await rematchEntity(tx, entityId);
  });
  const receiptSender = createReceiptSender(db, config, app.log, secrets.encryptionKey, trackActivity(app));
  const uploads = createUploadLedger(db, storage, app.log);
  const counts = createCountCache(config.LIST_COUNT_CACHE_SECONDS, db);
  const dashboards = createResultCache(config.METRICS_CACHE_SECONDS);
  const catalog = createResultCache(config.CATALOG_CACHE_SECONDS);
  const services: Services = {
    config,
    secrets,
    db,
    storage,
    mailer,
    reader,
    receiptSender,
    uploads,
    counts,
    dashboards,
    catalog,
    clock: opts.clock ?? systemClock,
  };

  // first, at the root: its hook runs before every route, plugin, error and not-found answer registered after it
  await app.register(fastifyHelmet, securityHeaders(config));
  app.setErrorHandler(errorHandler);
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.MAX_UPLOAD_MB * 1024 * 1024, files: 20, fields: 100, fieldSize: JSON_BODY_LIMIT_BYTES },
  });
  await app.register(async (api) => {
    // the calls' JSON answers over 1 KiB compressed on the fly, and only they (decision 0029): the web app's files are
    // compressed once at build time (http/web-app.ts), the stored files are images, PDFs and videos
    await api.register(fastifyCompress, API_COMPRESSION);
    await api.register(dispatcher, { services, validateOutput: opts.validateOutput });
  });
  await app.register(filesRoutes, { storage });
  await app.register(healthRoutes, { db });

  const webDist = config.WEB_DIST ?? join(process.cwd(), 'apps/web/dist');
  const servesWeb = existsSync(join(webDist, 'index.html'));
  if (servesWeb) await webAppRoutes(app, { root: webDist });
  else app.setNotFoundHandler(notFoundHandler);

  if (opts.mailWorker) {
    const partial = (await storage.driver.removePartial?.()) ?? 0;
    if (partial) app.log.warn({ removed: partial }, 'removed temporary files of writes cut short');
    mailer.start();
    reader.start();
    receiptSender.start();
    uploads.start();
    // a bulk enrolment a stopped server left half applied is undone (or, when done, its mails released): at start,
    // and every lease, since its own server may have been another instance (decision 0047)
    const sweepBulkJobs = () =>
      sweepAbandonedJobs(db, mailer, app.log).catch((err) => app.log.warn({ err }, 'sweeping bulk jobs failed'));
    void sweepBulkJobs();
    const bulkJobsTimer = setInterval(sweepBulkJobs, LEASE_SECONDS * 1000).unref();
    app.addHook('onClose', async () => {
      clearInterval(bulkJobsTimer);
      uploads.stop();
      await Promise.all([mailer.stop(), reader.stop(), receiptSender.stop()]);
    });
  }
  // the parse threads (workers/pool.ts) end with the last app of the process, so that closing never waits on them
  app.addHook('onClose', holdParsePool());
  app.addHook('onClose', () => db.close());
  return Object.assign(app, { services }) as unknown as App;
}

/** Fastify takes a hop count as a function (its types have no number): believe the `hops` nearest proxies. */
function trustProxyOf(trust: boolean | number | string[]) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
