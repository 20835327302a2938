// Which failures mean "the database is not there right now" (stopped, restarting, unreachable, full of connections),
// as opposed to a query that is wrong: those answer 503 and the pool reconnects by itself once it is back.

/** socket errors of the connection (node-postgres passes them through with their code) */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), admin/crash shutdown and "cannot connect now"
 * (57P01-57P03: a restart or a failover), too many connections (53300).
 */
const SQLSTATES = /^(08\d{3}|08P01|57P0[1-3]|53300)$/;
/** what node-postgres says when the server closes the socket or a connection cannot be had in time */
const MESSAGES = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.test(code))) return true;
  if (MESSAGES.test(error.message)) return true;
  // AggregateError (a host name with several addresses, all refused)
  const inner = (error as { errors?: unknown }).errors;
  return Array.isArray(inner) && inner.length > 0 && inner.every(isDatabaseUnavailable);
}
