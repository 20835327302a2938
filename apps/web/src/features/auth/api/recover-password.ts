import { type auth, PUBLIC_FNAMES } from '@edu/shared';
import { callRef } from '../../../lib/call';

/** 01 §2: the answer is the same whether the address exists or not. */
export const recoverPassword = (email: string) =>
  callRef<typeof auth.recoverPassword>(PUBLIC_FNAMES.recoverPassword, { email });
