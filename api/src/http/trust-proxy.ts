import { isIP } from 'node:net';

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Whether `value` is a TRUST_PROXY setting: a number of proxy hops in front of the app, or a
 * comma-separated list of proxy addresses and subnets (express's `trust proxy` forms).
 */
export function isTrustProxy(value: string): boolean {
  if (/^\d+$/.test(value)) return true;
  return value.split(',').every((part) => {
    const [address = '', prefix, ...rest] = part.trim().split('/');
    if (NAMED_RANGES.includes(address)) return prefix === undefined;
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
}

/**
 * express's `trust proxy` for a TRUST_PROXY setting. Unset trusts no proxy: the client's
 * address is the connection's, whatever X-Forwarded-For says, so nobody can pick their own
 * address to escape a per-address limit.
 */
export function trustProxy(setting: string | undefined): number | string | false {
  if (setting === undefined) return false;
  return /^\d+$/.test(setting) ? Number(setting) : setting;
}
