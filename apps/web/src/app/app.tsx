import { RouterProvider } from 'react-router';
import toastifyCss from 'react-toastify/ReactToastify.css?url';
import { addStylesheet } from '../lib/stylesheet';
import { router } from './router';
import { Toasts } from './toasts';

// a file of our origin rather than the inline <style> the library would add (vite.config.ts, decision 0030)
addStylesheet(toastifyCss);

/**
 * The router and the toasts of 01 §2. MUI's theme and the query cache are in the private pages' lazy layout
 * (app/private-providers.tsx): the public pages load without them.
 */
export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <Toasts />
    </>
  );
}
