import { formatSoles, M, orders } from '@edu/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { statusOf } from '../../../lib/api';
import { useCanCall } from '../../../lib/can-call';
import { useActivateOrder } from '../api/activate-orders';
import { useAnnulOrder } from '../api/annul-order';
import { useOrderDetail } from '../api/get-order-detail';
import { useRejectOrder } from '../api/reject-order';
import { OrderBuyer } from './order-buyer';
import { OrderMatch } from './order-match';
import { buyerName, formatDateTime } from './order-format';
import { OrderProducts } from './order-products';
import { OrderReceipt } from './order-receipt';
import { OrderStateChip } from './order-state-chip';
import { OrderVouchers } from './order-vouchers';
import { RejectOrderDialog } from './reject-order-dialog';

interface OrderDetailDialogProps {
  orderId: string;
  /** /history: no Aceptar, no Rechazar */
  isReadOnly: boolean;
  onClose: () => void;
  /** accepted or rejected (or found no longer pending): the list reloads */
  onDecided: () => void;
}

/**
 * The order detail of 02 §2.12: buyer, programmes and total, vouchers with the operation number and any possible
 * duplicate, how it stands against the bank's movements (decision 0062) and the receipt asked for, once issued with its
 * state at SUNAT and its PDF (decision 0063); Aceptar (after a confirmation naming the buyer and the amount) and
 * Rechazar (with its comment) while pending. One decision at a time: a second click while one runs does nothing
 * (decision 0050).
 */
export function OrderDetailDialog({ orderId, isReadOnly, onClose, onDecided }: OrderDetailDialogProps) {
  const detail = useOrderDetail(orderId);
  const accept = useActivateOrder();
  const reject = useRejectOrder();
  const annul = useAnnulOrder();
  const [isRejecting, setRejecting] = useState(false);
  const [isAnnulling, setAnnulling] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  // set before the call, in the click itself: a double click's second click finds it taken (React's disabled comes later)
  const isDeciding = useRef(false);
  const busy = accept.isPending || reject.isPending || annul.isPending;
  const order = detail.data?.order;
  const mayDecide = !isReadOnly && order?.state === 'pending';
  // an accepted order is annulled from Historial, by the front desk that accepts orders (decision 0063)
  const mayAnnul = useCanCall()(orders.annulOrder) && order?.state === 'success';
  const named = order ? ([buyerName(order), formatSoles(order.total_price)] as const) : (['', ''] as const);

  const done = () => {
    setRejecting(false);
    setConfirming(false);
    setAnnulling(false);
    onDecided();
  };
  // an order decided meanwhile (409) leaves the list too; any other failure may be retried
  const failed = (error: unknown) => (statusOf(error) === 409 ? done() : undefined);
  const decide = async (run: () => Promise<unknown>) => {
    if (isDeciding.current) return;
    isDeciding.current = true;
    try {
      await run().then(done, failed);
    } finally {
      isDeciding.current = false;
    }
  };

  return (
    <>
      <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="order-title">
        <DialogTitle id="order-title" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {M.ORDER_DETAIL_TITLE}
          {order && <OrderStateChip state={order.state} />}
          <Box component="span" sx={{ ml: 'auto', typography: 'body2', color: 'text.secondary' }}>
            {order && formatDateTime(order.created_at)}
          </Box>
        </DialogTitle>
        <DialogContent dividers>
          {detail.isPending && <PageSpinner />}
          {detail.isError && (
            <ErrorPanel code={errorCodeOf(statusOf(detail.error))} onReload={() => detail.refetch()} />
          )}
          {detail.data && (
            <Box sx={{ display: 'grid', gap: 3 }}>
              <OrderBuyer order={detail.data.order} />
              <Divider />
              <OrderProducts order={detail.data.order} products={detail.data.products} />
              <Divider />
              <OrderVouchers vouchers={detail.data.vouchers} order={detail.data.order} />
              <OrderMatch order={detail.data.order} />
              <OrderReceipt order={detail.data.order} />
              {detail.data.order.comment && (
                <Alert severity="info" variant="outlined">
                  <strong>{detail.data.order.state === 'annulled' ? M.ANNUL_REASON_LABEL : M.ORDER_REJECT_REASON}:</strong>{' '}
                  {detail.data.order.comment}
                </Alert>
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {M.CLOSE}
          </Button>
          {mayAnnul && (
            <Button variant="outlined" color="error" onClick={() => setAnnulling(true)} disabled={busy}>
              {M.ANNUL_ORDER_TITLE}
            </Button>
          )}
          {mayDecide && (
            <>
              <Button variant="outlined" color="error" onClick={() => setRejecting(true)} disabled={busy}>
                {M.REJECT}
              </Button>
              <Button
                variant="contained"
                onClick={() => setConfirming(true)}
                disabled={busy}
                startIcon={accept.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {M.ACCEPT}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={isConfirming}
        title={M.ACCEPT_ORDER_TITLE}
        text={M.acceptOrderConfirm(...named)}
        isPending={accept.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => decide(() => accept.mutateAsync(orderId))}
      />
      {isRejecting && (
        <RejectOrderDialog
          text={M.rejectOrderConfirm(...named)}
          isPending={reject.isPending}
          onCancel={() => setRejecting(false)}
          onReject={(comment) => decide(() => reject.mutateAsync({ orderId, comment }))}
        />
      )}
      {isAnnulling && (
        <RejectOrderDialog
          kind="annul"
          text={M.annulOrderConfirm(...named)}
          isPending={annul.isPending}
          onCancel={() => setAnnulling(false)}
          onReject={(reason) => decide(() => annul.mutateAsync({ orderId, reason }))}
        />
      )}
    </>
  );
}
