import { receipts } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** 'Facturación electrónica' (decision 0063): the entity's fiscal settings, secrets masked, and its programmes' treatment. */
export function useFiscalSettings() {
  const entityId = useEntityId();
  return useQuery({ ...queryOf(receipts.getFiscalSettings, { entity_id: entityId }), enabled: Boolean(entityId) });
}
