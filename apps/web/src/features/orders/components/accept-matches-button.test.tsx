// 'Aceptar coincidencias' (decision 0062): only for who may call acceptMatchedOrders; the page's 'Coincide' orders after
// one question naming their count and total; disabled, with why, when the page has none. And the match chip's reason.
import { M, type OrderOutput } from '@edu/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AcceptMatchesButton } from './accept-matches-button';
import { MatchChip } from './match-chip';

const state = vi.hoisted(() => ({ mayCall: true, mutateAsync: vi.fn() }));
vi.mock('../../../lib/can-call', () => ({ useCanCall: () => () => state.mayCall }));
vi.mock('../api/accept-matched-orders', () => ({
  useAcceptMatchedOrders: () => ({ mutateAsync: state.mutateAsync, isPending: false }),
}));

const order = (id: string, total: string, match: OrderOutput['match']): OrderOutput => ({
  _id: id,
  user: {
    _id: 'u',
    name: 'Ana',
    lastname: 'Quispe',
    photo: null,
    email: 'a@b.pe',
    phone: null,
    dni: null,
    address: null,
  },
  state: 'pending',
  total_price: total,
  comment: null,
  created_at: '2026-11-29T10:00:00.000Z',
  decided_at: null,
  operation_number: '123456',
  match,
  paid_by: null,
  receipt: { kind: 'boleta', buyer_ruc: null, buyer_legal_name: null, issued: null, credit_note: null },
});
const coincide = { state: 'coincide', reason: 'number_and_amount', movement: null } as const;
const nothing = { state: 'sin_movimiento', reason: 'nothing', movement: null } as const;
const button = () => screen.queryByRole('button', { name: M.ACCEPT_MATCHES });

describe('Aceptar coincidencias', () => {
  beforeEach(() => {
    state.mayCall = true;
    state.mutateAsync = vi.fn().mockResolvedValue({ accepted: ['o1', 'o3'], skipped: [], message: 'ok' });
  });

  it("asks once, naming the page's matches and their total, then sends only those", async () => {
    const onDone = vi.fn();
    const rows = [order('o1', '600.00', coincide), order('o2', '150.00', nothing), order('o3', '600.50', coincide)];
    render(<AcceptMatchesButton rows={rows} onDone={onDone} />);
    fireEvent.click(button() as HTMLElement);
    expect(await screen.findByText(M.acceptMatchesConfirm(2, '1200.50'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: M.ACCEPT }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(state.mutateAsync).toHaveBeenCalledWith(['o1', 'o3']);
  });

  it('is disabled, saying why, when the page has no match', () => {
    render(
      <AcceptMatchesButton rows={[order('o2', '150.00', nothing), order('o4', '90.00', null)]} onDone={vi.fn()} />,
    );
    const disabled = button() as HTMLButtonElement;
    expect(disabled.disabled).toBe(true);
    const why = document.getElementById(disabled.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe(M.ACCEPT_MATCHES_NONE);
  });

  it('is not offered to who may not call acceptMatchedOrders', () => {
    state.mayCall = false;
    render(<AcceptMatchesButton rows={[order('o1', '600.00', coincide)]} onDone={vi.fn()} />);
    expect(button()).toBeNull();
  });
});

describe('the match chip', () => {
  it('names the state, its reason as its description; before any statement, Sin conciliar', () => {
    render(<MatchChip match={{ state: 'numero_repetido', reason: 'number_used', movement: null }} />);
    const label = screen.getByText(M.MATCH_STATE_LABELS.numero_repetido);
    const reason = document.getElementById(label.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(M.MATCH_REASON_LABELS.number_used);
    render(<MatchChip match={null} />);
    expect(screen.getByText(M.MATCH_NOT_YET)).toBeTruthy();
  });
});
