// Limits on password checks (signin, the profile's password change; registerStudent later): only failures count,
// in the database so that every instance shares them (docs/decisions/0027-sign-in-limits.md).
// - refused (429): too many failures from this address, or from this address for this e-mail, in the window;
// - slowed, never refused: an e-mail that failed too often from all addresses together waits before each check,
//   so that a stranger elsewhere cannot lock its owner out;
// - a right password takes back its own count and clears the e-mail's failures.
import { setTimeout as sleep } from 'node:timers/promises';
import { M } from '@edu/shared';
import type { Config } from '../config/env.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { forget, hit, takeBack } from './rate-limit.js';

export interface PasswordAttempt {
  ip: string;
  email: string;
}

export type SignInLimits = Pick<
  Config,
  | 'RATE_LIMIT_PER_EMAIL'
  | 'RATE_LIMIT_PER_ADDRESS'
  | 'RATE_LIMIT_WINDOW_SECONDS'
  | 'SIGNIN_DELAY_AFTER'
  | 'SIGNIN_DELAY_MAX_SECONDS'
>;

/** the first wait; each further failure doubles it up to SIGNIN_DELAY_MAX_SECONDS */
const FIRST_DELAY_MS = 250;

export const attemptOf = (ip: string, email: string): PasswordAttempt => ({ ip, email: email.trim().toLowerCase() });

// new prefixes: a counter left by the earlier every-attempt rule (signin:…) does not carry over
const keysOf = ({ ip, email }: PasswordAttempt) => ({
  address: `failed-password:address:${ip}`,
  // an e-mail has no space in it (contracts/fields.ts)
  pair: `failed-password:pair:${ip} ${email}`,
  email: `failed-password:email:${email}`,
});

/** How long to wait before checking a password of an e-mail that has failed `failures` times in the window. */
export function delayMs(failures: number, limits: SignInLimits): number {
  if (failures < limits.SIGNIN_DELAY_AFTER) return 0;
  const doublings = Math.min(failures - limits.SIGNIN_DELAY_AFTER, 30);
  return Math.min(FIRST_DELAY_MS * 2 ** doublings, limits.SIGNIN_DELAY_MAX_SECONDS * 1000);
}

/**
 * Runs before the password is checked, outside the call's transaction. Refuses with 429 past the address or the
 * e-mail-and-address limit; otherwise counts the attempt as a failure — counted first, so that guesses sent in
 * parallel cannot all pass an unchanged count — and waits for the e-mail's delay. The handler takes the count
 * back, in its transaction, once the password proved right (passwordAccepted).
 */
export async function beforePasswordCheck(db: Db, limits: SignInLimits, attempt: PasswordAttempt): Promise<void> {
  const keys = keysOf(attempt);
  const window = limits.RATE_LIMIT_WINDOW_SECONDS;
  const byAddress = await hit(db, keys.address, window);
  const byPair = await hit(db, keys.pair, window);
  if (byAddress > limits.RATE_LIMIT_PER_ADDRESS || byPair > limits.RATE_LIMIT_PER_EMAIL) {
    // a refused attempt checks no password: it is no failure, and must not slow the owner down either
    await takeBack(db, keys.address);
    await takeBack(db, keys.pair);
    throw new AppError('RATE_LIMITED', M.RATE_LIMITED);
  }
  const byEmail = await hit(db, keys.email, window);
  const wait = delayMs(byEmail - 1, limits);
  if (wait > 0) await sleep(wait);
}

/** The password was right: this attempt never counted, and the e-mail's failures are forgotten. */
export async function passwordAccepted(db: Db, attempt: PasswordAttempt): Promise<void> {
  const keys = keysOf(attempt);
  // always in this order (e-mail, pair, address) so that two of these transactions never wait on each other in a ring
  await forget(db, keys.email);
  await forget(db, keys.pair);
  await takeBack(db, keys.address);
}
