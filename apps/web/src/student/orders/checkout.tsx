// 04 §2.2 /aula/comprar/{scheduledId}: the whole programme or some modules; the lines and total are the server's
// (getCheckout again for every choice), the entity's payment instructions, the vouchers, and 'Enviar pedido'.
import { M, orderCode, type orders, type Output, PUBLIC_FNAMES } from '@edu/shared';
import { useState } from 'react';
import type { UploadOptions } from '../../lib/http-core';
import { callStudent, useCall } from '../api';
import { AreaPage } from '../area';
import { dateRange, soles } from '../format';
import { HowToPay } from './payment-accounts';
import { MODULES_PARAM, studentPaths } from '../paths';
import { ReceiptChoice, useReceiptChoice } from '../receipts/receipt-choice';
import { Link, useLocation } from '../router';
import { type VoucherFields, VoucherForm } from './vouchers';
import { Shown } from '../status';

type CheckoutAnswer = Output<typeof orders.getCheckout>;

function Summary({ quote, busy }: { quote: CheckoutAnswer | undefined; busy: boolean }) {
  return (
    <section className="st-card st-card-body" aria-labelledby="st-summary" aria-busy={busy}>
      <h2 className="st-subtitle" id="st-summary">
        {M.CHECKOUT_SUMMARY}
      </h2>
      {quote && (
        <>
          <ul className="st-lines">
            {quote.lines.map((line) => (
              <li key={line.scheduled_id}>
                <span>
                  {line.name}
                  <br />
                  <span className="st-muted">
                    {M.checkoutLinePrices(soles(line.course_price), soles(line.inscription_price))}
                  </span>
                </span>
                <span>{soles(line.total_price)}</span>
              </li>
            ))}
          </ul>
          <p className="st-total">
            <span>{M.CHECKOUT_TOTAL}</span>
            <span className="st-price">{soles(quote.total_price)}</span>
          </p>
        </>
      )}
    </section>
  );
}

type SentOrder = Output<typeof orders.createOrder>['order'];

function Checkout({ base, onSent }: { base: CheckoutAnswer; onSent: (order: SentOrder) => void }) {
  const { search } = useLocation();
  const asked = search.get(MODULES_PARAM);
  const [wholeProgramme, setWholeProgramme] = useState(asked === null && base.programme_available);
  const [chosen, setChosen] = useState(() => new Set(asked ? asked.split(',') : []));
  const receipt = useReceiptChoice();
  const available = base.modules.filter((m) => m.state === 'available' && m.scheduled_id);
  const picked = available.flatMap((m) => (m.scheduled_id && chosen.has(m.scheduled_id) ? [m.scheduled_id] : []));
  // the programme's lines came with the page; each choice of modules is priced by the server
  const quoteKey = wholeProgramme || picked.length === 0 ? null : picked.join(',');
  const quoted = useCall<typeof orders.getCheckout>(
    PUBLIC_FNAMES.getCheckout,
    { scheduled_id: base.course._id, modules: picked },
    quoteKey,
  );
  // what the button would send and the summary shows: never a total the server has not given for this choice
  const fresh = wholeProgramme ? base : quoteKey !== null && quoted.state === 'done' ? quoted.data : undefined;
  const shown = wholeProgramme ? base : (fresh ?? (quoted.state === 'loading' ? quoted.previous : undefined));
  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const send = async (fields: VoucherFields, files: File[], options: UploadOptions) => {
    const products = (wholeProgramme ? [base.course._id] : picked).map((scheduled_id) => ({ scheduled_id }));
    const { order } = await callStudent<typeof orders.createOrder>(
      PUBLIC_FNAMES.createOrder,
      { entity_id: base.entity._id, products, ...fields, ...receipt.fields },
      { ...options, files: { vouchers: files } },
    );
    onSent(order);
  };

  return (
    <>
      <fieldset className="st-choice">
        <legend className="st-label">{M.CHECKOUT_CHOICE}</legend>
        <label className="st-option">
          <input
            type="radio"
            name="choice"
            checked={wholeProgramme}
            disabled={!base.programme_available}
            onChange={() => setWholeProgramme(true)}
          />
          <span>
            {M.CHECKOUT_WHOLE_PROGRAMME} <span className="st-price">{soles(base.programme_total_price)}</span>
            {!base.programme_available && <span className="st-muted"> — {M.ORDER_PROGRAMME_PARTLY_BOUGHT}</span>}
          </span>
        </label>
        <label className="st-option">
          <input type="radio" name="choice" checked={!wholeProgramme} onChange={() => setWholeProgramme(false)} />
          <span>{M.CHECKOUT_SOME_MODULES}</span>
        </label>
      </fieldset>
      {!wholeProgramme && (
        <fieldset className="st-choice">
          <legend className="st-label">{M.STUDENT_COURSE_MODULES}</legend>
          {base.modules.map((m) => (
            <label key={m.course_id} className="st-option">
              <input
                type="checkbox"
                checked={!!m.scheduled_id && picked.includes(m.scheduled_id)}
                disabled={m.state !== 'available' || !m.scheduled_id}
                onChange={() => m.scheduled_id && toggle(m.scheduled_id)}
              />
              <span>
                {m.name} <span className="st-price">{soles(m.total_price)}</span>
                {m.start_date && <span className="st-muted"> · {dateRange(m.start_date, m.end_date)}</span>}
                {m.state !== 'available' && <span className="st-muted"> — {M.CHECKOUT_MODULE_WHY[m.state]}</span>}
              </span>
            </label>
          ))}
          {picked.length === 0 && <p className="st-muted">{M.CHECKOUT_CHOOSE_A_MODULE}</p>}
        </fieldset>
      )}
      {(wholeProgramme || picked.length > 0) && <Summary quote={shown} busy={!fresh} />}
      {quoted.state === 'error' && quoteKey !== null && (
        <p className="st-error" role="alert">
          {quoted.error.message}
        </p>
      )}
      <ReceiptChoice {...receipt} />
      <HowToPay accounts={base.payment_accounts} />
      <VoucherForm submit={M.SEND_ORDER} disabled={!fresh} check={receipt.check} send={send} />
    </>
  );
}

