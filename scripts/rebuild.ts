/**
 * `npm run rebuild -- <name|all>`: rebuilds read models from position zero beside the live
 * tables and swaps them in, with a progress bar and a verification against the previous
 * rows. Works beside a running app. Exit code 1 on any difference or failure.
 */
import { allReadModels } from '@pickup/api/composition/read-models';
import { openAppDatabase } from '@pickup/api/audit/cli-database';
import { runRebuild, selectProjections } from '@pickup/api/audit/rebuild-cli';
import { loadConfig } from '@pickup/api/config';
import { exitWith } from './exit-with';

async function main(): Promise<number> {
  const selected = selectProjections(process.argv.slice(2), allReadModels());
  if (typeof selected === 'string') {
    console.error(selected);
    return 2;
  }
  const db = await openAppDatabase(loadConfig());
  try {
    console.log(`Rebuilding ${selected.map((p) => p.name).join(', ')} in ${db.where}`);
    return await runRebuild(db, selected, process.stdout);
  } finally {
    await db.close();
  }
}

exitWith(main());
