// One scale for every wait of the journeys (docs/decisions/0059-journeys-under-load.md). E2E_TIMEOUT_FACTOR (default 1)
// multiplies the config's test, expect, action and navigation timeouts and every explicit one a journey sets, so that a
// busy machine can be given more time in one place. A passing journey takes as long whatever the factor: it only
// bounds how long a step may wait for what the person is to see before it fails.
const raw = process.env.E2E_TIMEOUT_FACTOR;
const factor = raw === undefined || raw === '' ? 1 : Number(raw);
if (!(factor > 0 && factor <= 20))
  throw new Error(`E2E_TIMEOUT_FACTOR must be a number above 0 and at most 20: ${raw}`);

export const TIMEOUT_FACTOR = factor;

/** A timeout of `ms` on a quiet machine, times E2E_TIMEOUT_FACTOR. */
export const scaled = (ms: number): number => Math.round(ms * TIMEOUT_FACTOR);
