// Mis pedidos' 'Comprobante' (decision 0063): what the buyer asked for at checkout (a boleta, or a factura to a
// company) and, once the order is accepted, the receipt issued (and any credit note) with its state at SUNAT and its
// PDF.
import { M, type OrderReceipt, PUBLIC_FNAMES, type ReceiptRef, type receipts } from '@edu/shared';
import { useState } from 'react';
import { asApiError, downloadStudent } from '../api';

function Issued({ entityId, receipt }: { entityId: string; receipt: ReceiptRef }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const save = async () => {
    setBusy(true);
    setFailure('');
    try {
      await downloadStudent<typeof receipts.downloadMyReceipt>(
        PUBLIC_FNAMES.downloadMyReceipt,
        { entity_id: entityId, receipt_id: receipt._id },
        `${receipt.label}.pdf`,
      );
    } catch (error) {
      setFailure(asApiError(error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p>
        {M.receiptNamed(receipt.kind, receipt.label)}{' '}
        <span className="st-badge" data-state={receipt.state}>
          {M.RECEIPT_STATE_LABELS[receipt.state]}
        </span>
      </p>
      <button className="st-button-outline" type="button" disabled={busy} onClick={() => void save()}>
        {M.RECEIPT_DOWNLOAD}
      </button>
      {failure && (
        <p className="st-error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}

export function MyReceipt({ entityId, receipt }: { entityId: string; receipt: OrderReceipt }) {
  return (
    <section className="st-receipt" aria-label={M.CHECKOUT_RECEIPT}>
      <p>
        <strong>{M.CHECKOUT_RECEIPT}:</strong> {M.RECEIPT_KIND_LABELS[receipt.kind]}
        {receipt.kind === 'factura' && receipt.buyer_ruc && (
          <>
            <br />
            <span className="st-muted">{M.facturaTo(receipt.buyer_ruc, receipt.buyer_legal_name ?? '')}</span>
          </>
        )}
      </p>
      {receipt.issued && <Issued entityId={entityId} receipt={receipt.issued} />}
      {receipt.credit_note && <Issued entityId={entityId} receipt={receipt.credit_note} />}
    </section>
  );
}
