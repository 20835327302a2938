// A receipt's row in 'Comprobantes' (decision 0063): its files, SUNAT's CDR only once SUNAT answered, 'Reenviar' only
// for who may call resendReceipt and only while SUNAT has not accepted it; its state with SUNAT's answer as the chip's
// description and its observations listed.
import { M, type ReceiptOutput } from '@edu/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReceiptActions } from './receipt-actions';
import { ReceiptState } from './receipt-state';

const state = vi.hoisted(() => ({ mutate: vi.fn() }));
vi.mock('../api/download-receipt', () => ({ useDownloadReceipt: () => ({ mutate: state.mutate, isPending: false }) }));

const receipt = (patch: Partial<ReceiptOutput>): ReceiptOutput => ({
  _id: 'r1',
  order_id: 'o1',
  kind: 'factura',
  series: 'F001',
  number: 12,
  label: 'F001-12',
  issued_at: '2026-11-29T15:00:00.000Z',
  buyer_doc_kind: 'ruc',
  buyer_doc_number: '20131312955',
  buyer_name: 'Inversiones Andinas S.A.C.',
  total: '600.00',
  igv: '91.53',
  state: 'aceptado',
  response_code: null,
  response_text: null,
  notes: [],
  reference: null,
  attempts: 1,
  is_retrying: false,
  sent_at: '2026-11-29T15:00:05.000Z',
  has_cdr: true,
  ...patch,
});
const F = M.RECEIPT_FILE_LABELS;
const button = (label: string) => screen.queryByRole('button', { name: `${label}: F001-12` });

describe("a receipt's actions", () => {
  beforeEach(() => {
    state.mutate = vi.fn();
  });

  it('downloads each file of an accepted receipt, its CDR too, and offers no Reenviar', () => {
    render(<ReceiptActions receipt={receipt({})} mayResend onResend={vi.fn()} />);
    for (const label of [F.pdf_a4, F.pdf_ticket, F.xml, F.cdr]) expect(button(label)).toBeTruthy();
    expect(button(M.RECEIPT_RESEND)).toBeNull();
    fireEvent.click(button(F.pdf_ticket) as HTMLElement);
    expect(state.mutate).toHaveBeenCalledWith({ receiptId: 'r1', file: 'pdf_ticket' });
  });

  it('offers Reenviar for a rejected receipt without its CDR, to who may call resendReceipt only', () => {
    const rejected = receipt({
      state: 'rechazado',
      has_cdr: false,
      response_code: '2800',
      response_text: 'RUC inválido',
    });
    const onResend = vi.fn();
    const { unmount } = render(<ReceiptActions receipt={rejected} mayResend onResend={onResend} />);
    expect(button(F.cdr)).toBeNull();
    fireEvent.click(button(M.RECEIPT_RESEND) as HTMLElement);
    expect(onResend).toHaveBeenCalledWith(rejected);
    unmount();
    render(<ReceiptActions receipt={rejected} mayResend={false} onResend={onResend} />);
    expect(button(M.RECEIPT_RESEND)).toBeNull();
  });
});

describe("a receipt's state", () => {
  it("names SUNAT's answer as the chip's description and lists the observations", () => {
    render(
      <ReceiptState
        receipt={receipt({
          state: 'observado',
          response_code: '0',
          response_text: 'La Factura ha sido aceptada',
          notes: [{ code: '4252', text: 'El dato ingresado como atributo no corresponde' }],
        })}
      />,
    );
    const chip = screen.getByText(M.RECEIPT_STATE_LABELS.observado);
    const answer = document.getElementById(chip.getAttribute('aria-describedby') ?? '');
    expect(answer?.textContent).toBe('0 - La Factura ha sido aceptada');
    const notes = screen.getByRole('list', { name: M.RECEIPT_OBSERVATIONS });
    expect(notes.textContent).toBe('4252 - El dato ingresado como atributo no corresponde');
  });
});
