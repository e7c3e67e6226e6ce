import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_S, ROLES, type Role } from '@pickup/domain/identity/constants';
import { LRUCache } from 'lru-cache';
import type { Actor, TokenVerifier } from '../http/actor';

const ISSUER = 'pickup';
const AUDIENCE = 'pickup';
/** Verified tokens remembered at once (least recently used forgotten first). */
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

/** A verified token's caller and when it was issued (ms), for per-user cutoffs. */
export interface InspectedToken {
  actor: Actor;
  issuedAtMs: number;
  expiresAtMs: number;
}

export interface AccessTokens {
  sign(actor: Actor): Promise<SignedAccessToken>;
  verify: TokenVerifier;
  inspect(token: string): Promise<InspectedToken | null>;
}

/** Short-lived JWTs carrying who the caller is (sub), their role and mustChangePassword (mcp). */
export function createAccessTokens(options: AccessTokenOptions): AccessTokens {
  const key =
    typeof options.secret === 'string' ? new TextEncoder().encode(options.secret) : options.secret;
  const now = options.now ?? (() => new Date());
  const ttl = options.ttlSeconds ?? ACCESS_TOKEN_TTL_S;

  // A client sends the same token with every call until it expires: checking its signature
  // once is enough, and a token signed here is known already. Entries carry the token's
  // expiry, which is checked on every use.
  const verified = new LRUCache<string, InspectedToken>({ max: VERIFIED_CACHE_SIZE });

  async function inspect(token: string): Promise<InspectedToken | null> {
    const hit = verified.get(token);
    if (hit) {
      if (now().getTime() < hit.expiresAtMs) return hit;
      verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now(),
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
      });
      const role = payload.role;
      if (typeof payload.sub !== 'string' || !isRole(role) || typeof payload.mcp !== 'boolean')
        return null;
      const actor = { userId: payload.sub, role, mustChangePassword: payload.mcp };
      // `iat` has whole seconds; `iatms` tells a token signed just after a cutoff from one
      // signed just before it, within the same second.
      const issuedAtMs =
        typeof payload.iatms === 'number' ? payload.iatms : (payload.iat ?? 0) * 1000;
      const inspected = { actor, issuedAtMs, expiresAtMs: (payload.exp ?? 0) * 1000 };
      verified.set(token, inspected);
      return inspected;
    } catch {
      // Bad signature, expired, malformed: the caller is simply not authenticated.
      return null;
    }
  }

  return {
    inspect,
    async verify(token) {
      return (await inspect(token))?.actor ?? null;
    },

    async sign(actor) {
      const issuedAtMs = now().getTime();
      const issuedAt = Math.floor(issuedAtMs / 1000);
      const token = await new SignJWT({
        role: actor.role,
        mcp: actor.mustChangePassword,
        iatms: issuedAtMs,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(actor.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttl)
        .sign(key);
      const expiresAtMs = (issuedAt + ttl) * 1000;
      // The token was signed here a moment ago: its first use needs no signature check.
      verified.set(token, {
        actor: {
          userId: actor.userId,
          role: actor.role,
          mustChangePassword: actor.mustChangePassword,
        },
        issuedAtMs,
        expiresAtMs,
      });
      return { token, expiresAt: new Date(expiresAtMs) };
    },
  };
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
