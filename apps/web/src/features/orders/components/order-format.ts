import { DEFAULT_TIME_ZONE, formatDayMonthYear, type OrderOutput, todayIn } from '@edu/shared';

const timeOf = new Intl.DateTimeFormat('en-GB', { timeZone: DEFAULT_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** A timestamp as the screens show it, in the platform's time zone (03 §1): '09-03-2026 14:05'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDayMonthYear(todayIn(DEFAULT_TIME_ZONE, date))} ${timeOf.format(date)}`;
}

export const buyerName = (order: OrderOutput) => `${order.user.name} ${order.user.lastname}`.trim();
