// SQL of the receipts themselves (docs/decisions/0063-electronic-receipts.md). Every query names its entity. An
// order's lines and buyer are read here as the receipt needs them (the orders' and courses' tables, read only).
import type { BuyerReceiptKind, ReceiptKind, ReceiptState, TaxTreatment } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { likeContains } from '../../db/search.js';
import type { ReceiptDocument } from './receipt-document.js';

export interface OrderForReceipt {
  total_price: string;
  receipt_kind: BuyerReceiptKind;
  buyer_ruc: string | null;
  buyer_legal_name: string | null;
  name: string;
  lastname: string;
  dni: string | null;
  document_type: string | null;
}

export async function orderForReceipt(db: Db, entityId: string, orderId: string): Promise<OrderForReceipt | null> {
  const [row] = await db.query<OrderForReceipt>(
    `SELECT o.total_price::text AS total_price, o.receipt_kind, o.buyer_ruc, o.buyer_legal_name,
            u.name, u.lastname, u.dni, u.document_type
       FROM orders o JOIN users u ON u.id = o.user_id
      WHERE o.entity_id = $1 AND o.id = $2`,
    [entityId, orderId],
  );
  return row ?? null;
}

export interface ItemForReceipt {
  scheduled_seq: string;
  course_name: string;
  course_price: string;
  inscription_price: string;
  /** the programme's own treatment, else the entity's default */
  treatment: TaxTreatment;
}

/** The order's lines in the order they were bought, each with its programme's treatment. */
export async function itemsForReceipt(db: Db, entityId: string, orderId: string, byDefault: TaxTreatment) {
  return db.query<ItemForReceipt>(
    `SELECT s.seq::text AS scheduled_seq, i.course_name, i.course_price::text AS course_price,
            i.inscription_price::text AS inscription_price, coalesce(p.tax_treatment, $3) AS treatment
       FROM order_items i
       JOIN scheduleds s ON s.id = i.scheduled_id
       JOIN courses c ON c.id = s.course_id
       JOIN courses p ON p.id = coalesce(c.parent_course_id, c.id)
      WHERE i.entity_id = $1 AND i.order_id = $2
      ORDER BY i.seq`,
    [entityId, orderId, byDefault],
  );
}

export interface IssuedReceipt {
  id: string;
  kind: 'factura' | 'boleta';
  series: string;
  number: number;
  total: string;
  igv: string;
  document: ReceiptDocument;
}

/** The order's receipt (its factura or boleta, not a credit note), if it has one. */
export async function receiptOfOrder(db: Db, entityId: string, orderId: string): Promise<IssuedReceipt | null> {
  const [row] = await db.query<IssuedReceipt>(
    `SELECT id, kind, series, number, total::text AS total, igv::text AS igv, document FROM receipts
      WHERE entity_id = $1 AND order_id = $2 AND kind <> 'nota_credito'`,
    [entityId, orderId],
  );
  return row ?? null;
}

/** The credit note of a receipt, if it has one. */
export async function creditNoteOf(db: Db, entityId: string, receiptId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM receipts WHERE entity_id = $1 AND reference_id = $2', [
    entityId,
    receiptId,
  ]);
  return row?.id ?? null;
}

export interface NewReceipt {
  entityId: string;
  orderId: string;
  kind: ReceiptKind;
  typeCode: string;
  referenceId: string | null;
  issuedAt: Date;
  document: ReceiptDocument;
  total: string;
  igv: string;
}

export async function insertReceipt(db: Db, r: NewReceipt): Promise<string> {
  const d = r.document;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO receipts (entity_id, order_id, kind, type_code, series, number, reference_id, issued_at,
       buyer_doc_kind, buyer_doc_number, buyer_name, total, igv, document)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      r.entityId,
      r.orderId,
      r.kind,
      r.typeCode,
      d.series,
      d.number,
      r.referenceId,
      r.issuedAt,
      d.buyer.docKind,
      d.buyer.docNumber,
      d.buyer.name,
      r.total,
      r.igv,
      JSON.stringify(d),
    ],
  );
  return row.id;
}

export interface ReceiptRow {
  id: string;
  order_id: string;
  kind: ReceiptKind;
  series: string;
  number: number;
  issued_at: Date;
  buyer_doc_kind: string;
  buyer_doc_number: string;
  buyer_name: string;
  total: string;
  igv: string;
  state: ReceiptState;
  response_code: string | null;
  response_text: string | null;
  notes: { code: string; text: string }[];
  reference_label: string | null;
  attempts: number;
  next_attempt_at: Date | null;
  sent_at: Date | null;
  has_cdr: boolean;
}

const RECEIPT_COLUMNS = `r.id, r.order_id, r.kind, r.series, r.number, r.issued_at, r.buyer_doc_kind, r.buyer_doc_number,
  r.buyer_name, r.total::text AS total, r.igv::text AS igv, r.state, r.response_code, r.response_text, r.notes,
  (SELECT f.series || '-' || f.number FROM receipts f WHERE f.id = r.reference_id) AS reference_label, r.attempts,
  r.next_attempt_at, r.sent_at, r.cdr IS NOT NULL AS has_cdr`;

