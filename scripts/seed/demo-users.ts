import type { Role } from '@pickup/domain/identity/constants';
import { ensureAccount } from '@pickup/api/identity/accounts';
import { SYSTEM_ACTOR, type IdentityService } from '@pickup/api/identity/service';

/** The accounts someone trying Pickup signs in with (issue 3); all share DEMO_PASSWORD. */
export const DEMO_USERS = [
  { key: 'admin', email: 'admin@pickup.test', firstName: 'Ada', lastName: 'Admin', role: 'admin' },
  {
    key: 'owner',
    email: 'owner@pickup.test',
    firstName: 'Olivia',
    lastName: 'Owner',
    role: 'restaurant_owner',
  },
  {
    key: 'owner2',
    email: 'owner2@pickup.test',
    firstName: 'Oscar',
    lastName: 'Owner',
    role: 'restaurant_owner',
  },
  {
    key: 'customer',
    email: 'customer@pickup.test',
    firstName: 'Casey',
    lastName: 'Customer',
    role: 'customer',
  },
  {
    // The regular whose eight weeks of dinners feed the trattoria's forecast (issue 32), so
    // Casey's order history stays a customer's, not a thousand rows long.
    key: 'regular',
    email: 'regular@pickup.test',
    firstName: 'Riley',
    lastName: 'Regular',
    role: 'customer',
  },
] as const satisfies readonly {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}[];

export type DemoUserIds = Record<(typeof DEMO_USERS)[number]['key'], string>;

export const DEFAULT_DEMO_PASSWORD = 'pickup-demo';

export interface SeedDemoUsersDeps {
  identity: IdentityService;
  env: { NODE_ENV?: string; SEED_DEMO?: boolean; DEMO_PASSWORD?: string };
  log?: { info(obj: object, msg: string): void };
}

/**
 * Creates the demo accounts through commands when absent (an existing one is kept as it is)
 * and returns their ids, for the catalog's demo restaurants. Nothing in production, nothing
 * with SEED_DEMO=false: then null.
 */
export async function seedDemoUsers(deps: SeedDemoUsersDeps): Promise<DemoUserIds | null> {
  if (deps.env.NODE_ENV === 'production' || deps.env.SEED_DEMO === false) return null;
  const password = deps.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD;
  const ids: Partial<DemoUserIds> = {};
  for (const [i, user] of DEMO_USERS.entries()) {
    const { key, ...details } = user;
    ids[key] = await ensureAccount(deps.identity, SYSTEM_ACTOR, {
      ...details,
      phone: `+1 555 010 ${String(i + 1).padStart(4, '0')}`,
      password,
      emailVerified: true,
      // The demo customer can order at once (ordering needs a verified phone, DECISIONS 12).
      phoneVerified: true,
    });
    deps.log?.info({ email: user.email, role: user.role }, 'demo account ready');
  }
  return ids as DemoUserIds;
}
