import { invitations, M } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call, queryOf, useApiMutation } from '../../../lib/api';

/** The signed-in person's pending invitations (docs/decisions/0028): asked once a session starts. */
export const useMyInvitations = (enabled: boolean) =>
  useQuery({ ...queryOf(invitations.getMyInvitations, {}), enabled, staleTime: 5 * 60_000 });

/** Accept or refuse one; the toast is the server's answer, whatever it was. */
export function useAnswerInvitation() {
  return useApiMutation({
    mutationFn: (v: { invitation: string; accept: boolean }) => call(invitations.answerInvitation, v),
    success: (answer) => answer.message,
    failure: (error) => (error instanceof ApiError ? error.message : M.ERROR_OCCURRED),
    invalidates: [invitations.getMyInvitations],
  });
}
