// The students area (02 §2.11), mounted at <base>/students by the coordinator and the accountant areas: the students
// feature's screens and, at /vouchers and /history, the orders feature's.
import { Navigate, type RouteObject } from 'react-router';
import { below, type StudentsPaths } from '../../../config/paths';
import { lazyRoute, otherwiseTo } from '../routing';

export function studentsRoutes(p: StudentsPaths): RouteObject[] {
  const at = (path: string) => below(p.root, path);
  return [
    {
      path: at(p.inscribed),
      lazy: lazyRoute(() => import('../../../features/students/routes/inscribed-layout'), 'InscribedLayout', {
        paths: p,
      }),
      children: [
        {
          index: true,
          lazy: lazyRoute(() => import('../../../features/students/routes/enrolled-route'), 'EnrolledRoute', {
            paths: p,
          }),
        },
        {
          path: below(p.inscribed, p.inscribedDetail),
          lazy: lazyRoute(() => import('../../../features/students/routes/student-route'), 'StudentRoute', {
            paths: p,
          }),
        },
        { path: '*', element: <Navigate to={p.inscribed} replace /> },
      ],
    },
    {
      path: at(p.invited),
      lazy: lazyRoute(() => import('../../../features/students/routes/invited-route'), 'InvitedRoute'),
    },
    {
      path: at(p.vouchers),
      lazy: lazyRoute(() => import('../../../features/orders/routes/vouchers-route'), 'VouchersRoute'),
    },
    {
      path: at(p.history),
      lazy: lazyRoute(() => import('../../../features/orders/routes/history-route'), 'HistoryRoute'),
    },
    ...otherwiseTo(p.inscribed),
  ];
}
