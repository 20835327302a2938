import { users } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from './students-lists';

/**
 * The student search modal's e-mail search (02 §2.11, §3): is there a person with this e-mail, and are they in the
 * entity? Asked once an e-mail is submitted; adding the person to the entity refreshes the answer.
 */
export function useSearchUserByEntity(email: string) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(users.searchUserByEntity, { entity: entityId, email }),
    staleTime: 0,
    enabled: Boolean(entityId && email),
  });
}
