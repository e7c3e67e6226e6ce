import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import { DELETED_USER_LABEL } from '@pickup/domain/identity/constants';
import type { UserEvent } from '@pickup/domain/identity/events';
import type { Projection } from '../runner/projection';
import { applyInRuns, type RunStep } from '../runner/runs';

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

async function apply(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as ReadUserEvent;
  const { userId, at } = event.data;
  // Every change only touches live rows, so a late event can never revive a deleted account.
  const update = (set: string, values: unknown[]) =>
    tx.query(`UPDATE users SET ${set}, updated_at = $2 WHERE id = $1 AND deleted_at IS NULL`, [
      userId,
      at,
      ...values,
    ]);
  switch (event.type) {
    case 'UserRegistered': {
      const { role, marketingOptIn, pii } = event.data;
      await tx.query(
        `INSERT INTO users (id, email, first_name, last_name, phone, display_name, role,
           marketing_opt_in, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
         ON CONFLICT (id) DO NOTHING`,
        [
          userId,
          pii?.email ?? null,
          pii?.firstName ?? null,
          pii?.lastName ?? null,
          pii?.phone ?? null,
          displayName(pii?.firstName ?? null, pii?.lastName ?? null),
          role,
          marketingOptIn,
          at,
        ],
      );
      return;
    }
    case 'ProfileUpdated':
    case 'UserUpdatedByAdmin': {
      const pii = event.data.pii;
      if (!pii) return;
      const email = 'email' in pii ? pii.email : null;
      await update(
        `first_name = $3, last_name = $4, display_name = $5, email = COALESCE($6, email)` +
          (event.type === 'UserUpdatedByAdmin' && event.data.emailChanged
            ? ', email_verified = false'
            : ''),
        [pii.firstName, pii.lastName, displayName(pii.firstName, pii.lastName), email],
      );
      return;
    }
    case 'PhoneChanged':
      await update('phone = $3, phone_verified = false', [event.data.pii?.phone ?? null]);
      return;
    case 'EmailVerified':
      await update('email_verified = true', []);
      return;
    case 'PhoneVerified':
      await update('phone_verified = true', []);
      return;
    case 'MarketingConsentChanged':
      await update('marketing_opt_in = $3', [event.data.marketingOptIn]);
      return;
    case 'PasswordChanged':
    case 'PasswordResetCompleted':
      await update('must_change_password = false', []);
      return;
    case 'PasswordResetByAdmin':
      await update('must_change_password = $3', [event.data.requireChangeAtNextLogin]);
      return;
    case 'RoleChanged':
      await update('role = $3', [event.data.to]);
      return;
    case 'UserDeleted':
      await update(
        `email = NULL, first_name = NULL, last_name = NULL, phone = NULL, display_name = $3,
         marketing_opt_in = false, deleted_at = $2`,
        [DELETED_USER_LABEL],
      );
      return;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

type Registered = Extract<ReadUserEvent, { type: 'UserRegistered' }>['data'];

const registered = (recorded: RecordedEvent): RunStep<Registered> =>
  recorded.type === 'UserRegistered' ? { bulk: recorded.data as Registered } : 'alone';

/** Registrations (the bulk of a fresh system) inserted many at a time, the rest in order. */
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

export const usersProjection: Projection = {
  name: USERS_PROJECTION,
  version: 1,
  ddl,
  filter: { streamPrefixes: ['user-'] },
  apply,
  applyMany: (tx, events) =>
    applyInRuns(
      events,
      registered,
      (users) => register(tx, users),
      (e) => apply(tx, e),
    ),
};
