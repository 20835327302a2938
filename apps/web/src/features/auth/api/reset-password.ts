import { type auth, PUBLIC_FNAMES } from '@edu/shared';
import { callRef } from '../../../lib/call';

type ResetPassword = typeof auth.resetPassword;

/** Whether the reset link's token is still usable (the token is the bearer; docs/decisions/0004). */
export const checkResetToken = (token: string, signal?: AbortSignal) =>
  callRef<ResetPassword>(PUBLIC_FNAMES.resetPassword, { check: true }, { bearer: token, signal });

export const resetPassword = (token: string, password: string) =>
  callRef<ResetPassword>(PUBLIC_FNAMES.resetPassword, { password }, { bearer: token });
