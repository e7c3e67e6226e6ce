import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import { applyInRuns, type RunItem } from '../runner/runs';

/** After crypto-shredding the decrypting store hands `pii` over as null. */
interface ReadPii {
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
}

/** Columns of the directory's `users` an event sets; a null name or email keeps the old one. */
interface Patch {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
  deleted?: true;
}

/** A registration, or a change of one account. */
export type UserItem = { register: string; pii: ReadPii | null } | { change: string; patch: Patch };

type Registration = Extract<UserItem, { register: string }>;
type Change = Extract<UserItem, { change: string }>;

const CHANGES = ['ProfileUpdated', 'UserUpdatedByAdmin', 'PhoneChanged'];

/** What a user event means to the directory; null when nothing. */
export function userItem(recorded: RecordedEvent): UserItem | null {
  const data = recorded.data as { userId: string; pii?: ReadPii | null };
  if (recorded.type === 'UserRegistered') return { register: data.userId, pii: data.pii ?? null };
  if (recorded.type === 'UserDeleted') {
    const patch: Patch = { first_name: null, last_name: null, email: null, phone: null };
    return { change: data.userId, patch: { ...patch, deleted: true } };
  }
  if (!CHANGES.includes(recorded.type)) return null;
  const pii = data.pii;
  if (!pii) return null;
  const patch: Patch = {};
  if (pii.firstName != null) patch.first_name = pii.firstName;
  if (pii.lastName != null) patch.last_name = pii.lastName;
  if (pii.email != null) patch.email = pii.email;
  if ('phone' in pii) patch.phone = pii.phone ?? null;
  return { change: data.userId, patch };
}

async function register(tx: pg.PoolClient, users: Registration[]) {
  const col = (f: (pii: ReadPii | null) => unknown) => users.map((u) => f(u.pii));
  await tx.query(
    `INSERT INTO users (id, first_name, last_name, email, phone)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
     ON CONFLICT (id) DO NOTHING`,
    [
      users.map((u) => u.register),
      col((p) => p?.firstName ?? null),
      col((p) => p?.lastName ?? null),
      col((p) => p?.email ?? null),
      col((p) => p?.phone ?? null),
    ],
  );
}

const COLUMNS = ['first_name', 'last_name', 'email', 'phone'];

// Changes touch live rows only; a deletion blanks the row whatever its state.
const UPDATE_USERS = `
UPDATE users u SET ${COLUMNS.map((c) => `${c} = CASE WHEN p.s ? '${c}' THEN p.s->>'${c}' ELSE u.${c} END`).join(', ')},
  deleted = u.deleted OR (p.s ? 'deleted')
FROM unnest($1::text[], $2::jsonb[]) AS p(id, s)
WHERE u.id = p.id AND (NOT u.deleted OR p.s ? 'deleted')`;

/**
 * Changes in one statement: each account's patches merged in order (later values win) up to
 * its deletion, which sets every column the changes before it could have set; the changes
 * after it would find no live row.
 */
async function change(tx: pg.PoolClient, changes: Change[]) {
  const merged = new Map<string, Patch>();
  for (const { change: id, patch } of changes) {
    const before = merged.get(id);
    if (!before?.deleted) merged.set(id, { ...before, ...patch });
  }
  // Arrays, not a json document: Postgres then knows how many rows to expect and looks each
  // account up by its key instead of scanning the table.
  await tx.query(UPDATE_USERS, [
    [...merged.keys()],
    [...merged.values()].map((s) => JSON.stringify(s)),
  ]);
}

/** A batch's user items, registrations and changes each in one statement (see applyInRuns). */
export async function applyUsers(tx: pg.PoolClient, items: readonly UserItem[]): Promise<void> {
  await applyInRuns(
    items.map((item): RunItem<Registration, Change> =>
      'register' in item
        ? { key: item.register, create: item }
        : { key: item.change, change: item },
    ),
    async (registrations, changes) => {
      if (registrations.length > 0) await register(tx, registrations);
      if (changes.length > 0) await change(tx, changes);
    },
  );
}
