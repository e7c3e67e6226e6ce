/**
 * Whether an error means the database cannot be reached or answer in time (down, restarting,
 * stopped, failing over, out of connections), as opposed to a fault in a statement. The
 * error middleware answers those 503 with Retry-After: the same request can succeed later.
 */

/** SQLSTATE classes and codes of a database that is unavailable, not of a bad statement. */
const UNAVAILABLE_CODES = new Set([
  '57014', // query_canceled: our statement timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '53400', // configuration_limit_exceeded
]);

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool say these in words only. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^Connection ended unexpectedly/,
];

function oneIsUnavailable(err: object): boolean {
  const code = 'code' in err && typeof err.code === 'string' ? err.code : '';
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)) return true;
  const message = 'message' in err && typeof err.message === 'string' ? err.message : '';
  return DRIVER_MESSAGES.some((m) => m.test(message));
}

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 5) return false;
  if (oneIsUnavailable(err)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return 'cause' in err && isDatabaseUnavailable(err.cause, depth + 1);
}
