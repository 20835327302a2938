// Every route of 01 §2 / 02 §2. Pages and areas load on demand: the login page downloads neither the shell nor MUI
// nor the query cache (the private pages' providers and session check are lazy routes of their own).
import { createBrowserRouter, Navigate } from 'react-router';
import { PlainSpinner } from '../components/plain-spinner';
import { paths } from '../config/paths';
import { setNavigator } from '../lib/navigation';
import { AfterFirstPaint } from './after-first-paint';
import { DashboardIndex } from './guards/dashboard-index';
import { PublicOnly } from './guards/public-only';
import { RequirePlatformRole } from './guards/require-platform-role';

const shell = () => import('./shell/shell');
const requireSession = async () => ({ Component: (await import('./guards/require-session')).RequireSession });

export const router = createBrowserRouter([
  {
    HydrateFallback: () => <PlainSpinner fullScreen />,
    Component: AfterFirstPaint,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: paths.login, lazy: () => import('../features/auth/routes/login') },
          { path: paths.recoverPassword, lazy: () => import('../features/auth/routes/recover-password') },
          { path: paths.resetPassword, lazy: () => import('../features/auth/routes/reset-password') },
        ],
      },
      {
        lazy: () => import('./private-providers'),
        children: [
          {
            lazy: requireSession,
            children: [
              {
                element: <RequirePlatformRole roles={['superadmin']} />,
                children: [
                  {
                    path: paths.superadmin.root,
                    lazy: shell,
                    children: [
                      { index: true, element: <Navigate to={paths.superadmin.home} replace /> },
                      { path: '*', lazy: () => import('../features/superadmin/routes/superadmin-routes') },
                    ],
                  },
                ],
              },
              {
                element: <RequirePlatformRole roles={['admin_entity', 'user']} />,
                children: [
                  {
                    path: paths.dashboard.root,
                    lazy: shell,
                    children: [
                      { index: true, element: <DashboardIndex /> },
                      { path: 'user/*', lazy: () => import('../features/user/routes/user-routes') },
                      { path: 'admin/*', lazy: () => import('../features/admin/routes/admin-routes') },
                      {
                        path: 'coordinator/*',
                        lazy: () => import('../features/coordinator/routes/coordinator-routes'),
                      },
                      { path: 'accountant/*', lazy: () => import('../features/accountant/routes/accountant-routes') },
                      { path: '*', element: <DashboardIndex /> },
                    ],
                  },
                ],
              },
            ],
          },
          // public for everyone, signed in or not: the pages of an invitation's and an e-mail change's links
          { path: paths.invitation, lazy: () => import('../features/invitations/routes/invitation-route') },
          { path: paths.confirmEmail, lazy: () => import('../features/invitations/routes/confirm-email-route') },
          // public for everyone, signed in or not: the page a certificate's QR code opens
          {
            path: paths.certificateVerify,
            lazy: () => import('../features/certificate-verify/routes/certificate-verify-route'),
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.login} replace /> },
    ],
  },
]);

setNavigator((to) => {
  void router.navigate(to, { replace: true });
});
