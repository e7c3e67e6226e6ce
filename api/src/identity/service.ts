import { systemNow } from '../clock';
import { createHmac } from 'node:crypto';
import type { Response } from 'express';
import type pg from 'pg';
import type { EventStore } from '@pickup/domain/eventstore/types';
import type { UserCommand } from '@pickup/domain/identity/commands';
import { userDecider } from '@pickup/domain/identity/decider';
import { userStream, type UserEvent } from '@pickup/domain/identity/events';
import type { ActiveUser, UserState } from '@pickup/domain/identity/state';
import { toUserView, type UserView } from '@pickup/domain/identity/user-view';
import { unauthenticated } from '@pickup/domain/shared/errors';
import { USERS_PROJECTION } from '@pickup/projections/identity/users';
import { createCaptcha } from '../captcha/captcha';
import type { CommandBus, Executed } from '../commands/bus';
import type { Actor } from '../http/actor';
import type { Notifier } from '../notifications/notifier';
import { OWASP_ARGON2ID, type PasswordHashCost } from '../security/passwords';
import type { Pii } from '../security/pii';
import { createRateLimiter } from '../security/rate-limit';
import { createRefreshTokens } from '../security/refresh-tokens';
import { createSessions, type SessionTokens } from '../security/sessions';
import {
  createTokenCutoffs,
  cutoffAwareVerifier,
  withAccessCutoff,
} from '../security/token-cutoffs';
import { createAccessTokens } from '../security/tokens';
import { createVerificationCodes } from './infra/codes';
import { createCredentials } from './infra/credentials';
import { createEmailReservations } from './infra/email-reservations';
import { createAccountEraser } from './infra/erase-account';
import { DEFAULT_IDENTITY_LIMITS, enforceLimit, type IdentityLimits } from './rate-limits';

/** Where the data export finds what other features hold about a user (orders, favourites). */
export interface ExportSource {
  /** Key under `data` in the export, e.g. 'orders' or 'favorites'. */
  name: string;
  load(userId: string): Promise<unknown[]>;
}

export interface IdentityDeps {
  pool: pg.Pool;
  /** The decrypting store (withPiiEncryption with identityPiiFields). */
  store: EventStore;
  bus: CommandBus;
  pii: Pii;
  notifier: Notifier;
  jwtSecret: string;
  /** Base of links in emails, e.g. https://pickup.example (no trailing slash). */
  publicUrl: string;
  now?: () => Date;
  passwordCost?: PasswordHashCost;
  exportSources?: readonly ExportSource[];
  exportFilePrefix?: string;
  /**
   * How many orders a customer has in progress (the orders read model): their account is not
   * deleted while any is. Absent: none (identity alone has no orders).
   */
  ordersInProgress?: (userId: string) => Promise<number>;
  limits?: Partial<IdentityLimits>;
  /** The clock the limits' fixed windows read; unset, `now`. */
  limitsNow?: () => Date;
  /** Proof-of-work cost of the login captcha (tests use a small one). */
  captchaMaxNumber?: number;
  /** A session ends this long after its sign-in, however often it refreshes. */
  maxSessionMs?: number;
}

