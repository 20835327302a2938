import { credentials, type CredentialType, PAGE_SIZES } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** One page (from 1) of the entity's credentials of a type, 10 a page, oldest first; tokens come masked. */
export function useCredentials(type: CredentialType, page: number) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(credentials.getZoomTokens, {
      entity: entityId,
      type,
      page,
      docs: PAGE_SIZES.credentials,
      descendant: false,
    }),
    enabled: Boolean(entityId),
    placeholderData: keepPreviousData,
  });
}