/** The order sent (decision 0051): its number, what happens next, and where to follow it. */
function OrderSent({ order }: { order: SentOrder }) {
  return (
    <section className="st-notice st-card st-card-body" aria-labelledby="st-sent">
      <h2 className="st-subtitle" id="st-sent">
        {M.ORDER_SENT_TITLE}
      </h2>
      <p className="st-card-title" role="status">
        {M.orderNumber(orderCode(order._id))}
      </p>
      <p>
        {M.CHECKOUT_TOTAL}: <span className="st-price">{soles(order.total_price)}</span>
      </p>
      <p>{M.ORDER_SENT_NEXT}</p>
      <div className="st-actions">
        <Link className="st-button" to={studentPaths.myOrders}>
          {M.GO_TO_MY_ORDERS}
        </Link>
        <Link className="st-button-outline" to={studentPaths.myCourses}>
          {M.GO_TO_MY_COURSES}
        </Link>
      </div>
    </section>
  );
}

/** Nothing of the programme left to buy (all bought, or the rest not on sale yet): said instead of an empty form. */
function NothingToBuy({ base }: { base: CheckoutAnswer }) {
  const allOwned = base.modules.every((m) => m.state === 'owned');
  return (
    <div className="st-notice" role="status">
      <p className="st-card-title">{allOwned ? M.ALREADY_BOUGHT_PROGRAMME : M.NOTHING_FOR_SALE_NOW}</p>
      <div className="st-actions">
        <Link className="st-button" to={studentPaths.myCourses}>
          {M.GO_TO_MY_COURSES}
        </Link>
        <Link className="st-button-outline" to={studentPaths.myOrders}>
          {M.GO_TO_MY_ORDERS}
        </Link>
      </div>
    </div>
  );
}

function CheckoutOf({ scheduledId }: { scheduledId: string }) {
  const loaded = useCall<typeof orders.getCheckout>(
    PUBLIC_FNAMES.getCheckout,
    { scheduled_id: scheduledId },
    scheduledId,
  );
  const [sent, setSent] = useState<SentOrder>();
  return (
    <>
      <h1 className="st-title">{M.CHECKOUT_TITLE}</h1>
      <Shown loaded={loaded}>
        {(base) => (
          <>
            <p className="st-card-title">{base.course.name}</p>
            {sent ? (
              <OrderSent order={sent} />
            ) : base.pending_order_id ? (
              <>
                <p role="status">{M.CHECKOUT_PENDING_ORDER}</p>
                <Link className="st-button" to={studentPaths.myOrders}>
                  {M.GO_TO_MY_ORDERS}
                </Link>
              </>
            ) : !base.programme_available && !base.modules.some((m) => m.state === 'available') ? (
              <NothingToBuy base={base} />
            ) : (
              <Checkout base={base} onSent={setSent} />
            )}
          </>
        )}
      </Shown>
    </>
  );
}

export function CheckoutPage({ scheduledId }: { scheduledId: string }) {
  return <AreaPage>{() => <CheckoutOf scheduledId={scheduledId} />}</AreaPage>;
}
