import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-signed, expiring PUT addresses for the local object store. The signature covers the
 * method, the object path and the expiry, so changing any of them invalidates it.
 */
export interface UrlSigner {
  sign(path: string, expiresAt: number): string;
  verify(path: string, expires: string | undefined, sig: string | undefined, now: Date): boolean;
}

export function createUrlSigner(secret: string): UrlSigner {
  // A key of its own, so an upload signature can never be confused with a token signature.
  const key = createHmac('sha256', secret).update('pickup object upload urls').digest();
  const mac = (path: string, expires: string) =>
    createHmac('sha256', key).update(`PUT\n${path}\n${expires}`).digest();

  return {
    sign: (path, expiresAt) => mac(path, String(expiresAt)).toString('base64url'),
    verify(path, expires, sig, now) {
      if (!expires || !sig || !/^\d{1,15}$/.test(expires)) return false;
      // Compared as text: base64 decoding would accept variants of the same bytes.
      const given = Buffer.from(sig);
      const expected = Buffer.from(mac(path, expires).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return Number(expires) * 1000 > now.getTime();
    },
  };
}
