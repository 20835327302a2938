// The checkout's 'Comprobante' (decision 0063): a boleta asks nothing more; a factura is checked by the shared rule
// before the order is sent (the RUC's check digit, the razón social), the first field in error focused, and checked
// again at each change once it was.
import { M } from '@edu/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ReceiptChoice, useReceiptChoice } from './receipt-choice';

/** The choice as the checkout holds it, with a button standing for 'Enviar pedido'. */
function Checkout() {
  const receipt = useReceiptChoice();
  const [sent, setSent] = useState('');
  return (
    <>
      <ReceiptChoice {...receipt} />
      <button type="button" onClick={() => receipt.check() && setSent(JSON.stringify(receipt.fields))}>
        {M.SEND_ORDER}
      </button>
      <output>{sent}</output>
    </>
  );
}

const send = () => userEvent.click(screen.getByRole('button', { name: M.SEND_ORDER }));
const sent = () => JSON.parse(screen.getByRole('status').textContent || 'null');

describe("the checkout's 'Comprobante'", () => {
  it('sends a boleta with nothing more', async () => {
    render(<Checkout />);
    expect(
      (screen.getByRole('radio', { name: new RegExp(M.RECEIPT_KIND_LABELS.boleta) }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.queryByLabelText(M.BUYER_RUC)).toBeNull();
    await send();
    expect(sent()).toEqual({ receipt_kind: 'boleta' });
  });

  it('refuses a factura whose RUC has a wrong check digit, focusing it, until it is right', async () => {
    render(<Checkout />);
    await userEvent.click(screen.getByRole('radio', { name: M.RECEIPT_KIND_LABELS.factura }));
    await userEvent.type(screen.getByLabelText(M.BUYER_RUC), '20100066604');
    await send();
    expect(screen.getByText(M.RUC_INVALID)).toBeTruthy();
    expect(screen.getByText(M.BUYER_LEGAL_NAME_REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(M.BUYER_RUC));
    expect(sent()).toBeNull();

    await userEvent.clear(screen.getByLabelText(M.BUYER_RUC));
    await userEvent.type(screen.getByLabelText(M.BUYER_RUC), '20100066603');
    expect(screen.queryByText(M.RUC_INVALID)).toBeNull();
    await userEvent.type(screen.getByLabelText(M.BUYER_LEGAL_NAME), 'Inversiones Andinas S.A.C.');
    expect(screen.queryByText(M.BUYER_LEGAL_NAME_REQUIRED)).toBeNull();
    await send();
    expect(sent()).toEqual({
      receipt_kind: 'factura',
      buyer_ruc: '20100066603',
      buyer_legal_name: 'Inversiones Andinas S.A.C.',
    });
  });
});
