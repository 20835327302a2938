import { invitations, M } from '@edu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiError, call, queryOf } from '../../../lib/api';

/** The signed-in person's pending invitations (docs/decisions/0028): asked once a session starts. */
export const useMyInvitations = (enabled: boolean) =>
  useQuery({ ...queryOf(invitations.getMyInvitations, {}), enabled, staleTime: 5 * 60_000 });

/** Accept or refuse one; the toast is the server's answer. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { invitation: string; accept: boolean }) => call(invitations.answerInvitation, v),
    onSuccess: (answer) => {
      toast.success(answer.message);
      return queryClient.invalidateQueries({ queryKey: [invitations.getMyInvitations.service, invitations.getMyInvitations.name] });
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : M.ERROR_OCCURRED),
  });
}
