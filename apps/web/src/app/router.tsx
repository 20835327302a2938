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
import { accountantRoutes } from './routes/accountant/accountant-routes';
import { adminRoutes } from './routes/admin/admin-routes';
import { coordinatorRoutes } from './routes/coordinator/coordinator-routes';
import { lazyRoute } from './routes/routing';
import { superadminRoutes } from './routes/superadmin/superadmin-routes';
import { teacherRoutes } from './routes/teacher/teacher-routes';
import { userRoutes } from './routes/user/user-routes';

const shell = lazyRoute(() => import('./shell/shell'), 'Shell');

export const router = createBrowserRouter([
  {
    HydrateFallback: () => <PlainSpinner fullScreen />,
    Component: AfterFirstPaint,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: paths.login, lazy: lazyRoute(() => import('../features/auth/routes/login'), 'LoginPage') },
          {
            path: paths.recoverPassword,
            lazy: lazyRoute(() => import('../features/auth/routes/recover-password'), 'RecoverPasswordPage'),
          },
          {
            path: paths.resetPassword,
            lazy: lazyRoute(() => import('../features/auth/routes/reset-password'), 'ResetPasswordPage'),
          },
        ],
      },
      {
        lazy: lazyRoute(() => import('./private-providers'), 'PrivateProviders'),
        children: [
          {
            lazy: lazyRoute(() => import('./guards/require-session'), 'RequireSession'),
            children: [
              {
                element: <RequirePlatformRole roles={['superadmin']} />,
                children: [{ path: paths.superadmin.root, lazy: shell, children: superadminRoutes }],
              },
              {
                element: <RequirePlatformRole roles={['admin_entity', 'user']} />,
                children: [
                  {
                    path: paths.dashboard.root,
                    lazy: shell,
                    children: [
                      { index: true, element: <DashboardIndex /> },
                      { path: 'user', children: userRoutes },
                      { path: 'admin', children: adminRoutes },
                      { path: 'coordinator', children: coordinatorRoutes },
                      { path: 'accountant', children: accountantRoutes },
                      { path: 'teacher', children: teacherRoutes },
                      { path: '*', element: <DashboardIndex /> },
                    ],
                  },
                ],
              },
            ],
          },
          // public for everyone, signed in or not: the pages of an invitation's and an e-mail change's links
          {
            path: paths.invitation,
            lazy: lazyRoute(() => import('../features/invitations/routes/invitation-route'), 'InvitationRoute'),
          },
          {
            path: paths.confirmEmail,
            lazy: lazyRoute(() => import('../features/invitations/routes/confirm-email-route'), 'ConfirmEmailRoute'),
          },
          // public for everyone, signed in or not: the page a certificate's QR code opens
          {
            path: paths.certificateVerify,
            lazy: lazyRoute(
              () => import('../features/certificates/routes/certificate-verify-route'),
              'CertificateVerifyRoute',
            ),
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
