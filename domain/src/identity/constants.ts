/** Identity limits from spec §9 and DECISIONS 15; one place so the API, web and tests agree. */

export const PASSWORD_MIN_LENGTH = 6;
/** Argon2 hashes any length; a ceiling keeps a hostile request from costing seconds of CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_MIN_LENGTH = 10;
export const NAME_MAX_LENGTH = 100;

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_MS = 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
export const ACCESS_TOKEN_TTL_S = 15 * 60;

export const ROLES = ['customer', 'restaurant_owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The short badge in the header (spec §2 "Header"). */
export const ROLE_BADGE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  restaurant_owner: 'Owner',
  admin: 'Admin',
};

/** The label on dashboards and admin lists (spec §6). */
export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  restaurant_owner: 'Restaurant Owner',
  admin: 'Admin',
};

/** What orders and audit screens show once an account's personal data is shredded. */
export const DELETED_USER_LABEL = 'Deleted user';

/** The text the account-deletion dialog asks the user to type (spec §5). */
export const DELETE_CONFIRMATION_TEXT = 'DELETE';

/** DECISIONS 16: the answer to every non-auth call while a password change is pending. */
export const MUST_CHANGE_PASSWORD_MESSAGE =
  'Your administrator has required you to change your password before continuing.';
