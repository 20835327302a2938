// 'Cómo pagar' of the checkout (04 §2.2; decision 0050): the entity's active Yape, Plin, bank and deposit accounts,
// each number and CCI with a copy button (a phone keeps the student in the banking app: paste, pay, screenshot), and the
// QR image of a Yape or Plin. The card gateways' credentials are not shown: nothing a student can pay into.
import { type CheckoutPaymentAccount, M } from '@edu/shared';
import { useState } from 'react';

/** The clipboard API needs a secure page; an http address on the school's network falls back to the old command. */
async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'st-offscreen';
    document.body.append(area);
    area.select();
    const isCopied = document.execCommand('copy');
    area.remove();
    return isCopied;
  }
}

function CopyRow({ label, value }: { label: string; value: string }) {
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    if (!(await copyText(value))) return;
    setCopied(true);
    setTimeout(() => setCopied(false), 2500);
  };
  return (
    <p className="st-account-row">
      <span>
        {label}: <strong className="st-account-number">{value}</strong>{' '}
        <span role="status" className="st-muted">
          {isCopied ? M.COPIED : ''}
        </span>
      </span>
      <button type="button" className="st-button-outline" aria-label={`${M.COPY} ${label} ${value}`} onClick={copy}>
        {M.COPY}
      </button>
    </p>
  );
}

function Account({ account }: { account: CheckoutPaymentAccount }) {
  const kind = M.PAYMENT_ACCOUNT_KIND_LABELS[account.kind];
  const isPhone = account.kind === 'yape' || account.kind === 'plin';
  return (
    <li className="st-account">
      <p className="st-account-kind">
        {kind}
        {account.bank && ` · ${account.bank}`}
      </p>
      <p className="st-muted">
        {M.CHECKOUT_ACCOUNT_HOLDER}: {account.holder}
      </p>
      <CopyRow label={isPhone ? M.CHECKOUT_ACCOUNT_PHONE : M.CHECKOUT_ACCOUNT_NUMBER} value={account.number} />
      {account.cci && <CopyRow label={M.CHECKOUT_ACCOUNT_CCI} value={account.cci} />}
      {account.qr_url && (
        <img className="st-qr" src={account.qr_url} alt={`${M.CHECKOUT_ACCOUNT_QR} ${kind} · ${account.holder}`} loading="lazy" />
      )}
    </li>
  );
}

export function HowToPay({ accounts }: { accounts: readonly CheckoutPaymentAccount[] }) {
  return (
    <section className="st-card st-card-body" aria-labelledby="st-pay">
      <h2 className="st-subtitle" id="st-pay">
        {M.CHECKOUT_HOW_TO_PAY}
      </h2>
      {accounts.length === 0 ? (
        <p>{M.CHECKOUT_NO_PAYMENT_METHODS}</p>
      ) : (
        <>
          <p>{M.CHECKOUT_PAY_INTO}</p>
          <ul className="st-accounts">
            {accounts.map((account) => (
              <Account key={account._id} account={account} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
