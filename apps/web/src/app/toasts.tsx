// The toasts of 01 §2, rendered beside #root rather than in it. An open MUI dialog hides the body's other children from
// screen readers (aria-hidden), and a toast raised while a dialog is open (a save that failed, a file refused) must
// still be announced: it is news about the dialog, not the page behind it (docs/decisions/0032-accessibility.md).
import { TOAST_AUTO_CLOSE_MS } from '@edu/shared';
import { createPortal } from 'react-dom';
import { ToastContainer } from 'react-toastify';

let host: HTMLElement | undefined;

function toastHost(): HTMLElement {
  if (host) return host;
  const element = document.createElement('div');
  document.body.append(element);
  // MUI's modal manager sets aria-hidden on it when a dialog opens (and takes it off when the dialog closes)
  new MutationObserver(() => element.removeAttribute('aria-hidden')).observe(element, {
    attributeFilter: ['aria-hidden'],
  });
  host = element;
  return element;
}

export function Toasts() {
  return createPortal(<ToastContainer position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} />, toastHost());
}
