import { statements } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** The entity's payment accounts, with whether their statements' columns are saved and how many movements they have. */
export function useStatementAccounts() {
  const entityId = useEntityId();
  return useQuery({ ...queryOf(statements.getStatementAccounts, { entity: entityId }), enabled: Boolean(entityId) });
}
