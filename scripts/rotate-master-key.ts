/**
 * `npm run rotate-master-key`: re-wraps every user's data key with DATA_KEY_MASTER_KEY, in
 * one transaction (a crash or an error changes nothing; running it again is harmless). The
 * keys it replaces must be listed in DATA_KEY_PREVIOUS_MASTER_KEYS. Steps: README "Operations".
 */
import { loadConfig } from '@pickup/api/config';
import { openAppDatabase } from '@pickup/api/audit/cli-database';
import { keyringOf } from '@pickup/api/security/master-keys';
import { rewrapDataKeys } from '@pickup/api/security/rewrap-keys';
import { exitWith } from './exit-with';

async function main(): Promise<number> {
  const config = loadConfig();
  const db = await openAppDatabase(config);
  try {
    const { rewrapped, masterKeyId } = await rewrapDataKeys(db.pool, keyringOf(config));
    console.log(
      `Re-wrapped ${rewrapped} data keys in ${db.where}: every key is now under master key ${masterKeyId}.`,
    );
    console.log('DATA_KEY_PREVIOUS_MASTER_KEYS can now be removed from every server.');
    return 0;
  } finally {
    await db.close();
  }
}

exitWith(main(), (err) => `Rotation failed, nothing changed: ${(err as Error).message}`);
