// Date-times as the staff screens read and write them (04 §2.4 'Publicar'): in Lima, whatever the browser's zone.
// Lima keeps UTC-5 all year (no daylight saving since 1994), so a wall-clock time there is one fixed offset away.
import { DEFAULT_TIME_ZONE } from './constants.js';

export const LIMA_OFFSET = '-05:00';

const partsOf = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a date-time input's value in Lima: '2026-03-09T14:05'; '' for no instant or a bad one. */
export function limaInputOf(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(partsOf.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A date-time input's value read as Lima time, as the ISO instant with offset the contracts take. */
export const isoOfLimaInput = (local: string) => `${local.slice(0, 16)}:00${LIMA_OFFSET}`;

/** An instant as the lists show it, in Lima: '09/03/2026 14:05'; '' for none. */
export function formatLimaDateTime(iso: string | null | undefined): string {
  const local = limaInputOf(iso);
  if (!local) return '';
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
}
