import type { Config } from '@pickup/api/config';
import type { ServerHandle } from '@pickup/api/main';
import type { Logger } from '@pickup/api/observability/logger';
import { DEFAULT_DEMO_PASSWORD, DEMO_USERS, seedDemoUsers } from './demo-users';

/**
 * Demo data for someone trying Pickup locally, created through commands at first start
 * (and kept as it is on later starts). Never in production, never with SEED_DEMO=false.
 */
export async function seedDemo(
  server: ServerHandle,
  config: Config,
  log: Logger,
): Promise<boolean> {
  const users = await seedDemoUsers({ identity: server.services.identity, env: config, log });
  return users !== null;
}

export function demoAccountsText(config: Config): string {
  const password = config.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD;
  const lines = DEMO_USERS.map((u) => `  ${u.email.padEnd(24)} ${u.role}`);
  return ['Demo accounts (password: ' + password + '):', ...lines].join('\n');
}
