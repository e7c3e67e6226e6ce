import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { UserKeys } from './user-keys';

const PREFIX = 'enc:v1:';

export type Encrypted<T> = { [K in keyof T]: T[K] extends null | undefined ? T[K] : string };
/** Decrypted values, or null where the owner's key was destroyed ("Deleted user"). */
export type Decrypted<T> = { [K in keyof T]: T[K] | null };

export interface Pii {
  /**
   * Encrypts every value of `obj` that is not null/undefined (any JSON value, so objects
   * round-trip) with the user's key, as `enc:v1:<iv>:<tag>:<ciphertext>` (base64url).
   * Throws for a user whose key was destroyed: a deleted account gets no new personal data.
   */
  encryptFields<T extends Record<string, unknown>>(userId: string, obj: T): Promise<Encrypted<T>>;
  /** Decrypts every `enc:v1:` value; other values pass through unchanged. */
  decryptFields<T extends Record<string, unknown>>(userId: string, obj: T): Promise<Decrypted<T>>;
  destroyKey(userId: string): Promise<void>;
}

export function isEncrypted(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

/** AES-256-GCM with the user id as associated data, so a value cannot be moved to another user. */
export function createPii(keys: UserKeys): Pii {
  return {
    async encryptFields(userId, obj) {
      const key = await keys.keyFor(userId);
      if (!key) throw new Error(`personal data key of user ${userId} was destroyed`);
      const out: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(obj))
        out[name] = value === null || value === undefined ? value : encrypt(key, userId, value);
      return out as Encrypted<typeof obj>;
    },

    async decryptFields(userId, obj) {
      const encrypted = Object.values(obj).some(isEncrypted);
      const key = encrypted ? await keys.existingKey(userId) : null;
      const out: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(obj))
        out[name] = isEncrypted(value) ? key && decrypt(key, userId, value) : value;
      return out as Decrypted<typeof obj>;
    },

    destroyKey: (userId) => keys.destroy(userId),
  };
}

function encrypt(key: Buffer, userId: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const b64 = (b: Buffer) => b.toString('base64url');
  return `${PREFIX}${b64(iv)}:${b64(cipher.getAuthTag())}:${b64(body)}`;
}

/** Null for a value that does not authenticate (tampered, or another user's). */
function decrypt(key: Buffer, userId: string, value: string): unknown {
  const [iv, tag, body] = value.slice(PREFIX.length).split(':');
  if (iv === undefined || tag === undefined || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    });
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(plain) as unknown;
  } catch {
    return null;
  }
}
