import type { Pii } from '../../security/pii';
import type { RefreshTokens } from '../../security/refresh-tokens';
import type { VerificationCodes } from './codes';
import type { Credentials } from './credentials';
import type { EmailReservations } from './email-reservations';

/**
 * What account deletion does outside the event log (DECISIONS 17): sessions end, the data key
 * is destroyed (every earlier `pii` becomes unreadable), secrets go, and the email is freed.
 * Each step is idempotent, so a failed deletion is simply run again.
 */
export function createAccountEraser(deps: {
  refreshTokens: RefreshTokens;
  pii: Pii;
  credentials: Credentials;
  codes: VerificationCodes;
  reservations: EmailReservations;
}): (userId: string) => Promise<void> {
  return async (userId) => {
    await deps.refreshTokens.revokeAllForUser(userId);
    await deps.pii.destroyKey(userId);
    await deps.credentials.deleteForUser(userId);
    await deps.codes.deleteForUser(userId);
    await deps.reservations.releaseAllForUser(userId);
  };
}
