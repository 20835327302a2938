import { TOAST_AUTO_CLOSE_MS } from '@edu/shared';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '../lib/query-client';
import { router } from './router';
import { defaultTheme } from './theme';

/** Providers: the default theme (the shell swaps in the entity's), the query cache, the toasts of 01 §2. */
export function App() {
  return (
    <ThemeProvider theme={defaultTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <ToastContainer position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} />
    </ThemeProvider>
  );
}
