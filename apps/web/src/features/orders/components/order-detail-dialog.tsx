import { M } from '@edu/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useState } from 'react';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { statusOf } from '../../../lib/api';
import { useActivateOrder } from '../api/activate-orders';
import { useOrderDetail } from '../api/get-order-detail';
import { useRejectOrder } from '../api/reject-order';
import { OrderBuyer } from './order-buyer';
import { formatDateTime } from './order-format';
import { OrderProducts } from './order-products';
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

/** The order detail of 02 §2.12: buyer, programmes and total, vouchers; Aceptar and Rechazar while pending. */
export function OrderDetailDialog({ orderId, isReadOnly, onClose, onDecided }: OrderDetailDialogProps) {
  const detail = useOrderDetail(orderId);
  const accept = useActivateOrder();
  const reject = useRejectOrder();
  const [isRejecting, setRejecting] = useState(false);
  const busy = accept.isPending || reject.isPending;
  const order = detail.data?.order;
  const mayDecide = !isReadOnly && order?.state === 'pending';

  const done = () => {
    setRejecting(false);
    onDecided();
  };
  // an order decided meanwhile (409) leaves the list too; any other failure may be retried
  const decided = { onSuccess: done, onError: (error: unknown) => statusOf(error) === 409 && done() };

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
              <OrderVouchers vouchers={detail.data.vouchers} />
              {detail.data.order.comment && (
                <Alert severity="info" variant="outlined">
                  <strong>{M.ORDER_REJECT_REASON}:</strong> {detail.data.order.comment}
                </Alert>
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {M.CLOSE}
          </Button>
          {mayDecide && (
            <>
              <Button variant="outlined" color="error" onClick={() => setRejecting(true)} disabled={busy}>
                {M.REJECT}
              </Button>
              <Button
                variant="contained"
                onClick={() => accept.mutate(orderId, decided)}
                disabled={busy}
                startIcon={accept.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {M.ACCEPT}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
      {isRejecting && (
        <RejectOrderDialog
          isPending={reject.isPending}
          onCancel={() => setRejecting(false)}
          onReject={(comment) => reject.mutate({ orderId, comment }, decided)}
        />
      )}
    </>
  );
}
