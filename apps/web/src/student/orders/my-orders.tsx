// 04 §2.2 /aula/pedidos, 'Mis pedidos': each order with its state, lines, total and vouchers; a pending one can be
// cancelled (asked first), a rejected one sent again with new vouchers. The answers of both are the order as it is now.
import { M, type MyOrder, orderCode, type orders, PUBLIC_FNAMES } from '@edu/shared';
import { useState } from 'react';
import type { UploadOptions } from '../../lib/http-core';
import { ApiError, callStudent, useCall } from '../api';
import { AreaPage, type Student } from '../area';
import { dayMonthYear, soles } from '../format';
import { Pager } from '../pager';
import { studentPaths } from '../paths';
import { MyReceipt } from '../receipts/my-receipt';
import { navigate, useLocation } from '../router';
import { type VoucherFields, VoucherForm } from './vouchers';
import { Shown } from '../status';

function Vouchers({ vouchers }: { vouchers: MyOrder['vouchers'] }) {
  if (vouchers.length === 0) return null;
  return (
    <ul className="st-thumbs">
      {vouchers.map((v, i) => (
        <li key={v._id}>
          <a href={v.image_url} target="_blank" rel="noopener noreferrer">
            <img className="st-thumb" src={v.image_url} alt={M.voucherImageAlt(i + 1)} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function CancelOrder({ order, done }: { order: MyOrder; done: (order: MyOrder) => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const cancel = async () => {
    setBusy(true);
    setFailure('');
    try {
      done(
        (await callStudent<typeof orders.cancelOrder>(PUBLIC_FNAMES.cancelOrder, { order_id: order._id })).order,
      );
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : M.INTERNAL_ERROR);
      setBusy(false);
    }
  };
  if (!asking)
    return (
      <button className="st-button-outline" type="button" onClick={() => setAsking(true)}>
        {M.ORDER_CANCEL}
      </button>
    );
  return (
    <div className="st-confirm">
      <p>{M.ORDER_CANCEL_CONFIRM}</p>
      {failure && (
        <p className="st-error" role="alert">
          {failure}
        </p>
      )}
      <div className="st-actions">
        <button className="st-button" type="button" disabled={busy} onClick={() => void cancel()}>
          {M.ORDER_CANCEL_YES}
        </button>
        <button className="st-button-outline" type="button" onClick={() => setAsking(false)}>
          {M.ORDER_CANCEL_NO}
        </button>
      </div>
    </div>
  );
}

function ResubmitOrder({ order, done }: { order: MyOrder; done: (order: MyOrder) => void }) {
  const [open, setOpen] = useState(false);
  const send = async (fields: VoucherFields, files: File[], options: UploadOptions) => {
    const answer = await callStudent<typeof orders.resubmitOrder>(
      PUBLIC_FNAMES.resubmitOrder,
      { order_id: order._id, ...fields },
      { ...options, files: { vouchers: files } },
    );
    done(answer.order);
  };
  if (!open)
    return (
      <button className="st-button" type="button" onClick={() => setOpen(true)}>
        {M.ORDER_RESUBMIT}
      </button>
    );
  return <VoucherForm submit={M.ORDER_RESUBMIT_SEND} send={send} />;
}

function OrderCard({ order: first, entityId }: { order: MyOrder; entityId: string }) {
  const [order, setOrder] = useState(first);
  const title = M.orderOf(dayMonthYear(order.created_at));
  return (
    <li className="st-card st-card-body">
      <h2 className="st-card-title">{title}</h2>
      <p className="st-muted">{M.orderNumber(orderCode(order._id))}</p>
      <p>
        <span className="st-badge" data-state={order.state}>
          {M.ORDER_STATE_LABELS[order.state]}
        </span>
      </p>
      {order.state === 'rejected' && order.comment && (
        <p>
          <strong>{M.ORDER_REJECT_REASON}:</strong> {order.comment}
        </p>
      )}
      <ul className="st-lines" aria-label={M.ORDER_LINES}>
        {order.products.map((p) => (
          <li key={p._id}>
            <span>{p.course_name}</span>
            <span>{soles(p.total_price)}</span>
          </li>
        ))}
      </ul>
      <p className="st-total">
        <span>{M.COL_TOTAL}</span>
        <span className="st-price">{soles(order.total_price)}</span>
      </p>
      {order.operation_number && (
        <p>
          {M.OPERATION_NUMBER_LABEL}: {order.operation_number}
        </p>
      )}
      <Vouchers vouchers={order.vouchers} />
      <MyReceipt entityId={entityId} receipt={order.receipt} />
      {order.state === 'pending' && <CancelOrder order={order} done={setOrder} />}
      {order.state === 'rejected' && <ResubmitOrder order={order} done={setOrder} />}
    </li>
  );
}

function MyOrders({ entity }: Student) {
  const { search } = useLocation();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const loaded = useCall<typeof orders.getMyOrders>(
    PUBLIC_FNAMES.getMyOrders,
    { entity_id: entity._id, page },
    `${entity._id}|${page}`,
  );
  return (
    <>
      <h1 className="st-title">{M.MY_ORDERS_TITLE}</h1>
      <Shown loaded={loaded}>
        {({ orders, pagination }) =>
          orders.length === 0 ? (
            <p className="st-muted">{M.MY_ORDERS_EMPTY}</p>
          ) : (
            <>
              <ul className="st-cards">
                {orders.map((o) => (
                  <OrderCard key={o._id} order={o} entityId={entity._id} />
                ))}
              </ul>
              <Pager pagination={pagination} go={(p) => navigate(`${studentPaths.myOrders}?page=${p}`)} />
            </>
          )
        }
      </Shown>
    </>
  );
}

export const MyOrdersPage = () => <AreaPage>{(student) => <MyOrders {...student} />}</AreaPage>;
