import type { MovementRef, OrderOutput, OrderProductOutput } from '@edu/shared';
import { orderReceiptOf } from '../receipts/index.js';
import { accountLabel } from '../reconciliation/index.js';
import type { Storage } from '../../storage/storage.js';
import type { MovementRow, OrderRow, ProductRow } from './orders.queries.js';

/**
 * A stored photo (a storage key) goes out as its public address, as every user photo does; an address stored as such
 * (an old http:// one) goes out as it is, and the screens show the default avatar for it (02 §2.12).
 */
export const photoOf = (photo: string | null, storage: Storage) =>
  !photo ? null : /^[a-z][a-z0-9+.-]*:\/\//i.test(photo) ? photo : storage.urlOf(photo);

export function toOrderOutput(row: OrderRow, storage: Storage): OrderOutput {
  return {
    _id: row.id,
    user: {
      _id: row.user_id,
      name: row.name,
      lastname: row.lastname,
      photo: photoOf(row.photo, storage),
      email: row.email,
      phone: row.phone,
      dni: row.dni,
      address: row.address,
    },
    state: row.state,
    total_price: row.total_price,
    comment: row.comment,
    created_at: new Date(row.created_at).toISOString(),
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    operation_number: row.operation_number,
    match:
      row.state === 'pending' && row.match_state && row.match_reason
        ? { state: row.match_state, reason: row.match_reason, movement: row.movement ? movementOf(row.movement) : null }
        : null,
    paid_by: row.paid && row.movement ? movementOf(row.movement) : null,
    receipt: orderReceiptOf(row),
  };
}

const movementOf = (m: MovementRow): MovementRef => ({
  _id: m.id,
  account: accountLabel(m),
  operation_number: m.operation_number,
  amount: Number(m.amount).toFixed(2),
  moved_at: new Date(m.moved_at).toISOString(),
});

export function toProductOutput(row: ProductRow, storage: Storage): OrderProductOutput {
  return {
    _id: row.id,
    scheduled_id: row.scheduled_id,
    category: row.category_name,
    course_name: row.course_name,
    preview: row.preview ? storage.urlOf(row.preview) : null,
    course_price: row.course_price,
    inscripcion_price: row.inscription_price,
    total_price: row.total_price,
  };
}