export interface ReceiptFilters {
  entityId: string;
  state?: ReceiptState;
  kind?: ReceiptKind;
  from?: string;
  to?: string;
  search?: string;
}

function whereOf(f: ReceiptFilters) {
  const params: unknown[] = [f.entityId];
  const where = ['r.entity_id = $1'];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (f.state) add((n) => `r.state = $${n}`, f.state);
  if (f.kind) add((n) => `r.kind = $${n}`, f.kind);
  if (f.from) add((n) => `r.issued_at >= ($${n}::date::timestamp AT TIME ZONE 'America/Lima')`, f.from);
  if (f.to) add((n) => `r.issued_at < (($${n}::date + 1)::timestamp AT TIME ZONE 'America/Lima')`, f.to);
  if (f.search) {
    add(
      (n) =>
        `(lower(r.series || '-' || r.number) LIKE lower($${n}) OR lower(r.buyer_name) LIKE lower($${n})
          OR r.buyer_doc_number LIKE $${n})`,
      likeContains(f.search),
    );
  }
  return { where: where.join(' AND '), params };
}

export async function receiptsPage(db: Db, f: ReceiptFilters, limit: number, offset: number) {
  const { where, params } = whereOf(f);
  const rows = await db.query<ReceiptRow>(
    `SELECT ${RECEIPT_COLUMNS} FROM receipts r WHERE ${where}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
    params,
  );
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM receipts r WHERE ${where}`, params);
  return { rows, total: n };
}

export async function receiptOfEntity(db: Db, entityId: string, receiptId: string): Promise<ReceiptRow | null> {
  const [row] = await db.query<ReceiptRow>(
    `SELECT ${RECEIPT_COLUMNS} FROM receipts r WHERE r.entity_id = $1 AND r.id = $2`,
    [entityId, receiptId],
  );
  return row ?? null;
}

/** A receipt of the buyer's own orders in the entity, or null (another's receipt is no receipt for them). */
export async function receiptOfBuyer(db: Db, entityId: string, userId: string, receiptId: string) {
  const [row] = await db.query<{ id: string }>(
    `SELECT r.id FROM receipts r JOIN orders o ON o.id = r.order_id
      WHERE r.entity_id = $1 AND o.user_id = $2 AND r.id = $3`,
    [entityId, userId, receiptId],
  );
  return row?.id ?? null;
}

export interface ReceiptFiles {
  kind: ReceiptKind;
  series: string;
  number: number;
  state: ReceiptState;
  document: ReceiptDocument;
  cdr: Buffer | null;
  logo: string | null;
}

/** What the downloads need: the document as issued, the CDR, and the entity's logo key. */
export async function receiptFilesOf(db: Db, entityId: string, receiptId: string): Promise<ReceiptFiles | null> {
  const [row] = await db.query<ReceiptFiles>(
    `SELECT r.kind, r.series, r.number, r.state, r.document, r.cdr, e.logo
       FROM receipts r JOIN entities e ON e.id = r.entity_id WHERE r.entity_id = $1 AND r.id = $2`,
    [entityId, receiptId],
  );
  return row ?? null;
}

/** The receipt's document, locked, with what signing has written so far. */
export async function lockReceiptForSigning(db: Db, receiptId: string) {
  const [row] = await db.query<{
    entity_id: string;
    document: ReceiptDocument;
    xml: string | null;
    hash: string | null;
  }>('SELECT entity_id, document, xml, hash FROM receipts WHERE id = $1 FOR UPDATE', [receiptId]);
  return row ?? null;
}

export async function saveSigned(db: Db, receiptId: string, xml: string, hash: string) {
  await db.query('UPDATE receipts SET xml = $2, hash = $3 WHERE id = $1', [receiptId, xml, hash]);
}

/** Locks a receipt of the entity for re-sending. */
export async function lockReceiptOfEntity(db: Db, entityId: string, receiptId: string) {
  const [row] = await db.query<{ id: string; state: ReceiptState; document: ReceiptDocument }>(
    'SELECT id, state, document FROM receipts WHERE entity_id = $1 AND id = $2 FOR UPDATE',
    [entityId, receiptId],
  );
  return row ?? null;
}

/** Back in the queue, due now, to be written and signed again from `document`. */
export async function requeueReceipt(db: Db, receiptId: string, document: ReceiptDocument, now: Date) {
  await db.query(
    `UPDATE receipts SET document = $2, state = 'pendiente', xml = NULL, hash = NULL, cdr = NULL, notes = '[]',
       attempts = 0, next_attempt_at = $3, lease_until = NULL
     WHERE id = $1`,
    [receiptId, JSON.stringify(document), now],
  );
}
