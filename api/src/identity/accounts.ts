import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Role } from '@pickup/domain/identity/constants';
import { USER_NOT_FOUND } from '@pickup/domain/identity/decider';
import type { AdminUserInput, RegisterInput } from '@pickup/domain/identity/schemas';
import type { ActiveUser } from '@pickup/domain/identity/state';
import { conflict, notFound } from '@pickup/domain/shared/errors';
import { countOtherAdmins } from '@pickup/projections/identity/user-queries';
import type { Actor } from '../http/actor';
import { hashPassword } from '../security/passwords';
import type { IdentityService } from './service';

/** Command handlers that create, change and delete accounts (secrets and uniqueness included). */

export const EMAIL_TAKEN = 'An account with this email already exists';

function active(user: Awaited<ReturnType<IdentityService['loadUser']>>): ActiveUser {
  if (user.status !== 'Active') throw notFound(USER_NOT_FOUND);
  return user;
}

/**
 * Claims the email, then runs `create`; a failure frees the email again. Of two sign-ups with
 * one email only one gets past the claim (email_reservations has the email as its key).
 */
async function withClaimedEmail<T>(
  svc: IdentityService,
  email: string,
  userId: string,
  create: () => Promise<T>,
): Promise<T> {
  if (!(await svc.reservations.claim(email, userId))) throw conflict(EMAIL_TAKEN);
  try {
    return await create();
  } catch (err) {
    await svc.credentials.deleteForUser(userId);
    await svc.reservations.release(email, userId);
    throw err;
  }
}

/** Sign-up: always a customer, who is the actor of their own registration. */
export async function registerAccount(svc: IdentityService, input: RegisterInput) {
  const userId = randomUUID();
  return withClaimedEmail(svc, input.email, userId, async () => {
    await svc.credentials.setPasswordHash(
      userId,
      await hashPassword(input.password, svc.passwordCost),
    );
    return svc.execute(
      'RegisterUser',
      userId,
      {
        type: 'RegisterUser',
        userId,
        at: svc.at(),
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        marketingOptIn: input.marketingOptIn,
      },
      { userId, role: 'customer', mustChangePassword: false },
    );
  });
}

/** An admin creates an account; it has no password until one is set (link or admin reset). */
export async function createAccountByAdmin(
  svc: IdentityService,
  actor: Actor,
  input: AdminUserInput,
) {
  const userId = randomUUID();
  return withClaimedEmail(svc, input.email, userId, () =>
    svc.command(actor, userId, 'CreateUser', input),
  );
}

/**
 * Demoting or deleting admins is serialized across processes, so two admins removing each
 * other at the same moment cannot both pass the "last admin" check.
 */
async function withAdminGuard<T>(
  pool: pg.Pool,
  userId: string,
  work: (otherActiveAdmins: number) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('pickup:last-admin'))`);
    try {
      // The command answers only once the read model has it, so the next holder counts right.
      return await work(await countOtherAdmins(client, userId));
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('pickup:last-admin'))`);
    }
  } finally {
    client.release();
  }
}

export async function updateAccountByAdmin(
  svc: IdentityService,
  actor: Actor,
  userId: string,
  input: AdminUserInput,
) {
  const before = active(await svc.loadUser(userId));
  const emailChanged = input.email !== before.email.toLowerCase();
  if (emailChanged && !(await svc.reservations.claim(input.email, userId))) {
    throw conflict(EMAIL_TAKEN);
  }
  try {
    const executed = await withAdminGuard(svc.pool, userId, (otherActiveAdmins) =>
      svc.command(actor, userId, 'UpdateUserByAdmin', { ...input, otherActiveAdmins }),
    );
    if (emailChanged) await svc.reservations.release(before.email, userId);
    // A demoted user's tokens (and sockets) must not keep the old role until they expire.
    if (input.role !== before.role) await svc.cutoffs.cutOff(userId);
    return executed;
  } catch (err) {
    if (emailChanged) await svc.reservations.release(input.email, userId);
    throw err;
  }
}

/**
 * DECISIONS 17: the account's events stay (orders keep pointing at it) but its key is
 * destroyed, so every `pii` in them is unreadable for good; secrets, sessions and the email
 * reservation go with it, so the email can sign up again.
 */
export async function deleteAccount(svc: IdentityService, actor: Actor, userId: string) {
  const executed = await withAdminGuard(svc.pool, userId, (otherActiveAdmins) =>
    svc.command(actor, userId, 'DeleteUser', { otherActiveAdmins }),
  );
  await svc.eraseAccount(userId);
  return executed;
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: Role;
  password: string;
  emailVerified: boolean;
  phoneVerified: boolean;
}

/**
 * Creates a ready-to-use account through commands (demo data, tests); an existing account
 * with the email is left as it is. Returns the account's id.
 */
export async function ensureAccount(
  svc: IdentityService,
  systemActor: Actor,
  account: NewAccount,
): Promise<string> {
  const existing = await svc.reservations.findUserId(account.email);
  if (existing) return existing;
  const { password, emailVerified, phoneVerified, ...details } = account;
  const created = await createAccountByAdmin(svc, systemActor, details);
  const userId = (created.state as ActiveUser).id;
  await svc.credentials.setPasswordHash(userId, await hashPassword(password, svc.passwordCost));
  const self: Actor = { userId, role: account.role, mustChangePassword: false };
  if (emailVerified) await svc.command(self, userId, 'VerifyEmail', {});
  if (phoneVerified) await svc.command(self, userId, 'VerifyPhone', {});
  return userId;
}
