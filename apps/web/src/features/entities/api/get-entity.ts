import { useSession } from '../../../lib/session';
import { useEntity } from '../../../lib/queries/get-entity';

/** The entity chosen in the shell, with its main administrator and branding. */
export const useMyEntity = () => useEntity(useSession()?.entityId ?? null);
