import type pg from 'pg';
import type { Role } from '@pickup/domain/identity/constants';
import type { UserView } from '@pickup/domain/identity/user-view';

/** Reads of the `users` read model (projection in ./users.ts). */

type Db = Pick<pg.Pool, 'query'>;

interface UserRow {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  display_name: string;
  role: Role;
  marketing_opt_in: boolean;
  email_verified: boolean;
  phone_verified: boolean;
  must_change_password: boolean;
  created_at: Date;
  deleted_at: Date | null;
}

const COLUMNS = `id, email, first_name, last_name, phone, display_name, role, marketing_opt_in,
  email_verified, phone_verified, must_change_password, created_at, deleted_at`;

function toView(row: UserRow): UserView {
  return {
    id: row.id,
    email: row.email ?? '',
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    phone: row.phone,
    role: row.role,
    marketingOptIn: row.marketing_opt_in,
    emailVerified: row.email_verified,
    phoneVerified: row.phone_verified,
    mustChangePassword: row.must_change_password,
    createdAt: row.created_at.toISOString(),
  };
}

/** A live account; null when unknown or deleted. */
export async function getUser(db: Db, id: string): Promise<UserView | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM rm_users.users WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  return rows[0] ? toView(rows[0]) : null;
}

/** What is held about an account, deleted or not: after deletion only the blanked row. */
export interface HeldAccount {
  id: string;
  displayName: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: Role;
  marketingOptIn: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
  createdAt: string;
  deletedAt: string | null;
}

export async function getHeldAccount(db: Db, id: string): Promise<HeldAccount | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM rm_users.users WHERE id = $1`, [
    id,
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    displayName: row.display_name,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    role: row.role,
    marketingOptIn: row.marketing_opt_in,
    emailVerified: row.email_verified,
    phoneVerified: row.phone_verified,
    createdAt: row.created_at.toISOString(),
    deletedAt: row.deleted_at?.toISOString() ?? null,
  };
}

/** The admin Users tab: live accounts, newest first. */
export async function listUsers(db: Db): Promise<UserView[]> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM rm_users.users WHERE deleted_at IS NULL
     ORDER BY created_at DESC, id`,
  );
  return rows.map(toView);
}

/** Live admins other than `userId`: the last admin may be neither deleted nor demoted. */
export async function countOtherAdmins(db: Db, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM rm_users.users
     WHERE role = 'admin' AND deleted_at IS NULL AND id <> $1`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}
