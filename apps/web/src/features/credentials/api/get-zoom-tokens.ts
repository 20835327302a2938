import { credentials, type CredentialType, PAGE_SIZES } from '@edu/shared';
import { useEntityList } from '../../../lib/entity-list';

/** One page (from 1) of the entity's credentials of a type, 10 a page, oldest first; tokens come masked. */
export function useCredentials(type: CredentialType, page: number) {
  return useEntityList(credentials.getZoomTokens, (entityId) => ({
    entity: entityId,
    type,
    page,
    docs: PAGE_SIZES.credentials,
    descendant: false,
  }));
}