/** Everything the identity routes and command handlers share, built once. */
export function createIdentityService(deps: IdentityDeps) {
  const now = deps.now ?? systemNow;
  const { pool, store, bus } = deps;
  const access = createAccessTokens({ secret: deps.jwtSecret, now });
  const cutoffs = createTokenCutoffs(pool, { now });
  // Ending every session of a user also ends the access tokens already handed out.
  const refresh = withAccessCutoff(
    createRefreshTokens(pool, { now, maxSessionMs: deps.maxSessionMs }),
    cutoffs,
  );

  async function loadUser(userId: string): Promise<UserState> {
    const read = await store.readStream(userStream(userId));
    return read.events
      .map((e) => ({ type: e.type, data: e.data }) as UserEvent)
      .reduce(userDecider.evolve, userDecider.initialState());
  }

  const sessions = createSessions({
    access,
    refresh,
    loadActor: async (userId) => {
      const user = await loadUser(userId);
      return user.status === 'Active' ? actorOf(user) : null;
    },
  });

  const credentials = createCredentials(pool, { now });
  const reservations = createEmailReservations(pool, { now });
  // A separate key from the token secret, derived so that configuration stays one secret.
  const codes = createVerificationCodes(pool, {
    pepper: createHmac('sha256', deps.jwtSecret).update('verification-codes').digest('hex'),
    now,
  });

  const limits: IdentityLimits = { ...DEFAULT_IDENTITY_LIMITS, ...deps.limits };
  const limiter = createRateLimiter(pool, { now: deps.limitsNow ?? now });

  /** The signed-in account, from its stream; 401 once it is gone (deleted). */
  async function liveUser(actor: Actor): Promise<ActiveUser> {
    const user = await loadUser(actor.userId);
    if (user.status !== 'Active') throw unauthenticated();
    return user;
  }

  /** Runs a user command; the reply waits until the users read model has it. */
  function execute(
    name: string,
    userId: string,
    command: UserCommand,
    actor: Actor | null,
  ): Promise<Executed<UserState>> {
    return bus.execute({
      name,
      stream: userStream(userId),
      decider: userDecider,
      command,
      actor,
      readModels: [USERS_PROJECTION],
    });
  }

  /**
   * Runs the command `type` an actor gives on a user's stream, with the user, the time and
   * the actor filled in; `fields` are the rest of the command.
   */
  function command<T extends ActorCommandType>(
    actor: Actor,
    userId: string,
    type: T,
    fields: CommandFields<T>,
  ): Promise<Executed<UserState>> {
    const given = { type, userId, at: now().toISOString(), actor: commandActor(actor) };
    return execute(type, userId, { ...given, ...fields } as UserCommand, actor);
  }

  /** The signed-in user's command on their own account; 401 once it is gone (deleted). */
  async function ownCommand<T extends ActorCommandType>(
    caller: Actor | null,
    type: T,
    fields: CommandFields<T>,
  ): Promise<Executed<UserState>> {
    const actor = requireActor(caller);
    await liveUser(actor);
    return command(actor, actor.userId, type, fields);
  }

  return {
    ...deps,
    now,
    access,
    refresh,
    cutoffs,
    /** The token check for every request: signature, expiry and the user's cutoff. */
    verifyToken: cutoffAwareVerifier(access, cutoffs),
    sessions,
    loadUser,
    passwordCost: deps.passwordCost ?? OWASP_ARGON2ID,
    limits,
    exportSources: deps.exportSources ?? [],
    ordersInProgress: deps.ordersInProgress ?? (async () => 0),
    exportFilePrefix: deps.exportFilePrefix ?? 'pickup-data-export',
    credentials,
    reservations,
    codes,
    eraseAccount: createAccountEraser({
      refreshTokens: refresh,
      pii: deps.pii,
      credentials,
      codes,
      reservations,
    }),
    limiter,
    /**
     * Counts one attempt at `key` against the identity limit `name`; over it, 429 saying
     * `what` and how long to wait (with Retry-After when `res` is given).
     */
    limit: (key: string, name: keyof IdentityLimits, what: string, res?: Response) =>
      enforceLimit(limiter, key, limits[name], what, res),
    // Same key as the challenges of GET /api/captcha/challenge (main.ts), so those solve it.
    captcha: createCaptcha(pool, {
      hmacKey: createHmac('sha256', deps.jwtSecret).update('captcha').digest('hex'),
      maxNumber: deps.captchaMaxNumber,
      now,
    }),

    liveUser,
    execute,
    command,
    ownCommand,

    /** `{ tokens, user }` as login, register and refresh answer it. */
    async signedIn(user: ActiveUser, tokens?: SessionTokens) {
      const session = tokens ?? (await sessions.start(actorOf(user)));
      return {
        tokens: { accessToken: session.accessToken, refreshToken: session.refreshToken },
        user: toUserView(user) as UserView,
      };
    },

    /** The command time. */
    at: () => now().toISOString(),
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;

/** The user commands an actor gives (all but sign-up and the emailed password reset). */
type ActorCommandType = Extract<UserCommand, { actor: unknown }>['type'];

/** What a command carries beyond its type, user, time and actor. */
type CommandFields<T extends ActorCommandType> = Omit<
  Extract<UserCommand, { type: T }>,
  'type' | 'userId' | 'at' | 'actor'
>;

export function actorOf(user: ActiveUser): Actor {
  return { userId: user.id, role: user.role, mustChangePassword: user.mustChangePassword };
}

/** The decider's view of an actor. */
export const commandActor = (actor: Actor) => ({ id: actor.userId, role: actor.role });

/** Seeding and other server-side work act as this admin. */
export const SYSTEM_ACTOR: Actor = { userId: 'system', role: 'admin', mustChangePassword: false };

/** 202 while the read models lag behind (DESIGN.md "read-your-writes"), else `status`. */
export const statusAfter = (executed: { caughtUp: boolean }, status = 200) =>
  executed.caughtUp ? status : 202;

/** Routes with access 'user' or roles always have an actor; this says so to the compiler. */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw unauthenticated();
  return actor;
}
