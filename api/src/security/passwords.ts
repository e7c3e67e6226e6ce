import { randomUUID } from 'node:crypto';
import { hash, parseOptions, verify } from '@node-rs/argon2';

export interface PasswordHashCost {
  /** KiB of memory per hash. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane). The library hashes with argon2id by
 * default; tests pass a cheaper cost, which the PHC string records, so verify works either way.
 */
export const OWASP_ARGON2ID: PasswordHashCost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** What a test run can afford (1 MiB, one pass): PASSWORD_HASH_COST=test, refused in production. */
export const TEST_ARGON2ID: PasswordHashCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export async function hashPassword(
  password: string,
  cost: PasswordHashCost = OWASP_ARGON2ID,
): Promise<string> {
  return hash(password, cost);
}

/** A hash of nothing anyone knows, verified when there is no account so timing reveals nothing. */
let decoy: Promise<string> | undefined;

/**
 * True when the password matches. With `stored` null (no such account or no password) it still
 * spends the time of one verification and answers false, so login timing does not reveal
 * which emails have accounts. A malformed stored hash answers false rather than throwing.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword(randomUUID());
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with a weaker cost than `cost`; rehash after a good login. */
export function needsRehash(stored: string, cost: PasswordHashCost = OWASP_ARGON2ID): boolean {
  try {
    const used = parseOptions(stored);
    return (
      used.memoryCost < cost.memoryCost ||
      used.timeCost < cost.timeCost ||
      used.parallelism < cost.parallelism
    );
  } catch {
    return true;
  }
}
