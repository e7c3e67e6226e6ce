import { isCaughtUp, type Checkpoint, type EventStore } from '@pickup/domain/eventstore/types';
import { adminUserSchema } from '@pickup/domain/identity/schemas';
import type { ActiveUser } from '@pickup/domain/identity/state';
import { countOtherAdmins } from '@pickup/projections/identity/user-queries';
import { USERS_PROJECTION } from '@pickup/projections/identity/users';
import { createAccountByAdmin } from './accounts';
import { SYSTEM_ACTOR, type IdentityService } from './service';

export interface FirstAdminInput {
  email: string;
  firstName: string;
  lastName: string;
  /** Create one even though an admin exists already. */
  force: boolean;
}

export type FirstAdminOutcome =
  | { created: true; userId: string; email: string; link: string; expiresAt: Date }
  | { created: false; reason: string };

/** Waits for the users read model to reach every event stored so far. */
export type WaitForUsers = (checkpoint: Checkpoint, names: string[]) => Promise<boolean>;

async function headOfLog(store: EventStore): Promise<Checkpoint> {
  const stop = new AbortController();
  try {
    for await (const item of store.subscribeToAll({ after: 'end', signal: stop.signal })) {
      if (isCaughtUp(item)) return item.caughtUp;
    }
    return '';
  } finally {
    stop.abort();
  }
}

/**
 * The first admin of an installation, created the way an admin creates accounts (no
 * password: it is chosen through a single-use set-password link valid one hour). A second
 * admin is refused unless forced, so that a stray run cannot add an account quietly.
 */
export async function createFirstAdmin(
  svc: IdentityService,
  waitFor: WaitForUsers,
  input: FirstAdminInput,
): Promise<FirstAdminOutcome> {
  const parsed = adminUserSchema.safeParse({ ...input, role: 'admin' });
  if (!parsed.success) {
    return { created: false, reason: parsed.error.issues.map((i) => i.message).join('; ') };
  }
  if (!(await waitFor(await headOfLog(svc.store), [USERS_PROJECTION]))) {
    return { created: false, reason: 'The users read model is not caught up; try again' };
  }
  const admins = await countOtherAdmins(svc.pool, '');
  if (admins > 0 && !input.force) {
    return {
      created: false,
      reason: `${admins === 1 ? 'An admin exists' : `${admins} admins exist`} already; add --force to create another`,
    };
  }
  const created = await createAccountByAdmin(svc, SYSTEM_ACTOR, parsed.data);
  const user = created.state as ActiveUser;
  const { token, expiresAt } = await svc.codes.issueResetToken(user.id, user.email);
  return {
    created: true,
    userId: user.id,
    email: user.email,
    link: `${svc.publicUrl}/auth?reset-token=${encodeURIComponent(token)}`,
    expiresAt,
  };
}
