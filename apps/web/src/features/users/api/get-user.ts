import { useUser } from '../../../lib/queries/get-user';
import { useSession } from '../../../lib/session';

/** The signed-in user, as the profile shows and edits it. */
export const useOwnUser = () => useUser(useSession()?.user._id ?? '');

/** The signed-in user's id. */
export const useOwnId = (): string => useSession()?.user._id ?? '';
