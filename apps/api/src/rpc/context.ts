import type { FnameDef, Output, ParsedInput } from '@edu/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../auth/sessions.js';
import type { Clock } from '../clock.js';
import type { ReceiptSender } from '../services/receipts/index.js';
import type { Config } from '../config/env.js';
import type { Secrets } from '../config/secrets.js';
import type { Db } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import type { VoucherReader } from '../ocr/reader.js';
import type { CountCache } from '../db/count-cache.js';
import type { ResultCache } from '../db/result-cache.js';
import type { UploadLedger } from '../storage/upload-ledger.js';
import type { StoredFile, Storage } from '../storage/storage.js';

/** What the server is made of; built once by buildApp and handed to every handler. */
export interface Services {
  config: Config;
  secrets: Secrets;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  /** reads voucher images in the background (ocr/, decision 0060) */
  reader: VoucherReader;
  /** sends the electronic receipts to SUNAT in the background (services/receipts/sending, decision 0063) */
  receiptSender: ReceiptSender;
  uploads: UploadLedger;
  /** the big lists' totals, reused for LIST_COUNT_CACHE_SECONDS */
  counts: CountCache;
  /** the dashboards' answers, reused for METRICS_CACHE_SECONDS */
  dashboards: ResultCache;
  /** the public catalogue's answers, the same for every visitor, reused for CATALOG_CACHE_SECONDS */
  catalog: ResultCache;
  /** the time that decides deadlines and windows (tests replace it) */
  clock: Clock;
}

/** What a handler knows of the call; it never sees HTTP. */
export interface Ctx {
  /** the call's transaction when the fname mutates (unless its handler has ownTransactions), else the shared connection */
  db: Db;
  caller: Caller | null;
  /** the entity the dispatcher checked the caller against (access kind 'entity') */
  entityId: string | null;
  /** the caller's roles in that entity (empty for superadmin acting from the platform) */
  entityRoles: string[];
  /** that entity's permissions as the dispatcher read them with the session (null without an entity) */
  entityPermissions: unknown;
  /** the raw bearer (the reset token for resetPassword) */
  bearer: string | null;
  requestId: string;
  ip: string;
  log: FastifyBaseLogger;
  files: Record<string, StoredFile[]>;
  services: Services;
  /**
   * the record a mutating call changed, for the audit row (defaults to the output's _id); `unchanged` when the call
   * found its work already done and changed nothing (a double click's second create, decision 0052; a second Aceptar
   * of an accepted order, decision 0050), so no audit row is written; `recordIds` when one call changed several
   * records, each its own line in the trail (Aceptar coincidencias, decision 0062)
   */
  audit: { recordId?: string; userId?: string; unchanged?: boolean; recordIds?: string[] };
  /** work to do once the call's transaction has committed (removing replaced files); failures are only logged */
  afterCommit(task: () => Promise<unknown>): void;
  /**
   * The call's one commit: runs fn in a transaction that also writes the call's audit row. The dispatcher runs a
   * mutating handler inside it; an ownTransactions handler calls it once, for its last (or only) write.
   */
  commit<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
}

export interface HandlerOptions {
  /**
   * A mutating handler that must not hold the database while it works (PGlite has one connection: everyone waits
   * behind an open transaction): it runs on the shared connection and opens its own short transactions, its last write
   * through ctx.commit; if it never calls it, the audit row is written once it returns. It keeps its own promise of
   * all or nothing (docs/decisions/0047-short-transactions.md).
   */
  ownTransactions?: boolean;
}

export interface Handler<F extends FnameDef = FnameDef> extends HandlerOptions {
  def: F;
  run(input: ParsedInput<F>, ctx: Ctx): Promise<Output<F>>;
}

export function defineHandler<F extends FnameDef>(
  def: F,
  run: Handler<F>['run'],
  options: HandlerOptions = {},
): Handler<F> {
  return { def, run, ...options };
}

/** The caller, for handlers whose access kind guarantees one. */
export function callerOf(ctx: Ctx): Caller {
  if (!ctx.caller) throw new Error('handler needs a signed-in caller');
  return ctx.caller;
}
