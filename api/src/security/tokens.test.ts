import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createAccessTokens } from './tokens';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const actor = { userId: 'u-1', role: 'restaurant_owner' as const, mustChangePassword: true };

describe('access tokens', () => {
  it('round-trips the actor, including mustChangePassword', async () => {
    const tokens = createAccessTokens({ secret, now: () => new Date('2030-01-01T00:00:00Z') });
    const { token, expiresAt } = await tokens.sign(actor);
    expect(expiresAt.toISOString()).toBe('2030-01-01T00:15:00.000Z');
    expect(await tokens.verify(token)).toEqual(actor);
  });

  it('accepts a token signed by another process with the same secret', async () => {
    const clock = () => new Date('2030-01-01T00:00:00Z');
    const signer = createAccessTokens({ secret, now: clock });
    const elsewhere = createAccessTokens({ secret, now: clock });
    const { token } = await signer.sign(actor);
    expect(await elsewhere.verify(token)).toEqual(actor);
    expect(await elsewhere.inspect(token)).toMatchObject({
      issuedAtMs: Date.parse('2030-01-01T00:00:00Z'),
      expiresAtMs: Date.parse('2030-01-01T00:15:00Z'),
    });
    expect(await signer.inspect(token)).toEqual(await elsewhere.inspect(token));
  });

  it('stops accepting a token after 15 minutes, in the process that signed it or not', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const tokens = createAccessTokens({ secret, now: () => now });
    const elsewhere = createAccessTokens({ secret, now: () => now });
    const { token } = await tokens.sign(actor);
    now = new Date('2030-01-01T00:14:59Z');
    expect(await tokens.verify(token)).not.toBeNull();
    expect(await elsewhere.verify(token)).not.toBeNull();
    now = new Date('2030-01-01T00:15:01Z');
    expect(await tokens.verify(token)).toBeNull();
    expect(await elsewhere.verify(token)).toBeNull();
  });

  it('refuses tokens signed with another secret, tampered with, or not a JWT at all', async () => {
    const tokens = createAccessTokens({ secret });
    const other = createAccessTokens({ secret: `${secret}-other` });
    const { token } = await other.sign(actor);
    expect(await tokens.verify(token)).toBeNull();
    const mine = (await tokens.sign(actor)).token;
    const [h, , s] = mine.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'u-1', role: 'admin', mcp: false })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${h}.${forged}.${s}`)).toBeNull();
    expect(await tokens.verify('garbage')).toBeNull();
    expect(await tokens.verify('')).toBeNull();
  });

  it('refuses a correctly signed token for another audience or with an unknown role', async () => {
    const tokens = createAccessTokens({ secret });
    const key = new TextEncoder().encode(secret);
    const base = () =>
      new SignJWT({ role: 'admin', mcp: false })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u-1')
        .setIssuer('pickup')
        .setJti('j')
        .setIssuedAt()
        .setExpirationTime('5m');
    expect(await tokens.verify(await base().setAudience('elsewhere').sign(key))).toBeNull();
    const good = await base().setAudience('pickup').sign(key);
    expect(await tokens.verify(good)).toEqual({
      userId: 'u-1',
      role: 'admin',
      mustChangePassword: false,
    });
    const badRole = await new SignJWT({ role: 'root', mcp: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u-1')
      .setIssuer('pickup')
      .setAudience('pickup')
      .setJti('j')
      .setExpirationTime('5m')
      .sign(key);
    expect(await tokens.verify(badRole)).toBeNull();
  });
});
