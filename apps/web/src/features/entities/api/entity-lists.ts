import { entities } from '@edu/shared';

/** What a change of an entity makes stale: the card list, the entity itself and the shell's branding. */
export const ENTITY_LISTS = [entities.getEntities, entities.getEntity, entities.userIsInEntitiesAdmin];

/** The logo and portrait of the wizards; only a newly picked file is sent. */
export interface EntityImages {
  logo: File | null;
  portrait: File | null;
}
