// The students' entry routes itself (decision 0035): a handful of paths, read from location and changed with
// history.pushState; React Router would cost this entry about a fifth of its 100 KiB for nothing it needs here.
import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
window.addEventListener('popstate', notify);

export function navigate(to: string, { replace = false } = {}) {
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  window.scrollTo(0, 0);
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const locationKey = () => location.pathname + location.search;

/** The current path and query, re-rendering on every navigation. */
export function useLocation(): { pathname: string; search: URLSearchParams } {
  const key = useSyncExternalStore(subscribe, locationKey);
  const url = new URL(key, location.origin);
  return { pathname: url.pathname, search: url.searchParams };
}

/**
 * An <a> that navigates inside the entry without reloading (a modified click opens a new tab as usual); `replace`:
 * in place of the current page in the history (the sign-in and the registration pages, one for the other).
 */
export function Link({
  to,
  replace,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; replace?: boolean }) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a href={to} onClick={go} {...rest} />;
}
