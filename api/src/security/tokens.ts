import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_S, ROLES, type Role } from '@pickup/domain/identity/constants';
import type { Actor, TokenVerifier } from '../http/actor';

const ISSUER = 'pickup';
const AUDIENCE = 'pickup';
/** Verified tokens remembered at once (oldest forgotten first). */
const VERIFIED_CACHE_SIZE = 10_000;

export interface AccessTokenOptions {
  /** HS256 key; at least 32 bytes of randomness in production. */
  secret: string | Uint8Array;
  now?: () => Date;
  ttlSeconds?: number;
}

export interface SignedAccessToken {
  token: string;
  expiresAt: Date;
}

export interface AccessTokens {
  sign(actor: Actor): Promise<SignedAccessToken>;
  verify: TokenVerifier;
}

/** Short-lived JWTs carrying who the caller is (sub), their role and mustChangePassword (mcp). */
export function createAccessTokens(options: AccessTokenOptions): AccessTokens {
  const key =
    typeof options.secret === 'string' ? new TextEncoder().encode(options.secret) : options.secret;
  const now = options.now ?? (() => new Date());
  const ttl = options.ttlSeconds ?? ACCESS_TOKEN_TTL_S;

  // A client sends the same token with every call until it expires: checking its signature
  // once is enough. Entries carry the token's expiry, which is checked on every use.
  const verified = new Map<string, { actor: Actor; expiresAtS: number }>();
  const remember = (token: string, actor: Actor, expiresAtS: number) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { actor, expiresAtS });
  };

  return {
    async sign(actor) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const token = await new SignJWT({ role: actor.role, mcp: actor.mustChangePassword })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(actor.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttl)
        .sign(key);
      return { token, expiresAt: new Date((issuedAt + ttl) * 1000) };
    },

    async verify(token) {
      const hit = verified.get(token);
      if (hit) {
        if (now().getTime() / 1000 < hit.expiresAtS) return hit.actor;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
          requiredClaims: ['sub', 'exp', 'jti'],
        });
        const role = payload.role;
        if (typeof payload.sub !== 'string' || !isRole(role) || typeof payload.mcp !== 'boolean')
          return null;
        const actor = { userId: payload.sub, role, mustChangePassword: payload.mcp };
        if (typeof payload.exp === 'number') remember(token, actor, payload.exp);
        return actor;
      } catch {
        // Bad signature, expired, malformed: the caller is simply not authenticated.
        return null;
      }
    },
  };
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
