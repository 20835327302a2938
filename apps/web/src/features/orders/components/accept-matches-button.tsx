import { M, type OrderOutput, orders } from '@edu/shared';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCanCall } from '../../../lib/can-call';
import { useAcceptMatchedOrders } from '../api/accept-matched-orders';

/** The orders' total in soles, summed in céntimos: '1800.00'. */
const totalOf = (list: readonly OrderOutput[]) =>
  (list.reduce((sum, o) => sum + Math.round(Number(o.total_price) * 100), 0) / 100).toFixed(2);

interface AcceptMatchesButtonProps {
  /** the page's orders as the list shows them */
  rows: readonly OrderOutput[] | undefined;
  /** accepted (some or all): the list goes back to its first page */
  onDone: () => void;
}

/**
 * 'Aceptar coincidencias' (decision 0062): the page's 'Coincide' orders, after one confirmation naming their count and
 * total. Only for who may call acceptMatchedOrders; disabled, with why, when the page has none.
 */
export function AcceptMatchesButton({ rows, onDone }: AcceptMatchesButtonProps) {
  const mayAccept = useCanCall()(orders.acceptMatchedOrders);
  const accept = useAcceptMatchedOrders();
  const [isConfirming, setConfirming] = useState(false);
  const whyId = useId();
  if (!mayAccept) return null;
  const matched = (rows ?? []).filter((o) => o.state === 'pending' && o.match?.state === 'coincide');
  const isEmpty = matched.length === 0;
  const run = () =>
    accept.mutateAsync(matched.map((o) => o._id)).then(
      () => {
        setConfirming(false);
        onDone();
      },
      // the toast has said why; the lists reload as they are now
      () => setConfirming(false),
    );
  return (
    <>
      <Tooltip title={isEmpty ? M.ACCEPT_MATCHES_NONE : ''} describeChild>
        {/* a disabled button takes no pointer events: the tooltip listens on its wrapper */}
        <span>
          <Button
            variant="contained"
            startIcon={<DoneAllIcon />}
            disabled={isEmpty || accept.isPending}
            aria-describedby={isEmpty ? whyId : undefined}
            onClick={() => setConfirming(true)}
          >
            {M.ACCEPT_MATCHES}
          </Button>
        </span>
      </Tooltip>
      {isEmpty && (
        <span id={whyId} hidden>
          {M.ACCEPT_MATCHES_NONE}
        </span>
      )}
      <ConfirmDialog
        open={isConfirming}
        title={M.ACCEPT_MATCHES}
        text={M.acceptMatchesConfirm(matched.length, totalOf(matched))}
        isPending={accept.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={run}
      />
    </>
  );
}
