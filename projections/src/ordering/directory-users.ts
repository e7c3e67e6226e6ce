import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { RunStep } from '../runner/runs';

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

const CHANGES = ['ProfileUpdated', 'UserUpdatedByAdmin', 'PhoneChanged'];

/** What the directory does with a user event: registrations and changes go in bulk. */
export function userStep(recorded: RecordedEvent): RunStep<UserItem> {
  const data = recorded.data as { userId: string; pii?: ReadPii | null };
  if (recorded.type === 'UserRegistered')
    return { bulk: { register: data.userId, pii: data.pii ?? null } };
  if (recorded.type === 'UserDeleted') {
    const patch: Patch = { first_name: null, last_name: null, email: null, phone: null };
    return { bulk: { change: data.userId, patch: { ...patch, deleted: true } } };
  }
  if (!CHANGES.includes(recorded.type)) return 'skip';
  const pii = data.pii;
  if (!pii) return 'skip';
  const patch: Patch = {};
  if (pii.firstName != null) patch.first_name = pii.firstName;
  if (pii.lastName != null) patch.last_name = pii.lastName;
  if (pii.email != null) patch.email = pii.email;
  if ('phone' in pii) patch.phone = pii.phone ?? null;
  return { bulk: { change: data.userId, patch } };
}

async function register(tx: pg.PoolClient, users: { register: string; pii: ReadPii | null }[]) {
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
FROM jsonb_to_recordset($1::jsonb) AS p(id text, s jsonb)
WHERE u.id = p.id AND (NOT u.deleted OR p.s ? 'deleted')`;

/**
 * Changes in one statement: each account's patches merged in order (later values win) up to
 * its deletion, which sets every column the changes before it could have set; the changes
 * after it would find no live row.
 */
async function change(tx: pg.PoolClient, changes: { change: string; patch: Patch }[]) {
  const merged = new Map<string, Patch>();
  for (const { change: id, patch } of changes) {
    const before = merged.get(id);
    if (!before?.deleted) merged.set(id, { ...before, ...patch });
  }
  await tx.query(UPDATE_USERS, [JSON.stringify([...merged].map(([id, s]) => ({ id, s })))]);
}

/** A run of user items in order: alternate stretches of registrations and of changes. */
export async function applyUsers(tx: pg.PoolClient, items: readonly UserItem[]): Promise<void> {
  let i = 0;
  while (i < items.length) {
    const registering = 'register' in (items[i] as UserItem);
    let j = i;
    while (j < items.length && 'register' in (items[j] as UserItem) === registering) j++;
    const stretch = items.slice(i, j);
    if (registering)
      await register(
        tx,
        stretch.filter((u): u is Extract<UserItem, { register: string }> => 'register' in u),
      );
    else
      await change(
        tx,
        stretch.filter((u): u is Extract<UserItem, { change: string }> => 'change' in u),
      );
    i = j;
  }
}
