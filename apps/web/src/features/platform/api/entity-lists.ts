import { entities } from '@edu/shared';
import type { QueryClient } from '@tanstack/react-query';

/** What a change of an entity makes stale: the card list, the entity itself and the shell's branding. */
export function invalidateEntityLists(queryClient: QueryClient) {
  const service = entities.getEntities.service;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [service, entities.getEntities.name] }),
    queryClient.invalidateQueries({ queryKey: [service, entities.getEntity.name] }),
    queryClient.invalidateQueries({ queryKey: [service, entities.userIsInEntitiesAdmin.name] }),
  ]);
}

/** The logo and portrait of the wizards; only a newly picked file is sent. */
export interface EntityImages {
  logo: File | null;
  portrait: File | null;
}
