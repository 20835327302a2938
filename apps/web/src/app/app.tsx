import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import toastifyCss from 'react-toastify/ReactToastify.css?url';
import { addStylesheet } from '../lib/stylesheet';
import { useToastsRequested } from '../lib/toasts';
import { router } from './router';

// a file of our origin rather than the inline <style> the library would add (vite.config.ts, decision 0030)
addStylesheet(toastifyCss);

// the container and the library load when a page first asks for them, not with the login page (lib/toasts.ts)
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

function ToastsOnRequest() {
  return useToastsRequested() ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
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
