import { type ComponentType, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import toastifyCss from 'react-toastify/ReactToastify.css?url';
import { addStylesheet } from '../lib/stylesheet';
import { useToastsRequested } from '../lib/toasts';
import { router } from './router';

// a file of our origin rather than the inline <style> the library would add (vite.config.ts, decision 0030)
addStylesheet(toastifyCss);

/**
 * The toasts' container, loaded when a page first asks for it rather than with the login page (lib/toasts.ts). Not
 * React.lazy: outside the router no error boundary would catch a failed download, and the whole app would unmount.
 */
function ToastsOnRequest() {
  const requested = useToastsRequested();
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!requested) return;
    import('./toasts').then(
      (m) => setToasts(() => m.Toasts),
      (error) => console.warn('the toasts could not be loaded', error),
    );
  }, [requested]);
  return Toasts ? <Toasts /> : null;
}

/**
 * The router and the toasts of 01 §2. MUI's theme and the query cache are in the private pages' lazy layout
 * (app/private-providers.tsx): the public pages load without them.
 */
export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <ToastsOnRequest />
    </>
  );
}
