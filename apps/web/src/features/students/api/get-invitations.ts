import { invitations, PAGE_SIZES } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from './students-lists';

/** 'Invitaciones pendientes' under 'Alumnos': whom the entity invited and whether they answered (docs/decisions/0028). */
export function useEntityInvitations(page: number) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(invitations.getInvitations, { entity: entityId, page, docs: PAGE_SIZES.students }),
    enabled: Boolean(entityId),
    placeholderData: keepPreviousData,
  });
}
