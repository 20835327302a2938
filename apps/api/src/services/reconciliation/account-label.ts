import { M } from '@edu/shared';

/** An account as the cash view and the orders' screens name it: 'Yape 987654321', 'BCP 191-2345678-0-12'. */
export function accountLabel(a: { kind: string; bank: string | null; bank_name: string | null; number: string }) {
  if (a.kind === 'yape' || a.kind === 'plin') return `${M.PAYMENT_ACCOUNT_KIND_LABELS[a.kind]} ${a.number}`;
  const bank =
    a.bank === 'other'
      ? a.bank_name
      : a.bank
        ? M.PAYMENT_BANK_LABELS[a.bank as keyof typeof M.PAYMENT_BANK_LABELS]
        : null;
  return `${bank ?? M.PAYMENT_ACCOUNT_KIND_LABELS.deposit} ${a.number}`;
}
