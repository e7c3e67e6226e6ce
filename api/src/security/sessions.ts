import type { Actor } from '../http/actor';
import type { RefreshTokens } from './refresh-tokens';
import type { AccessTokens } from './tokens';

export interface SessionTokens {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
  /** Identifies this session (login) for "log out of this device". */
  sessionId: string;
}

export interface Sessions {
  /** After a successful login or sign-up. */
  start(actor: Actor): Promise<SessionTokens>;
  /**
   * A new pair for a refresh token, with the role and mustChangePassword as they are now.
   * Null when the token is unknown, expired, revoked or reused, or the user no longer exists.
   */
  refresh(refreshToken: string): Promise<SessionTokens | null>;
}

/**
 * Issues access + refresh token pairs. `loadActor` reads the user's current role and
 * mustChangePassword (null once the account is deleted or disabled).
 */
export function createSessions(deps: {
  access: AccessTokens;
  refresh: RefreshTokens;
  loadActor: (userId: string) => Promise<Actor | null>;
}): Sessions {
  async function pair(actor: Actor, refresh: { token: string; familyId: string; expiresAt: Date }) {
    const access = await deps.access.sign(actor);
    return {
      accessToken: access.token,
      accessTokenExpiresAt: access.expiresAt,
      refreshToken: refresh.token,
      refreshTokenExpiresAt: refresh.expiresAt,
      sessionId: refresh.familyId,
    };
  }

  return {
    async start(actor) {
      return pair(actor, await deps.refresh.issue(actor.userId));
    },
    async refresh(refreshToken) {
      const rotated = await deps.refresh.rotate(refreshToken);
      if (!rotated.ok) return null;
      const actor = await deps.loadActor(rotated.userId);
      if (!actor) {
        await deps.refresh.revokeFamily(rotated.familyId);
        return null;
      }
      return pair(actor, rotated);
    },
  };
}
