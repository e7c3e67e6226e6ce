import type pg from 'pg';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { DELETED_USER_LABEL } from '@pickup/domain/identity/constants';
import { userStream, type UserEvent } from '@pickup/domain/identity/events';
import { evolveUser, initialUserState } from '@pickup/domain/identity/state';
import { schemaOf } from '@pickup/projections/runner/projection';
import { USERS_PROJECTION } from '@pickup/projections/identity/users';

export const SYSTEM_NAME = 'System';
export const UNKNOWN_USER = 'Unknown user';

export interface ActorName {
  name: string;
  /** The account's role now; events carry the role at the time. */
  role: string | null;
}

/** Names of the accounts that acted, by id. */
export type ActorNames = (ids: readonly string[]) => Promise<Map<string, ActorName>>;

const UNDEFINED_TABLE = '42P01';

/**
 * From the users read model, and for ids it does not hold yet (it may lag), by folding the
 * account's stream through the decrypting store. A shredded account reads as "Deleted user"
 * either way: the read model blanks it, and its `pii` decrypts to null.
 */
export function actorNames(pool: Pick<pg.Pool, 'query'>, store: EventStore): ActorNames {
  return async (ids) => {
    const wanted = [...new Set(ids)];
    const names = new Map<string, ActorName>();
    if (wanted.length === 0) return names;
    try {
      const { rows } = await pool.query<{ id: string; display_name: string; role: string }>(
        `SELECT id, display_name, role FROM ${schemaOf(USERS_PROJECTION)}.users WHERE id = ANY($1)`,
        [wanted],
      );
      for (const r of rows) names.set(r.id, { name: r.display_name, role: r.role });
    } catch (err) {
      if ((err as { code?: unknown }).code !== UNDEFINED_TABLE) throw err;
    }
    for (const id of wanted.filter((x) => !names.has(x)))
      names.set(id, await fromStream(store, id));
    return names;
  };
}

async function fromStream(store: EventStore, id: string): Promise<ActorName> {
  const { events, exists } = await store.readStream(userStream(id));
  if (!exists) return { name: UNKNOWN_USER, role: null };
  const state = events.reduce(
    (s, e) => evolveUser(s, { type: e.type, data: e.data } as UserEvent),
    initialUserState(),
  );
  if (state.status !== 'Active') return { name: DELETED_USER_LABEL, role: null };
  const name = [state.firstName, state.lastName].filter(Boolean).join(' ');
  return { name: name || DELETED_USER_LABEL, role: state.role };
}
