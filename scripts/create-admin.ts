/**
 * `npm run create-admin -- --email you@example.com [--first-name Ada] [--last-name Lovelace]
 * [--force]`: creates an admin account and prints a single-use link (valid one hour) at
 * which its owner chooses the password. It never takes a password on the command line,
 * where shell history and process lists would keep it.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '@pickup/api/config';
import { embeddedPgDir } from '@pickup/api/db/embedded-placement';
import { runningPostgres } from '@pickup/api/audit/cli-database';
import { DomainError } from '@pickup/domain/shared/errors';
import { exitWith } from './exit-with';

export const USAGE =
  'Usage: npm run create-admin -- --email <address> [--first-name <name>] [--last-name <name>] [--force]';

function parse(args: string[]) {
  if (args.some((a) => /^--pass(word)?\b/.test(a))) {
    return 'create-admin never takes a password: open the printed link to choose one';
  }
  try {
    const { values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string', default: 'Admin' },
        'last-name': { type: 'string', default: 'Pickup' },
        force: { type: 'boolean', default: false },
      },
    });
    if (!values.email) return USAGE;
    return {
      email: values.email,
      firstName: values['first-name'],
      lastName: values['last-name'],
      force: values.force,
    };
  } catch (err) {
    return `${(err as Error).message}\n${USAGE}`;
  }
}

async function main(): Promise<number> {
  const input = parse(process.argv.slice(2));
  if (typeof input === 'string') {
    console.error(input);
    return 2;
  }
  const config = loadConfig();
  const { startServer } = await import('@pickup/api/composition/root');
  const { createFirstAdmin } = await import('@pickup/api/identity/first-admin');
  // Beside a running `npm start`, use its embedded Postgres rather than starting a second one.
  const appPostgres =
    !config.DATABASE_URL && runningPostgres(embeddedPgDir(config)) !== null
      ? `postgres://postgres:postgres@127.0.0.1:${config.EMBEDDED_PG_PORT}/pickup`
      : config.DATABASE_URL;
  const server = await startServer({
    ...config,
    DATABASE_URL: appPostgres,
    PORT: 0,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  try {
    const { identity, runner } = server.services;
    const outcome = await createFirstAdmin(identity, () => runner.status(), input);
    if (!outcome.created) {
      console.error(outcome.reason);
      return 1;
    }
    console.log(`Admin ${outcome.email} created. To choose its password, open this link`);
    console.log(
      `before ${outcome.expiresAt.toISOString()} (it works once):\n\n  ${outcome.link}\n`,
    );
    return 0;
  } catch (err) {
    if (err instanceof DomainError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await server.close();
  }
}

exitWith(main());
