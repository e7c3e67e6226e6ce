import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, OWASP_ARGON2ID, verifyPassword } from './passwords';

const cheap = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

describe('passwords', () => {
  it('hashes with argon2id at the OWASP cost by default and verifies the right password only', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'correct horsE')).toBe(false);
  });

  it('salts every hash, so one password never hashes the same twice', async () => {
    const a = await hashPassword('secret', cheap);
    const b = await hashPassword('secret', cheap);
    expect(a).not.toBe(b);
    expect(await verifyPassword(b, 'secret')).toBe(true);
  });

  it('answers false for a missing account or a malformed hash instead of throwing', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('asks for a rehash when a hash was made cheaper than the policy', async () => {
    const weak = await hashPassword('secret', cheap);
    expect(needsRehash(weak, OWASP_ARGON2ID)).toBe(true);
    expect(needsRehash(weak, cheap)).toBe(false);
  });
});
