import { type auth, type Input, PUBLIC_FNAMES } from '@edu/shared';
import { callRef } from '../../../lib/call';

export type SigninValues = Input<typeof auth.signin>;

export const signin = (values: SigninValues) => callRef<typeof auth.signin>(PUBLIC_FNAMES.signin, values);
