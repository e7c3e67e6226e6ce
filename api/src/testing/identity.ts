import { TEST_ARGON2ID } from '../security/passwords';
import type { Role } from '@pickup/domain/identity/constants';
import type { UserView } from '@pickup/domain/identity/user-view';
import type { RouteRegistrar } from '../app';
import { ensureAccount } from '../identity/accounts';
import { identityPiiFields } from '../identity/pii-fields';
import type { IdentityLimits } from '../identity/rate-limits';
import { identityRoutes } from '../identity/routes';
import {
  createIdentityService,
  SYSTEM_ACTOR,
  type ExportSource,
  type IdentityService,
} from '../identity/service';
import { identityMigrations, identityProjections } from '../composition/read-models';
import {
  createTestApi,
  type CreateTestApiOptions,
  type TestApi,
  type TestServices,
} from './test-api';

export const TEST_PASSWORD = 'secret-pass';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export interface SignedIn {
  tokens: Tokens;
  user: UserView;
}

export interface TestAccount extends SignedIn {
  id: string;
  email: string;
  password: string;
  /** Shortcut for tokens.accessToken. */
  token: string;
}

export interface IdentityTestApi extends TestApi {
  identity: IdentityService;
  /** A ready account (through commands), signed in. */
  createAccount(
    role: Role,
    options?: { emailVerified?: boolean; phoneVerified?: boolean; email?: string },
  ): Promise<TestAccount>;
  signIn(email: string, password?: string): Promise<SignedIn>;
  /** The latest 6-digit code sent to `to` (email or phone) through the outbox. */
  latestCode(to: string): Promise<string>;
}

export interface IdentityTestOptions extends Partial<Omit<CreateTestApiOptions, 'registrars'>> {
  /** More features to mount beside identity. */
  registrars?: (services: TestServices, identity: IdentityService) => RouteRegistrar[];
  limits?: Partial<IdentityLimits>;
  exportSources?: ExportSource[];
  /** Orders in progress by customer, from the test database (identity alone has none). */
  ordersInProgress?: (pool: TestServices['pool']) => (userId: string) => Promise<number>;
}

let accounts = 0;

/** The test API with every identity call mounted, plus helpers to get signed-in users. */
export async function createIdentityTestApi(
  options: IdentityTestOptions = {},
): Promise<IdentityTestApi> {
  let identity: IdentityService | undefined;
  const api = await createTestApi({
    ...options,
    piiFields: { ...identityPiiFields, ...options.piiFields },
    projections: [...identityProjections, ...(options.projections ?? [])],
    migrations: [...identityMigrations, ...(options.migrations ?? [])],
    registrars: (services) => {
      identity = createIdentityService({
        pool: services.pool,
        store: services.store,
        bus: services.bus,
        pii: services.pii,
        notifier: services.outbox,
        jwtSecret: services.jwtSecret,
        publicUrl: 'http://pickup.test',
        now: services.now,
        passwordCost: TEST_ARGON2ID,
        captchaMaxNumber: 1000,
        limits: options.limits,
        exportSources: options.exportSources,
        ordersInProgress: options.ordersInProgress?.(services.pool),
      });
      return [identityRoutes(identity), ...(options.registrars?.(services, identity) ?? [])];
    },
  });
  const svc = identity as IdentityService;

  async function signIn(email: string, password = TEST_PASSWORD): Promise<SignedIn> {
    const res = await api.call<SignedIn>('POST', '/api/auth/login', { body: { email, password } });
    if (res.status !== 200)
      throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  return {
    ...api,
    identity: svc,
    signIn,
    async createAccount(role, opts = {}) {
      accounts += 1;
      const email = opts.email ?? `${role}-${accounts}-${Date.now()}@pickup.test`;
      const id = await ensureAccount(svc, SYSTEM_ACTOR, {
        email,
        firstName: 'Test',
        lastName: `User ${accounts}`,
        phone: `+1 555 010 ${String(accounts).padStart(4, '0')}`,
        role,
        password: TEST_PASSWORD,
        emailVerified: opts.emailVerified ?? false,
        phoneVerified: opts.phoneVerified ?? false,
      });
      const signedIn = await signIn(email);
      return {
        id,
        email,
        password: TEST_PASSWORD,
        token: signedIn.tokens.accessToken,
        ...signedIn,
      };
    },
    async latestCode(to) {
      const [latest] = await api.outbox.list({ to, limit: 1 });
      const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code sent to ${to}`);
      return code;
    },
  };
}
