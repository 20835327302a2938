// The kinds of record the filter offers: the services, and within one the fnames that change data (those that write
// an audit row), each named in Spanish with the fname beside it.
import { ALL_FNAMES, M, SERVICES, type ServiceName } from '@edu/shared';

/** only the services with a call that changes data: one that only reads (metrics) never writes an audit row */
export const SERVICE_OPTIONS = SERVICES.filter((s) => ALL_FNAMES.some((d) => d.mutates && d.service === s)).map(
  (value) => ({ value, label: M.AUDIT_SERVICE_LABELS[value] }),
);

/** 'Creó una sede (createCampus)'; an fname without a Spanish name shows alone */
export const actionLabel = (fname: string) => {
  const label = M.AUDIT_FNAME_LABELS[fname];
  return label ? `${label} (${fname})` : fname;
};

export function actionOptions(service: ServiceName | '') {
  if (!service) return [];
  const names = new Set(ALL_FNAMES.filter((d) => d.mutates && d.service === service).map((d) => d.name));
  return [...names].sort().map((value) => ({ value, label: actionLabel(value) }));
}
