// The toasts' library (react-toastify, about 7 KiB gzipped) is not part of the login page's download (decision 0042):
// its container mounts once a page asks for it, the private pages' providers on entry and a public page when it has
// a toast to show. A toast raised before the container has mounted waits in the library's queue and shows once it has.
import { useSyncExternalStore } from 'react';

let requested = false;
const listeners = new Set<() => void>();

/** Mounts the toasts' container (app/app.tsx), loading the library; idempotent. */
export function requestToasts() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a page has asked for the toasts' container yet. */
export const useToastsRequested = () => useSyncExternalStore(subscribe, () => requested);

/** An error toast from a page that does not load the library with itself (the public pages, the session's end). */
export async function toastError(message: string, options?: { toastId?: string }) {
  requestToasts();
  try {
    const { toast } = await import('react-toastify');
    toast.error(message, options);
  } catch (error) {
    console.warn('the toasts could not be loaded', error);
  }
}
