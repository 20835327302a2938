// The orders screens load when first opened; the students area mounts these two at /vouchers and /history.
import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/page-spinner';

const Vouchers = lazy(() => import('./vouchers-route').then((m) => ({ default: m.VouchersRoute })));
const History = lazy(() => import('./history-route').then((m) => ({ default: m.HistoryRoute })));

export function LazyVouchersRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Vouchers />
    </Suspense>
  );
}

export function LazyHistoryRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <History />
    </Suspense>
  );
}
