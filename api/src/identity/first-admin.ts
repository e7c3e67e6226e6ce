import { setTimeout as sleep } from 'node:timers/promises';
import { adminUserSchema } from '@pickup/domain/identity/schemas';
import type { ActiveUser } from '@pickup/domain/identity/state';
import { countOtherAdmins } from '@pickup/projections/identity/user-queries';
import { USERS_PROJECTION } from '@pickup/projections/identity/users';
import type { ProjectionStatus } from '@pickup/projections/runner/status';
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

/** Projection status, from whichever process runs the projections (the app, or this one). */
export type StatusOf = () => Promise<ProjectionStatus[]>;

/**
 * Whether the users read model has applied every stored user event, asked until it has or
 * `attempts` run out: it is what "is there an admin already" is answered from.
 */
async function usersCaughtUp(status: StatusOf, attempts = 40): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    const users = (await status()).find((p) => p.name === USERS_PROJECTION);
    if (users && users.lagEvents === 0) return true;
    await sleep(250);
  }
  return false;
}

/**
 * The first admin of an installation, created the way an admin creates accounts (no
 * password: it is chosen through a single-use set-password link valid one hour). A second
 * admin is refused unless forced, so that a stray run cannot add an account quietly.
 */
export async function createFirstAdmin(
  svc: IdentityService,
  status: StatusOf,
  input: FirstAdminInput,
): Promise<FirstAdminOutcome> {
  const parsed = adminUserSchema.safeParse({ ...input, role: 'admin' });
  if (!parsed.success) {
    return { created: false, reason: parsed.error.issues.map((i) => i.message).join('; ') };
  }
  if (!(await usersCaughtUp(status))) {
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
