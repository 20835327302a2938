import { describe, expect, it } from 'vitest';
import { voucherDifferences } from './orders.vouchers.js';

const order = { total_price: '1250.00', operation_number: '04817263', created_at: '2026-11-27T15:40:00.000Z' };
const read = { operation_number: '4817263', amount: '1250.00', paid_at: '2026-11-27T15:32:00.000Z' };

describe('voucherDifferences', () => {
  it('finds none when the reading agrees (leading zeros and dashes aside)', () => {
    expect(voucherDifferences(order, read)).toEqual([]);
    expect(voucherDifferences({ ...order, operation_number: '0481-7263' }, read)).toEqual([]);
  });

  it('marks another amount, another number, a later date and an old one, in Spanish', () => {
    expect(voucherDifferences(order, { ...read, amount: '1250.10', operation_number: '99' })).toEqual([
      { kind: 'amount', text: 'El monto leído (S/ 1250.10) no es el total de la orden (S/ 1250.00)' },
      {
        kind: 'operation_number',
        text: 'El número de operación leído (99) no es el que escribió el estudiante (04817263)',
      },
    ]);
    expect(voucherDifferences(order, { ...read, paid_at: '2026-11-27T15:41:00.000Z' })[0]?.text).toBe(
      'La fecha del voucher es posterior a la orden',
    );
    expect(voucherDifferences(order, { ...read, paid_at: '2026-10-27T15:00:00.000Z' })[0]?.text).toBe(
      'La fecha del voucher es de más de 30 días antes de la orden',
    );
  });

  it('says nothing of what was not read or not typed', () => {
    expect(
      voucherDifferences({ ...order, operation_number: null }, { operation_number: '1', amount: null, paid_at: null }),
    ).toEqual([]);
  });
});
