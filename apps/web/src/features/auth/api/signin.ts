import { auth, type Input } from '@edu/shared';
import { call } from '../../../lib/api';

export type SigninValues = Input<typeof auth.signin>;

export const signin = (values: SigninValues) => call(auth.signin, values);
