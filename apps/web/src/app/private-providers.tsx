import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client';
import { requestToasts } from '../lib/toasts';
import { defaultTheme } from './theme';

/**
 * What every page past the public ones needs: MUI's default theme (the shell swaps in the entity's), its baseline,
 * the query cache and the toasts' container. A lazy route, so that the login page downloads none of it
 * (docs/decisions/0023-public-pages-without-mui.md, 0042-login-page-weight.md).
 */
export function PrivateProviders() {
  useEffect(requestToasts, []);
  return (
    <ThemeProvider theme={defaultTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
