import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A key that wraps users' data keys; kept in configuration, never in the database. */
export interface MasterKey {
  /** Names the key beside each wrapped data key (not secret), so rotation can tell them apart. */
  id: string;
  key: Buffer;
}

/**
 * The current master key wraps every new or re-wrapped data key; previous ones only unwrap,
 * while a rotation is under way (DATA_KEY_PREVIOUS_MASTER_KEYS).
 */
export interface Keyring {
  current: MasterKey;
  previous: readonly MasterKey[];
}

export const MASTER_KEY_HINT = '32 random bytes, base64 (e.g. `openssl rand -base64 32`)';

/** The 32 bytes of a base64 setting, or null when it is not exactly that. */
export function decodeMasterKey(base64: string): Buffer | null {
  const text = base64.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : null;
}

export function masterKey(key: Buffer): MasterKey {
  if (key.length !== 32) throw new Error('a master key must be 32 bytes');
  // A one-way digest: the id shows which key wrapped a row without revealing the key.
  const id = createHash('sha256').update('pickup data-key master key id').update(key).digest();
  return { id: id.subarray(0, 8).toString('hex'), key };
}

export function keyringFrom(current: string, previous: readonly string[] = []): Keyring {
  const parse = (text: string) => {
    const bytes = decodeMasterKey(text);
    if (!bytes) throw new Error(`a master key must be ${MASTER_KEY_HINT}`);
    return masterKey(bytes);
  };
  return { current: parse(current), previous: previous.map(parse) };
}

/** The keyring the settings describe (config.ts has checked every key). */
export function keyringOf(settings: {
  DATA_KEY_MASTER_KEY: string;
  DATA_KEY_PREVIOUS_MASTER_KEYS: readonly string[];
}): Keyring {
  return keyringFrom(settings.DATA_KEY_MASTER_KEY, settings.DATA_KEY_PREVIOUS_MASTER_KEYS);
}

/** A fresh random master key (development's generated one, tests, benchmarks). */
export function generateMasterKey(): string {
  return randomBytes(32).toString('base64');
}

/**
 * AES-256-GCM key wrapping (envelope encryption): iv ‖ tag ‖ wrapped key. The owner id is
 * the associated data, so a wrapped key cannot be moved to another owner's row.
 */
export function wrapDataKey(master: MasterKey, owner: string, dataKey: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', master.key, iv).setAAD(Buffer.from(owner));
  const body = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** Throws when `master` did not wrap this key (or the row was tampered with). */
export function unwrapDataKey(master: MasterKey, owner: string, wrapped: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', master.key, wrapped.subarray(0, 12), {
    authTagLength: 16,
  }).setAAD(Buffer.from(owner));
  decipher.setAuthTag(wrapped.subarray(12, 28));
  return Buffer.concat([decipher.update(wrapped.subarray(28)), decipher.final()]);
}

/** The master key named `id`, or a clear error naming what is missing. */
export function masterKeyById(keyring: Keyring, id: string): MasterKey {
  const found = [keyring.current, ...keyring.previous].find((k) => k.id === id);
  if (!found) {
    throw new Error(
      `data keys are wrapped by master key ${id}, which is not configured (set it as DATA_KEY_MASTER_KEY or in DATA_KEY_PREVIOUS_MASTER_KEYS)`,
    );
  }
  return found;
}
