// The receipts' sender (decision 0063): a worker over the receipts queue, as the mail outbox's and the voucher
// reader's. Accepting an order only writes its receipt; this claims due receipts with a lease, signs each (once),
// zips it under SUNAT's name, sends it with sendBill to the entity's destination and keeps the verdict: 'aceptado',
// 'observado' (codes kept), 'rechazado' (SUNAT's code and text), or still 'pendiente' — tried again with a growing
// wait while the destination is away, or held for a person when the cause is theirs to fix.
import { M } from '@edu/shared';
import { type Activity, whenQuiet } from '../../../http/activity.js';
import { polling } from '../../../workers/polling.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config/env.js';
import type { Db } from '../../../db/client.js';
import { FiscalKeysProblem, solLoginOf } from '../fiscal-keys.js';
import { type FiscalRow, fiscalOf } from '../fiscal.queries.js';
import { receiptFileName } from '../receipt-document.js';
import { signedReceipt } from '../sign-receipt.js';
import { sendBill } from '../sunat/bill-service.js';
import { receiptVerdict } from '../sunat/receipt-verdict.js';
import { zipReceipt } from '../sunat/receipt-zip.js';
import { claimReceipt, saveAnswer, savePending } from './sending.queries.js';

export interface ReceiptSender {
  /** sends everything due now; answers how many were tried */
  flush(): Promise<number>;
  /** asks the running worker to send soon (after a commit that queued receipts); no-op when not started */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

const POLL_MS = 5000;
/** the wait before trying again: 1 minute, doubled per attempt, at most an hour */
export const retryAfter = (attempts: number) => Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

export function endpointOf(config: Config, f: FiscalRow): string | null {
  if (f.destination === 'ose') return f.ose_url;
  return f.destination === 'production' ? config.SUNAT_PRODUCTION_URL : config.SUNAT_BETA_URL;
}

/**
 * People's calls come first: before each receipt the sender waits until the server answered no call for QUIET_MS,
 * for at most MAX_WAIT_MS, so that under a steady load it still sends about one receipt a second.
 */
const QUIET_MS = 30;
const MAX_WAIT_MS = 1000;

export function createReceiptSender(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  key: Buffer,
  activity: Activity | null = null,
  now = () => new Date(),
): ReceiptSender {
  const loop = polling({
    pass: sendDue,
    pollMs: POLL_MS,
    firstMs: 1000,
    log,
    failure: 'receipt sender failed',
  });

  async function sendOne(): Promise<boolean> {
    if (loop.isStopped) return false;
    await whenQuiet(activity, QUIET_MS, MAX_WAIT_MS);
    if (loop.isStopped) return false;
    const claimed = await claimReceipt(db, config.RECEIPTS_LEASE_SECONDS);
    if (!claimed) return false;
    try {
      const fiscal = await fiscalOf(db, claimed.entity_id);
      const endpoint = endpointOf(config, fiscal);
      const login = solLoginOf(key, claimed.entity_id, fiscal);
      if (!endpoint) throw new FiscalKeysProblem(M.RECEIPT_SEND_PROBLEMS.settings);
      const signed = await signedReceipt(db, key, claimed.id, now());
      const name = receiptFileName(signed.document);
      const result = await sendBill(
        { endpoint, ...login, timeoutMs: config.SUNAT_TIMEOUT_SECONDS * 1000 },
        name,
        await zipReceipt(name, signed.xml),
      );
      const verdict = receiptVerdict(result);
      const cdr = result.kind === 'answered' ? result.cdr.cdrZip : null;
      if (verdict.state === 'pendiente') {
        await savePending(db, claimed.id, verdict.code, verdict.text, retryAfter(claimed.attempts));
      } else if (verdict.state === 'error') {
        await savePending(db, claimed.id, verdict.code, verdict.text, null);
      } else {
        await saveAnswer(db, claimed.id, {
          state: verdict.state,
          code: verdict.code,
          text: verdict.text,
          notes: verdict.notes,
          cdr,
        });
      }
    } catch (error) {
      if (error instanceof FiscalKeysProblem) {
        await savePending(db, claimed.id, null, error.message, null);
      } else {
        log.warn({ err: error, receiptId: claimed.id }, 'receipt not sent');
        await savePending(db, claimed.id, null, String((error as Error).message), retryAfter(claimed.attempts));
      }
    }
    return true;
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    while (await sendOne()) sent++;
    return sent;
  }

  return loop;
}
