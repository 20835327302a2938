// Whether the signed-in person may call a fname, read from its contract's access (decision 0001): an action, a tab or a
// page shows only to who the server would let call it, by the dispatcher's own rule (rolesAdmit: the superadmin passes
// every entity access, anyone else holds one of its roles in the entity).
import { type Access, rolesAdmit } from '@edu/shared';
import { heldRoles, type Session, useSession } from './session';

/** Whether `session` may call `def` in its current entity; `held`, when the caller has fresher roles than the session. */
export const canCall = (def: { access: Access }, session: Session | null, held = heldRoles(session)): boolean =>
  session !== null && rolesAdmit(def.access, session.user.rol, held);

/** `canCall` for the current session: `const may = useCanCall(); may(orders.getOrders)`. */
export function useCanCall(): (def: { access: Access }) => boolean {
  const session = useSession();
  return (def) => canCall(def, session);
}
