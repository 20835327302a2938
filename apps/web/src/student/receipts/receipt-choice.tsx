// The checkout's 'Comprobante' (decision 0063): a boleta in the buyer's own name, or a factura to a company, named by
// its RUC and razón social; checked by the shared rule before the order is sent, then again at each change.
import {
  BUYER_RECEIPT_KINDS,
  type BuyerReceiptChoice,
  type BuyerReceiptProblems,
  buyerReceiptProblems,
  LEGAL_NAME_MAX,
  M,
} from '@edu/shared';
import { useState } from 'react';
import { Field } from '../field';

const BOLETA: BuyerReceiptChoice = { receipt_kind: 'boleta', buyer_ruc: '', buyer_legal_name: '' };

/** The choice, its problems once checked, and what createOrder is sent of it. */
export function useReceiptChoice() {
  const [value, setValue] = useState(BOLETA);
  const [problems, setProblems] = useState<BuyerReceiptProblems | null>(null);
  const change = (next: BuyerReceiptChoice) => {
    setValue(next);
    if (problems) setProblems(buyerReceiptProblems(next));
  };
  /** false when the choice lacks something: its problems show, the first field in error is focused */
  const check = () => {
    const found = buyerReceiptProblems(value);
    setProblems(found);
    const first = found.buyer_ruc ? 'buyer_ruc' : found.buyer_legal_name ? 'buyer_legal_name' : null;
    if (first) document.getElementsByName(first)[0]?.focus();
    return first === null;
  };
  // a boleta sends its kind alone; the server trims a factura's fields as the rule above did
  const fields: Partial<BuyerReceiptChoice> = value.receipt_kind === 'factura' ? value : { receipt_kind: 'boleta' };
  return { value, problems: problems ?? {}, change, check, fields };
}

export function ReceiptChoice({ value, problems, change }: ReturnType<typeof useReceiptChoice>) {
  const set = (patch: Partial<BuyerReceiptChoice>) => change({ ...value, ...patch });
  return (
    <fieldset className="st-choice">
      <legend className="st-label">{M.CHECKOUT_RECEIPT}</legend>
      {BUYER_RECEIPT_KINDS.map((kind) => (
        <label key={kind} className="st-option">
          <input
            type="radio"
            name="receipt_kind"
            checked={value.receipt_kind === kind}
            onChange={() => set({ receipt_kind: kind })}
          />
          <span>
            {M.RECEIPT_KIND_LABELS[kind]}
            {kind === 'boleta' && <span className="st-muted"> — {M.CHECKOUT_RECEIPT_BOLETA_HINT}</span>}
          </span>
        </label>
      ))}
      {value.receipt_kind === 'factura' && (
        <>
          <Field
            name="buyer_ruc"
            label={M.BUYER_RUC}
            inputMode="numeric"
            maxLength={11}
            autoComplete="off"
            value={value.buyer_ruc}
            onChange={(e) => set({ buyer_ruc: e.target.value })}
            error={problems.buyer_ruc}
          />
          <Field
            name="buyer_legal_name"
            label={M.BUYER_LEGAL_NAME}
            maxLength={LEGAL_NAME_MAX}
            autoComplete="organization"
            value={value.buyer_legal_name}
            onChange={(e) => set({ buyer_legal_name: e.target.value })}
            error={problems.buyer_legal_name}
          />
        </>
      )}
    </fieldset>
  );
}
