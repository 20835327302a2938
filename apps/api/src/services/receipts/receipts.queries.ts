// SQL of the receipts themselves (docs/decisions/0063-electronic-receipts.md). Every query names its entity. An
// order's lines and buyer are read here as the receipt needs them (the orders' and courses' tables, read only).
import type { BuyerReceiptKind, ReceiptKind, TaxTreatment } from '@edu/shared';
import type { Db } from '../../db/client.js';
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
