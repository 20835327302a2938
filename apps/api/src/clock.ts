// The server's clock, one place to read the time that decides something (an attempt's deadline, an evaluation's
// window): handlers read ctx.services.clock.now() and hand it to SQL as a parameter instead of SQL now(), so that a
// test moves time past a deadline without sleeping (docs/decisions/0036-taking-evaluations.md).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
