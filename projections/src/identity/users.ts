import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import { DELETED_USER_LABEL } from '@pickup/domain/identity/constants';
import type { UserEvent } from '@pickup/domain/identity/events';
import type { Projection } from '../runner/projection';
import { applyInRuns, type RunItem } from '../runner/runs';

/**
 * The `users` read model: one row per account for admin lists, the current user, counting
 * admins and showing a customer's name on orders. It holds personal data in clear, read from
 * the decrypting event store; UserDeleted blanks every personal column, and a rebuild after a
 * deletion reads the shredded `pii` as null, so nothing personal can come back.
 */
export const USERS_PROJECTION = 'users';

const ddl = `
CREATE TABLE users (
  id text PRIMARY KEY,
  email text,
  first_name text,
  last_name text,
  phone text,
  display_name text NOT NULL,
  role text NOT NULL,
  marketing_opt_in boolean NOT NULL,
  email_verified boolean NOT NULL DEFAULT false,
  phone_verified boolean NOT NULL DEFAULT false,
  must_change_password boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz
);
CREATE INDEX users_role ON users (role) WHERE deleted_at IS NULL;
CREATE INDEX users_created ON users (created_at DESC) WHERE deleted_at IS NULL;
`;

/** After crypto-shredding the decrypting store hands `pii` over as null. */
type WithShreddedPii<E> = E extends { type: infer T; data: infer D }
  ? D extends { pii: infer P }
    ? { type: T; data: Omit<D, 'pii'> & { pii: P | null } }
    : E
  : never;
type ReadUserEvent = WithShreddedPii<UserEvent>;

const displayName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || DELETED_USER_LABEL;

/** Columns an account event sets, by value; null when the event changes nothing. */
type Patch = Partial<{
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  display_name: string;
  role: string;
  marketing_opt_in: boolean;
  email_verified: boolean;
  phone_verified: boolean;
  must_change_password: boolean;
  updated_at: string;
  deleted_at: string;
}>;

type Change = Exclude<ReadUserEvent, { type: 'UserRegistered' }>;

function patchOf(event: Change): Patch | null {
  switch (event.type) {
    case 'ProfileUpdated':
    case 'UserUpdatedByAdmin': {
      const pii = event.data.pii;
      if (!pii) return null;
      const email = 'email' in pii ? pii.email : null;
      return {
        first_name: pii.firstName,
        last_name: pii.lastName,
        display_name: displayName(pii.firstName, pii.lastName),
        // A change without an email keeps the current one.
        ...(email !== null && { email }),
        ...(event.type === 'UserUpdatedByAdmin' &&
          event.data.emailChanged && {
            email_verified: false,
          }),
      };
    }
    case 'PhoneChanged':
      return { phone: event.data.pii?.phone ?? null, phone_verified: false };
    case 'EmailVerified':
      return { email_verified: true };
    case 'PhoneVerified':
      return { phone_verified: true };
    case 'MarketingConsentChanged':
      return { marketing_opt_in: event.data.marketingOptIn };
    case 'PasswordChanged':
    case 'PasswordResetCompleted':
      return { must_change_password: false };
    case 'PasswordResetByAdmin':
      return { must_change_password: event.data.requireChangeAtNextLogin };
    case 'RoleChanged':
      return { role: event.data.to };
    case 'UserDeleted':
      return {
        email: null,
        first_name: null,
        last_name: null,
        phone: null,
        display_name: DELETED_USER_LABEL,
        marketing_opt_in: false,
        deleted_at: event.data.at,
      };
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

const PATCH_COLUMNS: [keyof Patch, string][] = [
  ['email', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['phone', 'text'],
  ['display_name', 'text'],
  ['role', 'text'],
  ['marketing_opt_in', 'boolean'],
  ['email_verified', 'boolean'],
  ['phone_verified', 'boolean'],
  ['must_change_password', 'boolean'],
  ['updated_at', 'timestamptz'],
  ['deleted_at', 'timestamptz'],
];

// Every change only touches live rows, so a late event can never revive a deleted account.
const UPDATE_USERS = `
UPDATE users u SET ${PATCH_COLUMNS.map(
  ([c, type]) => `${c} = CASE WHEN p.s ? '${c}' THEN (p.s->>'${c}')::${type} ELSE u.${c} END`,
).join(', ')}
FROM unnest($1::text[], $2::jsonb[]) AS p(id, s)
WHERE u.id = p.id AND u.deleted_at IS NULL`;

/**
 * Account changes in one statement: each account's patches merged in order (later values
 * win), up to its deletion, after which the one-by-one updates would find no live row.
 */
async function change(tx: pg.PoolClient, events: readonly Change[]): Promise<void> {
  const merged = new Map<string, Patch>();
  for (const event of events) {
    const patch = patchOf(event);
    const before = merged.get(event.data.userId);
    if (!patch || before?.deleted_at !== undefined) continue;
    merged.set(event.data.userId, { ...before, ...patch, updated_at: event.data.at });
  }
  if (merged.size === 0) return;
  // Arrays, not a json document: Postgres then knows how many rows to expect and looks each
  // account up by its key instead of scanning the table.
  await tx.query(UPDATE_USERS, [
    [...merged.keys()],
    [...merged.values()].map((s) => JSON.stringify(s)),
  ]);
}

type Registered = Extract<ReadUserEvent, { type: 'UserRegistered' }>['data'];

/** Registrations (the bulk of a fresh system) inserted many at a time. */
async function register(tx: pg.PoolClient, users: Registered[]): Promise<void> {
  const col = (f: (u: Registered) => unknown) => users.map(f);
  await tx.query(
    `INSERT INTO users (id, email, first_name, last_name, phone, display_name, role,
       marketing_opt_in, created_at, updated_at)
     SELECT id, email, first_name, last_name, phone, display_name, role, opt_in, at, at
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::boolean[], $9::timestamptz[])
       AS u(id, email, first_name, last_name, phone, display_name, role, opt_in, at)
     ON CONFLICT (id) DO NOTHING`,
    [
      col((u) => u.userId),
      col((u) => u.pii?.email ?? null),
      col((u) => u.pii?.firstName ?? null),
      col((u) => u.pii?.lastName ?? null),
      col((u) => u.pii?.phone ?? null),
      col((u) => displayName(u.pii?.firstName ?? null, u.pii?.lastName ?? null)),
      col((u) => u.role),
      col((u) => u.marketingOptIn),
      col((u) => u.at),
    ],
  );
}

/** Registrations and changes each in one statement (see applyInRuns). */
async function applyMany(tx: pg.PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  await applyInRuns(
    events.map((recorded): RunItem<Registered, Change> => {
      const event = { type: recorded.type, data: recorded.data } as ReadUserEvent;
      return event.type === 'UserRegistered'
        ? { key: event.data.userId, create: event.data }
        : { key: event.data.userId, change: event };
    }),
    async (registrations, changes) => {
      if (registrations.length > 0) await register(tx, registrations);
      if (changes.length > 0) await change(tx, changes);
    },
  );
}

export const usersProjection: Projection = {
  name: USERS_PROJECTION,
  version: 1,
  ddl,
  filter: { streamPrefixes: ['user-'] },
  apply: applyMany,
};
