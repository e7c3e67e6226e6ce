import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { createPii } from '../../security/pii';
import { createRefreshTokens } from '../../security/refresh-tokens';
import { createUserKeys } from '../../security/user-keys';
import { createVerificationCodes } from './codes';
import { createCredentials } from './credentials';
import { createEmailReservations } from './email-reservations';
import { createAccountEraser } from './erase-account';
import { generateMasterKey, keyringFrom } from '../../security/master-keys';

const keyring = keyringFrom(generateMasterKey());

let db: TestDatabase;

beforeAll(async () => {
  db = await migratedTestDatabase();
});
afterAll(() => db.drop());

describe('account erasure', () => {
  it('ends sessions, shreds personal data, drops secrets and frees the email; twice is fine', async () => {
    const deps = {
      refreshTokens: createRefreshTokens(db.pool),
      pii: createPii(createUserKeys(db.pool, keyring)),
      credentials: createCredentials(db.pool),
      codes: createVerificationCodes(db.pool, { pepper: 'p' }),
      reservations: createEmailReservations(db.pool),
    };
    await deps.reservations.claim('leaving@example.com', 'u-x');
    await deps.credentials.setPasswordHash('u-x', '$argon2id$h');
    const session = await deps.refreshTokens.issue('u-x');
    const reset = await deps.codes.issueResetToken('u-x', 'leaving@example.com');
    const stored = await deps.pii.encryptFields('u-x', { email: 'leaving@example.com' });

    const erase = createAccountEraser(deps);
    await erase('u-x');
    await erase('u-x');

    expect(await deps.refreshTokens.rotate(session.token)).toEqual({
      ok: false,
      reason: 'revoked',
    });
    expect(await deps.pii.decryptFields('u-x', stored)).toEqual({ email: null });
    expect(await deps.credentials.getPasswordHash('u-x')).toBeNull();
    expect(await deps.codes.consumeResetToken(reset.token)).toEqual({ outcome: 'invalid' });
    expect(await deps.reservations.claim('leaving@example.com', 'u-new')).toBe(true);
  });
});
