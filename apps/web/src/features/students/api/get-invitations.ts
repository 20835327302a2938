import { invitations, PAGE_SIZES } from '@edu/shared';
import { useEntityList } from '../../../lib/entity-list';

/** 'Invitaciones pendientes' under 'Alumnos': whom the entity invited and whether they answered (docs/decisions/0028). */
export function useEntityInvitations(page: number) {
  return useEntityList(invitations.getInvitations, (entityId) => ({
    entity: entityId,
    page,
    docs: PAGE_SIZES.students,
  }));
}
