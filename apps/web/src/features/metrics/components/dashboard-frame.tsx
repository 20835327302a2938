// What the three dashboards share: the title with the period selector beside it, and the spinner or error panel
// while their figures are not there.
import type { MetricPeriod } from '@edu/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { statusOf } from '../../../lib/api';
import { PeriodSelect } from './period-select';

interface DashboardFrameProps<T> {
  title: string;
  query: UseQueryResult<T>;
  /** without a period: Inicio shows the default period's figures */
  period?: { value: MetricPeriod; onChange: (p: MetricPeriod) => void };
  children: (data: T) => ReactNode;
}

export function DashboardFrame<T>({ title, query, period, children }: DashboardFrameProps<T>) {
  return (
    <section>
      <PageTitle action={period ? <PeriodSelect value={period.value} onChange={period.onChange} /> : undefined}>
        {title}
      </PageTitle>
      {query.isError ? (
        <ErrorPanel code={errorCodeOf(statusOf(query.error))} onReload={() => query.refetch()} />
      ) : query.data === undefined ? (
        <PageSpinner />
      ) : (
        children(query.data)
      )}
    </section>
  );
}
