// How the dashboards show their figures: soles as 'S/ 1234.50', counts as integers, stored bytes in KB/MB/GB.
import { type EntityFigures, formatLimaDateTime, formatSoles, M, type PlatformMetrics } from '@edu/shared';
import type { Figure } from './figure-cards';

export const countText = (n: number) => String(n);
export const solesText = (n: number) => formatSoles(n.toFixed(2));

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];
export function bytesText(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

export const monthsOf = (months: readonly string[]) => months.map(M.monthLabel);

const L = M.METRIC_LABELS;
/** The headline figures of one entity or of all (Inicio and Métricas). */
export const headlineOf = (f: EntityFigures): Figure[] => [
  { label: L.staff, value: countText(f.staff) },
  { label: L.students, value: countText(f.students) },
  { label: L.programmes, value: countText(f.programmes) },
  { label: L.running, value: countText(f.running) },
  { label: L.revenue, value: formatSoles(f.revenue) },
  { label: L.vouchers, value: countText(f.vouchers_waiting) },
  { label: L.oldestVoucher, value: M.daysLabel(f.oldest_voucher_days) },
  { label: L.storage, value: `${bytesText(f.storage.bytes)} · ${f.storage.files} ${L.files.toLowerCase()}` },
];

/** The outbox's health: mails waiting, failed, and when the oldest waiting one was queued (Lima time). */
export const outboxOf = (o: PlatformMetrics['outbox']): Figure[] => [
  { label: L.outboxPending, value: countText(o.pending) },
  { label: L.outboxFailed, value: countText(o.failed) },
  { label: L.outboxOldest, value: o.oldest_pending ? formatLimaDateTime(o.oldest_pending) : '—' },
];
